import { restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { walkInTiming } from '../../../api-client/rules/walk-in.ts';
import type { Queryable } from '../../db/database.ts';
import { announced } from '../booking-changed.ts';
import type { BookingEventOf } from '../booking-events.ts';
import { insertBooking } from '../insert-booking.ts';
import { lockSlot, type SlotRef } from '../seat-ledger.ts';
import { refuse } from '../start-booking.ts';
import { staffRefusal } from '../transition-refusals.ts';

/** What staff say of a party at the door; the rest the transition decides. */
export interface WalkIn {
  pax: number;
  customerId: number | null;
  lang: 'en' | 'zh';
  notes: string;
}

const WORDS = {
  walk_in_not_tonight: 'A walk-in is seated on tonight\'s evening only; book other dates for the guest.',
  walk_in_too_early: 'That seating has not begun; book the party for it instead.',
  walk_in_too_late: 'That seating\'s dinner is over; nobody can be seated in it now.',
} as const;

/**
 * A party seated at a seating under way, within the seats its dinner has free (the one seat rule; a
 * walk-in never overbooks): upcoming and arrived at once, no deposit, seat numbers as any booking.
 */
export async function seatWalkIn(tx: Queryable, slot: SlotRef, exclusive: boolean, walkIn: WalkIn, now: Date): Promise<BookingEventOf<'walked_in'>> {
  const locked = await lockSlot(tx, slot, now);
  const timing = walkInTiming(slot.date, locked, restaurantClock(now));
  if (timing) throw staffRefusal(timing, WORDS[timing]);
  if (locked.dayClosed || locked.seatingClosed) throw staffRefusal('seating_closed', `The restaurant closed that seating on ${slot.date}.`);
  const inserted = await insertBooking(tx, slot, locked, exclusive, {
    pax: walkIn.pax,
    status: 'pending',
    priceFen: 0,
    holdMinutes: 1,
    createdAt: now,
    holdExpiresAt: now,
    customerId: walkIn.customerId,
    lang: walkIn.lang,
    notes: walkIn.notes,
    lastStep: 3,
    walkIn: true,
    arrivedAt: now,
  });
  if (inserted === 'no_seats') throw refuse('not_enough_seats');
  if (inserted === 'code_taken') throw staffRefusal('booking_changed', 'Could not draw an unused booking code; try again.');
  const { rows } = await tx.query<{ first_seat: number | null }>('select first_seat from bookings where id = $1', [inserted.id]);
  return announced(tx, { kind: 'walked_in', firstSeat: rows[0]?.first_seat ?? null, bookingId: inserted.id, code: inserted.code, ...slot, pax: walkIn.pax });
}
