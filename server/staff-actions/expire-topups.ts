import { dueTopups, endTopup } from '../bookings/topups.ts';
import type { Database } from '../db/database.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking } from './booking-transaction.ts';
import { giveBack } from './seats.ts';
import { bookingFacts, findStaffBooking } from './staff-booking.ts';
import { noticeBooking, queueForGuest } from './tell-guest.ts';
import { topupExpiredNotice } from './topup-notices.ts';

/**
 * A larger party whose difference went unpaid by its link's time goes back to the party its deposit paid
 * for, and the guest is told: they keep what they paid for, and the restaurant holds no unpaid seats.
 */
export async function expireTopups(db: Database, now: Date): Promise<number> {
  let count = 0;
  for (const due of await dueTopups(db, now)) {
    const reverted = await withLockedBooking(db, due.code, now, async ({ tx, booking, slot }) => {
      if (!(await endTopup(tx, due.id, 'expired', now))) return false;
      if (booking.status !== 'pending' || booking.pax !== due.pax_after) return false;
      await giveBack(tx, slot, due.pax_after - due.pax_before);
      await tx.query('update bookings set pax = $2, revision = revision + 1 where id = $1', [booking.id, due.pax_before]);
      const after = (await findStaffBooking(tx, { id: booking.id }))!;
      await recordAudit(
        tx,
        { actor: 'system', action: 'topup_expired', bookingId: booking.id, bookingCode: booking.code, before: bookingFacts(booking), after: bookingFacts(after), note: 'larger party not paid in time' },
        now,
      );
      const { restaurant } = await readSettings(tx);
      await queueForGuest(tx, now, booking, 'moved', topupExpiredNotice(noticeBooking(after), due.pax_after, restaurant));
      return true;
    });
    if (reverted) count += 1;
  }
  return count;
}
