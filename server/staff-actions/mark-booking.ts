import type { BookingMarked } from '../../api-client/contract/staff-actions.ts';
import { mark, type Mark } from '../bookings/transitions/mark.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking } from '../bookings/locked-booking.ts';
import { bookingFacts, findStaffBooking } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';

export type { Mark };
export type MarkResult = BookingMarked;

/** Marks a booking (bookings/transitions/mark.ts for when) and audits it; nobody is messaged. */
export async function markBooking(context: StaffContext, input: { code: string; mark: Mark; note?: string; revision?: number }): Promise<MarkResult> {
  return withLockedBooking(context.db, input.code, context.now, async (locked) => {
    const { tx, booking } = locked;
    const before = bookingFacts(booking);
    await mark(locked, input.mark, context.now);
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
