import type { SeatsPlaced } from '../../api-client/contract/staff-floor.ts';
import { parseSeatRun, seatLabel } from '../../api-client/rules/seat-numbers.ts';
import { AppError } from '../lib/errors.ts';
import { withLockedBooking } from '../bookings/locked-booking.ts';
import { bookingFacts, findStaffBooking } from '../bookings/staff-booking.ts';
import { placeSeats } from '../bookings/transitions/place-seats.ts';
import { recordAudit } from '../staff/audit.ts';
import type { StaffContext } from './staff-context.ts';

/** Gives a party the seats staff wrote ('5-6'), refused when they split it or meet another party; audited. */
export async function placeBookingSeats(context: StaffContext, input: { code: string; seats: string; note?: string; revision?: number }): Promise<SeatsPlaced> {
  const run = parseSeatRun(input.seats);
  if (!run) throw new AppError(422, 'seats_invalid', `Write seats as FIRST-LAST, e.g. 5-6 (got "${input.seats}").`, { seats: 'seats_invalid' });
  return withLockedBooking(context.db, input.code, context.now, async (locked) => {
    const { tx, booking } = locked;
    const before = bookingFacts(booking);
    await placeSeats(locked, run, context.now);
    const after = (await findStaffBooking(tx, { id: booking.id }))!;
    await recordAudit(tx, { actor: context.actor, action: 'seats', bookingId: booking.id, bookingCode: booking.code, before, after: bookingFacts(after), note: input.note ?? '' }, context.now);
    const was = booking.first_seat === null ? null : seatLabel({ first: booking.first_seat, pax: booking.pax });
    return { code: booking.code, seats: seatLabel(run), was };
  }, { revision: input.revision });
}
