import type { Database } from '../db/database.ts';
import { completePast } from '../bookings/transitions/complete-past.ts';
import { recordAudit } from '../staff/audit.ts';

/**
 * Paid bookings of evenings past that staff did not mark become completed (bookings/transitions),
 * so their guests no longer see "Upcoming booking" for ever; each gets its audit row.
 */
export async function completePastEvenings(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const completed = await completePast(tx, now);
    for (const event of completed) {
      const facts = { date: event.date, pax: event.pax, arrived: event.arrived };
      await recordAudit(tx, {
        actor: 'system',
        action: 'complete',
        bookingId: event.bookingId,
        bookingCode: event.code,
        before: { status: 'pending', ...facts },
        after: { status: 'completed', ...facts },
        note: 'evening passed',
      }, now);
    }
    return completed.length;
  });
}
