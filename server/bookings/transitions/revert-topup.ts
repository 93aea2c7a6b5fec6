import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import type { LockedBooking } from '../locked-booking.ts';
import { giveBack } from '../seat-moves.ts';
import { endTopup, type Topup } from '../topups.ts';
import { announced } from '../booking-changed.ts';

/**
 * A larger party whose difference went unpaid in time goes back to the party its deposit paid for,
 * the extra seats given back. Null, changing nothing else, when the top-up or the booking moved on.
 */
export async function revertTopup({ tx, booking, slot }: LockedBooking, due: Topup, now: Date): Promise<BookingEventOf<'topup_expired'> | null> {
  if (!(await endTopup(tx, due.id, 'expired', now))) return null;
  if (booking.status !== 'pending' || booking.pax !== due.pax_after) return null;
  await giveBack(tx, slot, due.pax_after - due.pax_before);
  await tx.query('update bookings set pax = $2, revision = revision + 1 where id = $1', [booking.id, due.pax_before]);
  return announced(tx, { kind: 'topup_expired', unpaidPax: due.pax_after, ...eveningOf(booking), pax: due.pax_before });
}
