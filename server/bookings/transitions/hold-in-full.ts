import type { Queryable } from '../../db/database.ts';
import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import { announce } from '../booking-changed.ts';

/**
 * A session proved a contact: its live hold, if a short one (a party over the client's share of the
 * evening), runs its full time from when it was placed. A hold never ends earlier than it would have.
 */
export async function holdInFull(tx: Queryable, sessionId: number, now: Date): Promise<Array<BookingEventOf<'hold_extended'>>> {
  const { rows } = await tx.query<{ id: number; code: string; booking_date: string; seating_id: number; pax: number; hold_expires_at: Date }>(
    `update bookings set hold_expires_at = created_at + make_interval(mins => hold_minutes)
     where session_id = $1 and status = 'hold' and not seats_released and hold_expires_at > $2
       and hold_expires_at < created_at + make_interval(mins => hold_minutes)
     returning id, code, booking_date, seating_id, pax, hold_expires_at`,
    [sessionId, now],
  );
  const events = rows.map((row): BookingEventOf<'hold_extended'> => ({ kind: 'hold_extended', expiresAt: row.hold_expires_at, ...eveningOf(row) }));
  await announce(tx, events);
  return events;
}
