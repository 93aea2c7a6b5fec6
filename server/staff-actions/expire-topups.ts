import { dueTopups } from '../bookings/topups.ts';
import { revertTopup } from '../bookings/transitions/revert-topup.ts';
import type { Database } from '../db/database.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking } from '../bookings/locked-booking.ts';
import { bookingFacts, findStaffBooking } from '../bookings/staff-booking.ts';
import { tellGuestOf } from '../notices/event-notices.ts';

/**
 * A larger party whose difference went unpaid by its link's time goes back to the party its deposit paid
 * for, and the guest is told: they keep what they paid for, and the restaurant holds no unpaid seats.
 */
export async function expireTopups(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (const due of await dueTopups(db, now)) {
    const reverted = await withLockedBooking(db, due.code, now, async (locked) => {
      const { tx, booking } = locked;
      const reverted = await revertTopup(locked, due, now);
      if (!reverted) return false;
      const after = (await findStaffBooking(tx, { id: booking.id }))!;
      await recordAudit(
        tx,
        { actor: 'system', action: 'topup_expired', bookingId: booking.id, bookingCode: booking.code, before: bookingFacts(booking), after: bookingFacts(after), note: 'larger party not paid in time' },
        now,
      );
      await tellGuestOf(tx, reverted, after, { now, host: '', settings: await readSettings(tx) });
      return true;
    });
    if (reverted) count += 1;
  }
  return count;
}
