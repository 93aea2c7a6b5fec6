import type { WalkedIn } from '../../api-client/contract/staff-floor.ts';
import { seatLabel } from '../../api-client/rules/seat-numbers.ts';
import { partyRefusal } from '../bookings/booking-rules.ts';
import { bookingFacts, findStaffBooking } from '../bookings/staff-booking.ts';
import { refuse } from '../bookings/start-booking.ts';
import { seatWalkIn } from '../bookings/transitions/seat-walk-in.ts';
import { insertCustomer } from '../customers/customer-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { seatingAt } from './seating-at.ts';
import type { StaffContext } from './staff-context.ts';

export interface WalkInInput {
  date: string;
  /** 'HH:mm', a seating under way. */
  time: string;
  party: number;
  area?: string;
  /** As the guest gave it, if they did; a walk-in needs no name. */
  firstName?: string;
  lastName?: string;
  lang: 'en' | 'zh';
  notes?: string;
  note?: string;
}

/** A named walk-in is a new guest on the books; an unnamed one stays a party without a profile. */
async function walkInGuest(context: StaffContext, tx: Parameters<typeof insertCustomer>[0], input: WalkInInput): Promise<number | null> {
  if (!input.firstName && !input.lastName) return null;
  const name = { first_name: input.firstName ?? '', last_name: input.lastName ?? '' };
  return insertCustomer(tx, { ...name, gender: null, country_code_id: null, phone: null, email: null }, context.now);
}

/** Seats a walk-in (bookings/transitions/seat-walk-in.ts) and audits it; nobody is messaged. */
export async function walkIn(context: StaffContext, input: WalkInInput): Promise<WalkedIn> {
  const seating = await seatingAt(context.db, input.time, input.area);
  const party = partyRefusal(seating, input.party, Number.MAX_SAFE_INTEGER);
  if (party) throw refuse(party, { seating });
  return context.db.transaction(async (tx) => {
    const customerId = await walkInGuest(context, tx, input);
    const slot = { seatingId: seating.id, date: input.date };
    const event = await seatWalkIn(tx, slot, seating.area.exclusive, { pax: input.party, customerId, lang: input.lang, notes: input.notes ?? '' }, context.now);
    const booking = (await findStaffBooking(tx, { id: event.bookingId }))!;
    await recordAudit(tx, { actor: context.actor, action: 'walk_in', bookingId: booking.id, bookingCode: booking.code, after: bookingFacts(booking), note: input.note ?? '' }, context.now);
    return {
      code: booking.code,
      date: booking.booking_date,
      time: booking.timeslot,
      pax: booking.pax,
      area: booking.area_code,
      seats: event.firstSeat === null ? null : seatLabel({ first: event.firstSeat, pax: booking.pax }),
    };
  });
}
