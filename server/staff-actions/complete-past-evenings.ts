import type { Database } from '../db/database.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { recordAudit } from '../staff/audit.ts';

/**
 * A paid booking whose evening has passed (before today in Shanghai) and that staff did not mark
 * becomes completed, so its guest no longer sees "Upcoming booking" for ever. One statement
 * changes them all (instances running it together change each once), each with its audit row.
 */
export async function completePastEvenings(db: Database, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<{ id: number; code: string; booking_date: string; pax: number; arrived: boolean }>(
      `update bookings set status = 'completed', revision = revision + 1
       where status = 'pending' and booking_date < $1
       returning id, code, booking_date, pax, arrived_at is not null as arrived`,
      [restaurantToday(now)],
    );
    for (const row of rows) {
      await recordAudit(tx, {
        actor: 'system',
        action: 'complete',
        bookingId: row.id,
        bookingCode: row.code,
        before: { status: 'pending', date: row.booking_date, pax: row.pax, arrived: row.arrived },
        after: { status: 'completed', date: row.booking_date, pax: row.pax, arrived: row.arrived },
        note: 'evening passed',
      }, now);
    }
    return rows.length;
  });
}
