import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import type { BookingMarked, MARKS } from '../../api-client/contract/staff-actions.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking } from './booking-transaction.ts';
import { bookingFacts, findStaffBooking } from './staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRefusal } from './staff-refusals.ts';

export type Mark = (typeof MARKS)[number];
export type MarkResult = BookingMarked;

/**
 * Only from the seating's start on; an arrival stays upcoming until completed, and completed and no-show
 * may be swapped to correct a mistake. Seats stay as they are (the evening has come); nobody is messaged.
 */
export async function markBooking(context: StaffContext, input: { code: string; mark: Mark; note?: string; revision?: number }): Promise<MarkResult> {
  return withLockedBooking(context.db, input.code, context.now, async ({ tx, booking }) => {
    const clock = restaurantClock(context.now);
    const started = booking.booking_date < clock.date || (booking.booking_date === clock.date && booking.timeslot <= clock.time);
    const onTheDay = booking.booking_date <= clock.date;
    const open = ['pending', 'completed', 'no_show'].includes(booking.status);
    if (!open) throw staffRefusal('booking_not_active', `Booking ${booking.code} is ${booking.status}; only a paid booking can be marked.`);
    if (input.mark === 'arrived' ? !onTheDay : !started) {
      throw staffRefusal('too_early_to_mark', `Booking ${booking.code} is for ${booking.booking_date} ${booking.timeslot}; it can be marked ${input.mark.replace('_', '-')} from then on.`);
    }
    const before = bookingFacts(booking);
    const arrived = input.mark === 'arrived' || (input.mark === 'completed' && booking.arrived_at !== null);
    const status = input.mark === 'arrived' ? (booking.status === 'no_show' ? 'pending' : booking.status) : input.mark;
    if (status === booking.status && arrived === (booking.arrived_at !== null)) {
      throw staffRefusal('nothing_to_change', `Booking ${booking.code} is already ${input.mark.replace('_', '-')}.`);
    }
    await tx.query(
      `update bookings set status = $2, arrived_at = case when $3 then coalesce(arrived_at, $4::timestamptz) else null end, revision = revision + 1
       where id = $1`,
      [booking.id, status, arrived, context.now],
    );
    const after = (await findStaffBooking(tx, { id: booking.id }))!;
    await recordAudit(tx, {
      actor: context.actor,
      action: `mark_${input.mark}`,
      bookingId: booking.id,
      bookingCode: booking.code,
      before,
      after: bookingFacts(after),
      note: input.note ?? '',
    }, context.now);
    return { code: booking.code, status: after.status, arrived: after.arrived_at !== null };
  }, { revision: input.revision });
}
