import type { Queryable } from '../../db/database.ts';
import type { BookingEventOf } from '../booking-events.ts';
import { insertBooking, type NewBooking } from '../insert-booking.ts';
import { lockSlot, type SlotRef } from '../seat-ledger.ts';
import { refuse } from '../start-booking.ts';
import { staffRefusal } from '../transition-refusals.ts';
import { announced } from '../booking-changed.ts';

/** What staff give when booking for a guest; the rest the transition decides. */
export type GuestBooking = Omit<NewBooking, 'createdAt' | 'holdExpiresAt' | 'emailVerified' | 'lastStep' | 'sessionId' | 'clientIp'>;

/**
 * Staff book for a guest: upcoming at once (deposit waived) or a hold for its payment link, the
 * guest's details already given (step 3). Refused when the seats are not free.
 */
export async function placeForGuest(tx: Queryable, slot: SlotRef, exclusive: boolean, booking: GuestBooking, now: Date): Promise<BookingEventOf<'booked_for_guest'>> {
  const locked = await lockSlot(tx, slot, now);
  const inserted = await insertBooking(tx, slot, locked, exclusive, {
    ...booking,
    emailVerified: false,
    lastStep: 3,
    createdAt: now,
    holdExpiresAt: new Date(now.getTime() + booking.holdMinutes * 60_000),
  });
  if (inserted === 'no_seats') throw refuse('not_enough_seats');
  // A drawn code already in use (32^16 codes: practically never) fails the whole booking; staff try again.
  if (inserted === 'code_taken') throw staffRefusal('booking_changed', 'Could not draw an unused booking code; try again.');
  return announced(tx, { kind: 'booked_for_guest', status: booking.status, bookingId: inserted.id, code: inserted.code, date: slot.date, seatingId: slot.seatingId, pax: booking.pax });
}
