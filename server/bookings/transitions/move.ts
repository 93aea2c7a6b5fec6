import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import type { LockedBooking } from '../locked-booking.ts';
import { giveBack, take } from '../seat-moves.ts';
import type { SlotRef } from '../seat-ledger.ts';
import { refuse } from '../start-booking.ts';
import { staffRefusal } from '../transition-refusals.ts';
import { announced } from '../booking-changed.ts';
import { reseat } from '../seat-numbers.ts';

/** Where a booking goes: the seating and date (their slot locked with the booking's) and the party. */
export interface MoveTarget extends SlotRef {
  pax: number;
  exclusive: boolean;
  /** 'HH:mm', for the refusal's words. */
  time: string;
}

/**
 * Moves an upcoming booking to another evening, seating or party size in the transaction that locked
 * both slots: its seats given back, then taken afresh where it goes (the seats it had count as free).
 */
export async function move({ tx, booking, slot }: LockedBooking, to: MoveTarget, now: Date): Promise<BookingEventOf<'moved'>> {
  if (booking.status !== 'pending') throw staffRefusal('booking_not_active', `Booking ${booking.code} is ${booking.status}; only an upcoming booking can be moved.`);
  if (booking.seating_id === to.seatingId && booking.booking_date === to.date && booking.pax === to.pax) {
    throw staffRefusal('nothing_to_change', `Booking ${booking.code} is already for ${to.date} ${to.time}, ${to.pax} guests.`);
  }
  await giveBack(tx, slot, booking.pax);
  if (!(await take(tx, to, to.pax, to.exclusive, now))) throw refuse('not_enough_seats');
  await tx.query('update bookings set seating_id = $2, booking_date = $3, pax = $4, revision = revision + 1 where id = $1', [booking.id, to.seatingId, to.date, to.pax]);
  const sameEvening = booking.booking_date === to.date && !to.exclusive;
  await reseat(tx, booking.id, to, to.pax, sameEvening ? booking.first_seat : null);
  const from = { date: booking.booking_date, seatingId: booking.seating_id, pax: booking.pax };
  return announced(tx, { kind: 'moved', from, ...eveningOf(booking), date: to.date, seatingId: to.seatingId, pax: to.pax });
}
