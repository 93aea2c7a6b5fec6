import { seatLabel, seatRunRefusal, type SeatRun } from '../../../api-client/rules/seat-numbers.ts';
import { announced } from '../booking-changed.ts';
import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import type { LockedBooking } from '../locked-booking.ts';
import { seatMap } from '../seat-numbers.ts';
import { staffRefusal } from '../transition-refusals.ts';

/**
 * Staff give a party other seat numbers: as many adjacent seats as guests, within the evening's
 * seats, none held by another party whose dinner overlaps (checked under the evening's lock).
 */
export async function placeSeats({ tx, booking, slot }: LockedBooking, run: SeatRun, now: Date): Promise<BookingEventOf<'seats_placed'>> {
  const live = booking.status === 'pending' || (booking.status === 'hold' && !booking.seats_released && booking.hold_expires_at > now);
  if (!live) throw staffRefusal('booking_not_active', `Booking ${booking.code} is ${booking.status}; it holds no seats.`);
  if (booking.exclusive) throw staffRefusal('seats_not_numbered', `Booking ${booking.code} has its area to itself; it takes no seat numbers.`);
  const label = seatLabel(run);
  if (run.pax !== booking.pax) {
    throw staffRefusal('seats_not_party', `Seats ${label} are ${run.pax} seats; the party of ${booking.pax} sits together on ${booking.pax} adjacent seats.`);
  }
  if (run.first === booking.first_seat) throw staffRefusal('nothing_to_change', `Booking ${booking.code} is already on seats ${label}.`);
  const map = await seatMap(tx, slot, booking.id);
  const refusal = seatRunRefusal(map.seats, map.taken, run);
  if (refusal === 'seats_out_of_range') throw staffRefusal(refusal, `The counter's seats are numbered 1 to ${map.seats} that evening; seats ${label} are not.`);
  if (refusal) throw staffRefusal(refusal, `Another party holds one of seats ${label} during this dinner. Nothing was changed.`);
  await tx.query('update bookings set first_seat = $2, revision = revision + 1 where id = $1', [booking.id, run.first]);
  return announced(tx, { kind: 'seats_placed', firstSeat: run.first, fromSeat: booking.first_seat, ...eveningOf(booking) });
}
