import type { BookingEventOf } from '../booking-events.ts';
import { eveningOf } from '../booking-events.ts';
import type { LockedBooking } from '../locked-booking.ts';
import { giveBack } from '../seat-moves.ts';
import { endTopup, openTopup } from '../topups.ts';
import { staffRefusal } from '../transition-refusals.ts';
import { announced } from '../booking-changed.ts';

/**
 * Cancels an upcoming booking or a hold, in the transaction that locked it: its seats go back, a
 * guest's open request is answered by the cancel, and an unpaid larger party is asked no more.
 */
export async function cancel({ tx, booking, slot }: LockedBooking, now: Date): Promise<BookingEventOf<'cancelled'>> {
  const paid = booking.status === 'pending';
  if (!paid && booking.status !== 'hold') {
    throw staffRefusal('booking_not_active', `Booking ${booking.code} is ${booking.status.replace('_', '-')}; only an upcoming booking or a hold can be cancelled.`);
  }
  // A hold that ran out gave its seats back already (lockSlots swept it).
  const seatsReturned = paid || !booking.seats_released ? booking.pax : 0;
  if (seatsReturned > 0) await giveBack(tx, slot, seatsReturned);
  await tx.query("update bookings set status = 'cancelled', cancelled_at = $2, revision = revision + 1, seats_released = true where id = $1", [booking.id, now]);
  await tx.query(
    "update booking_requests set resolved_at = $2, resolution = 'Booking cancelled', outcome = 'cancelled' where booking_id = $1 and resolved_at is null",
    [booking.id, now],
  );
  const topup = await openTopup(tx, booking.id);
  if (topup) await endTopup(tx, topup.id, 'cancelled', now);
  return announced(tx, { kind: 'cancelled', wasPaid: paid, seatsReturned, ...eveningOf(booking) });
}
