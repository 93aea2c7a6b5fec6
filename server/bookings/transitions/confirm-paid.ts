import type { Queryable } from '../../db/database.ts';
import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import { seatingStart } from '../hold-end.ts';
import { takeSeats, type LockedSlot, type SlotRef } from '../seat-ledger.ts';
import { announced } from '../booking-changed.ts';
import { reseat } from '../seat-numbers.ts';

/** A booking's deposit is paid once it left the hold for one of these. */
export const isPaid = (booking: { status: string }) => booking.status === 'pending' || booking.status === 'completed' || booking.status === 'no_show';

export interface PayableBooking {
  id: number;
  code: string;
  status: string;
  seating_id: number;
  booking_date: string;
  pax: number;
  seats_released: boolean;
  exclusive: boolean;
}

/** Why a payment confirmed nothing: already paid, seats gone since the hold expired or its seating begun, or cancelled. */
export type NotConfirmed = 'duplicate' | 'no_seats' | 'not_payable';

/**
 * A paid hold becomes upcoming, in the payment's transaction with its slot locked. A hold whose seats
 * went back to the ledger (it expired) needs them again, if still free; the status leaves 'hold' by
 * compare-and-set, so a second payment of the same hold confirms nothing.
 */
export async function confirmPaid(tx: Queryable, booking: PayableBooking, slot: SlotRef, locked: LockedSlot, now: Date): Promise<BookingEventOf<'confirmed'> | NotConfirmed> {
  if (isPaid(booking)) return 'duplicate';
  if (booking.status === 'cancelled') return 'not_payable';
  // A hold ends when its seating begins at the latest: money after that confirms nothing and goes back.
  if (now.getTime() >= seatingStart(slot.date, locked.from).getTime()) return 'no_seats';
  if (booking.seats_released && !(await takeSeats(tx, slot, locked, booking.pax, booking.exclusive))) return 'no_seats';
  const confirmed = await tx.query<{ first_seat: number | null }>(
    `update bookings set status = 'pending', paid_at = $2, seats_released = false
     where id = $1 and status = 'hold' returning first_seat`,
    [booking.id, now],
  );
  if (confirmed.rows.length !== 1) return 'duplicate';
  // A hold is given seat numbers now that it is paid (insertBooking gives holds none).
  if (!booking.exclusive && (booking.seats_released || confirmed.rows[0]!.first_seat === null)) await reseat(tx, booking.id, slot, booking.pax, null);
  return announced(tx, { kind: 'confirmed', wasReleased: booking.seats_released, ...eveningOf(booking) });
}
