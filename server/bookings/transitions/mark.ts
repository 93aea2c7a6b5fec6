import type { MARKS } from '../../../api-client/contract/staff-actions.ts';
import { restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { eveningOf, type BookingEventOf } from '../booking-events.ts';
import type { LockedBooking } from '../locked-booking.ts';
import { staffRefusal } from '../transition-refusals.ts';
import { announced } from '../booking-changed.ts';

export type Mark = (typeof MARKS)[number];

/**
 * Only from the seating's start on; an arrival stays upcoming until completed, and completed and no-show
 * may be swapped to correct a mistake, or undone on the evening ('expected'). Seats stay as they are.
 */
export async function mark({ tx, booking }: LockedBooking, marked: Mark, now: Date): Promise<BookingEventOf<'marked'>> {
  const clock = restaurantClock(now);
  const started = booking.booking_date < clock.date || (booking.booking_date === clock.date && booking.timeslot <= clock.time);
  const onTheDay = booking.booking_date <= clock.date;
  if (!['pending', 'completed', 'no_show'].includes(booking.status)) {
    throw staffRefusal('booking_not_active', `Booking ${booking.code} is ${booking.status}; only a paid booking can be marked.`);
  }
  if (marked === 'expected' && booking.booking_date !== clock.date) {
    throw staffRefusal('too_late_to_unmark', `Booking ${booking.code} was for ${booking.booking_date}; a mark can be undone only on its evening.`);
  }
  if (marked === 'arrived' || marked === 'expected' ? !onTheDay : !started) {
    throw staffRefusal('too_early_to_mark', `Booking ${booking.code} is for ${booking.booking_date} ${booking.timeslot}; it can be marked ${marked.replace('_', '-')} from then on.`);
  }
  const arrived = marked === 'arrived' || (marked === 'completed' && booking.arrived_at !== null);
  const status = marked === 'expected' ? 'pending' : marked === 'arrived' ? (booking.status === 'no_show' ? 'pending' : booking.status) : marked;
  if (status === booking.status && arrived === (booking.arrived_at !== null)) {
    throw staffRefusal('nothing_to_change', `Booking ${booking.code} is already ${marked.replace('_', '-')}.`);
  }
  await tx.query(
    `update bookings set status = $2, arrived_at = case when $3 then coalesce(arrived_at, $4::timestamptz) else null end, revision = revision + 1
     where id = $1`,
    [booking.id, status, arrived, now],
  );
  return announced(tx, { kind: 'marked', status, arrived, ...eveningOf(booking) });
}
