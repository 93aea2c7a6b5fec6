import type { Queryable } from '../../db/database.ts';
import { announce } from '../booking-changed.ts';
import { eveningOf, type BookingEventOf } from '../booking-events.ts';

/**
 * Staff merged two profiles of one person: every booking of `from` now belongs to `into`, each
 * keeping its own contacts, requests and status. Seats do not move, so no evening is locked.
 */
export async function moveGuestBookings(tx: Queryable, from: number, into: number): Promise<Array<BookingEventOf<'guest_merged'>>> {
  const { rows } = await tx.query<{ id: number; code: string; booking_date: string; seating_id: number; pax: number }>(
    `update bookings set customer_id = $2 where customer_id = $1
     returning id, code, to_char(booking_date, 'YYYY-MM-DD') as booking_date, seating_id, pax`,
    [from, into],
  );
  const events = rows.map((row) => ({ kind: 'guest_merged' as const, fromCustomer: from, ...eveningOf(row) }));
  await announce(tx, events);
  return events;
}
