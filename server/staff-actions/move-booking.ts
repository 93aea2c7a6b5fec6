import { loadMoment } from '../bookings/availability.ts';
import { dayRefusal, partyRefusal, seatingRefusal } from '../bookings/booking-rules.ts';
import type { Seating } from '../bookings/seatings.ts';
import { refuse } from '../bookings/start-booking.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import type { BookingMoved } from '../../api-client/contract/staff-actions.ts';
import { daysBetween, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking, type AlsoInTransaction } from '../bookings/locked-booking.ts';
import { tellGuestOf } from '../notices/event-notices.ts';
import { moveDifference } from './move-difference.ts';
import { refundQuote } from '../payments/refund-quote.ts';
import { move } from '../bookings/transitions/move.ts';
import { bookingFacts, findStaffBooking, type StaffBooking } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { bookingNotFound } from '../bookings/transition-refusals.ts';
import { seatingAt } from './seating-at.ts';

export interface MoveInput {
  code: string;
  date: string;
  /** 'HH:mm' */
  time: string;
  /** A new party size; the booking's when absent. */
  party?: number;
  /** The area ('counter', 'private'); the booking's own when it has that time. */
  area?: string;
  /** Staff may go past the horizon and the days-before rule for changes; never past the seats. */
  override?: boolean;
  note?: string;
  revision?: number;
}

export type MoveResult = BookingMoved;


/**
 * The rules a guest's booking meets, checked for the new date, time and party (staff may pass two). A
 * party made smaller at its own seating is the restaurant's to take at any time, that evening too.
 */
async function checkRules(db: Queryable, now: Date, booking: StaffBooking, seating: Seating, input: MoveInput, pax: number): Promise<void> {
  const { settings, moment } = await loadMoment(db, now, input.date, input.date);
  const smallerInPlace = input.date === booking.booking_date && seating.id === booking.seating_id && pax < booking.pax;
  if (smallerInPlace) {
    const party = partyRefusal(seating, pax, settings.max_party_size);
    if (party) throw refuse(party, { seating });
    return;
  }
  const day = dayRefusal(input.date, moment);
  if (day && !(day === 'beyond_horizon' && input.override)) throw refuse(day, { horizonDays: settings.horizon_days });
  const party = partyRefusal(seating, pax, settings.max_party_size);
  if (party) throw refuse(party, { seating });
  const timing = seatingRefusal(seating, input.date, moment);
  if (timing) throw refuse(timing, { seating });
  const ahead = daysBetween(restaurantToday(now), booking.booking_date);
  if (!input.override && ahead < settings.change_cancel_min_days) {
    throw new AppError(
      409,
      'too_late_to_change',
      `Booking ${booking.code} is less than ${settings.change_cancel_min_days} days away; changes that late need the override (--override).`,
    );
  }
}

/**
 * One transaction: every rule is checked as for a guest and the seats swapped under the ledger's locks, so
 * a refusal changes nothing. The guest's calendar file replaces the old event; a larger party's seats are
 * taken at once and the difference asked for by payment link (move-difference.ts).
 */
export async function moveBooking(context: StaffContext, input: MoveInput, alsoInTransaction?: AlsoInTransaction): Promise<MoveResult> {
  const current = await findStaffBooking(context.db, { code: input.code });
  if (!current) throw bookingNotFound(input.code);
  const seating = await seatingAt(context.db, input.time, input.area, current.area_code);
  const pax = input.party ?? current.pax;
  await checkRules(context.db, context.now, current, seating, input, pax);
  const target = { seatingId: seating.id, date: input.date };

  return withLockedBooking(
    context.db,
    input.code,
    context.now,
    async (held) => {
      const { tx, booking } = held;
      await alsoInTransaction?.(held);
      const before = bookingFacts(booking);
      const moved = await move(held, { ...target, pax, exclusive: seating.area.exclusive, time: input.time }, context.now);
      const after = (await findStaffBooking(tx, { id: booking.id }))!;
      await recordAudit(tx, {
        actor: context.actor,
        action: alsoInTransaction ? 'move_on_request' : 'move',
        bookingId: booking.id,
        bookingCode: booking.code,
        before,
        after: bookingFacts(after),
        note: input.note ?? '',
      }, context.now);
      const { settings } = await loadMoment(tx, context.now, input.date, input.date);
      const told = await tellGuestOf(tx, { ...moved, fromTime: booking.timeslot }, after, { now: context.now, host: context.host, settings });
      const difference = await moveDifference(tx, context, booking, after, settings);
      const quote = difference.differenceFen < 0 ? await refundQuote(tx, after, settings) : null;
      return {
        code: booking.code,
        from: { date: booking.booking_date, time: booking.timeslot, pax: booking.pax },
        to: { date: after.booking_date, time: after.timeslot, pax: after.pax, area: after.area_code },
        deposit_difference_fen: difference.differenceFen,
        paid_beyond: quote?.paid_beyond ?? null,
        pay_link: difference.link && { url: difference.link.url, expires_at: difference.link.expiresAt, told: difference.link.told },
        told,
      };
    },
    { otherSlots: [target], revision: input.revision },
  );
}
