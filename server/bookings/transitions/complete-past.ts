import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import type { Queryable } from '../../db/database.ts';
import type { BookingEventOf } from '../booking-events.ts';
import { announce } from '../booking-changed.ts';

/**
 * A paid booking whose evening has passed (before today in Shanghai) and that staff did not mark
 * becomes completed. One statement changes them all, so instances running it together change each once.
 */
export async function completePast(tx: Queryable, now: Date): Promise<Array<BookingEventOf<'completed'>>> {
  const { rows } = await tx.query<{ id: number; code: string; booking_date: string; seating_id: number; pax: number; arrived: boolean }>(
    `update bookings set status = 'completed', revision = revision + 1
     where status = 'pending' and booking_date < $1
     returning id, code, booking_date, seating_id, pax, arrived_at is not null as arrived`,
    [restaurantToday(now)],
  );
  const events = rows.map((row): BookingEventOf<'completed'> => ({ kind: 'completed', bookingId: row.id, code: row.code, date: row.booking_date, seatingId: row.seating_id, pax: row.pax, arrived: row.arrived }));
  await announce(tx, events);
  return events;
}
