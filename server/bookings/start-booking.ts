import type { StartBookingRefusalKey } from '../../api-client/contract/booking.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { loadMoment, refuseDateOutsideWindow } from './availability.ts';
import { dayRefusal, partyRefusal, seatingRefusal } from './booking-rules.ts';
import type { BookingEventOf } from './booking-events.ts';
import { insertBooking } from './insert-booking.ts';
import { fitsLocked, lockSlot, surelyFull, type SlotRef } from './seat-ledger.ts';
import { findActiveSeating, type Seating } from './seatings.ts';
import { eveningChanges, eveningKey } from './evening-changes.ts';
import { claimHoldAllowance, unprovedShare, type ClaimedSession, type HoldSession } from './hold-allowance.ts';
import type { RateRule } from '../limits/rate-limit.ts';
import { cacheChanged } from '../cache/cache-topics.ts';

export interface HoldRequest {
  date: string;
  seatingId: number;
  pax: number;
  /** The guest's session, found or stored in the hold's transaction. */
  session: HoldSession;
  clientIp: string;
}

export interface HoldLimits {
  holdsPerClient: number;
  /** Live unpaid holds one client address may have at once in all (proved contacts or not). */
  allHoldsPerClient: number;
  /** The share of an area's evening, in percent, one client's unproved holds may take. */
  holdSeatsPercent: number;
  /** How long a party over that share is held until its guest proves a contact. */
  unprovedHoldMinutes: number;
  holdStarts: RateRule;
  sessionStarts: RateRule;
}

/** A placed hold: its code, and the session that holds it (stored by this hold when `stored`). */
export interface PlacedHold extends ClaimedSession {
  code: string;
  event: BookingEventOf<'held'>;
}

/** The refusals decided here; the window, limits and validation answer elsewhere. */
type RuleRefusalKey = Exclude<StartBookingRefusalKey, 'validation_failed' | 'date_out_of_range' | 'too_many_holds' | 'hold_in_progress' | 'hold_rate_limited' | 'session_rate_limited'>;

/** What the restaurant's settings and the seating say, for the texts that state a number. */
interface RefusalFacts {
  horizonDays?: number;
  seating?: Seating;
}

/** The readable text beside each key; numbers come from the settings, never written in here. */
const messages: Record<RuleRefusalKey, (facts: RefusalFacts) => string> = {
  booking_unavailable: () => 'Online reservation is not open at the moment.',
  day_closed: () => 'The restaurant is closed on that day.',
  date_past: () => 'That date or time has already passed.',
  beyond_horizon: ({ horizonDays }) => `Bookings open at most ${horizonDays} days ahead.`,
  party_size_invalid: () => 'That party size cannot be booked online.',
  private_room_min_party: ({ seating }) => `The private room is for parties of at least ${seating?.area.minParty} guests.`,
  private_room_notice: ({ seating }) => `The private room needs ${seating?.area.noticeWorkingDays} working days of notice.`,
  seating_unknown: () => 'There is no such time slot.',
  not_enough_seats: () => 'Not enough seats are free at that time.',
};

const FIELD: Partial<Record<StartBookingRefusalKey, string>> = {
  party_size_invalid: 'p',
  private_room_min_party: 'p',
  seating_unknown: 's',
  private_room_notice: 'd',
  day_closed: 'd',
  date_past: 'd',
  beyond_horizon: 'd',
};

/** A booking rule's refusal, as start_booking answers it; staff moves and bookings answer the same. */
export function refuse(key: RuleRefusalKey, facts: RefusalFacts = {}): AppError {
  const status = key === 'not_enough_seats' ? 409 : key === 'booking_unavailable' ? 403 : 422;
  const field = FIELD[key];
  return new AppError(status, key, messages[key](facts), field ? { [field]: key } : undefined);
}

/**
 * Rules are checked from cached reads and a surely full slot refuses before any transaction; then ONE
 * transaction claims the allowance, locks the slot's ledger row and takes the seats with the insert,
 * so two guests never both get the last seats and any refusal changes nothing.
 */
export async function startBooking(db: Database, request: HoldRequest, now: Date, limits: HoldLimits): Promise<PlacedHold> {
  await refuseDateOutsideWindow(db, request.date, now, 'd');
  const { settings, moment } = await loadMoment(db, now, request.date, request.date);
  if (settings.status !== 'live') throw refuse('booking_unavailable');
  const day = dayRefusal(request.date, moment);
  if (day) throw refuse(day, { horizonDays: settings.horizon_days });
  const seating = await findActiveSeating(db, request.seatingId);
  if (!seating) throw refuse('seating_unknown');
  const party = partyRefusal(seating, request.pax, settings.max_party_size);
  if (party) throw refuse(party, { seating });
  const timing = seatingRefusal(seating, request.date, moment);
  if (timing) throw refuse(timing, { seating });
  // A seating closed for the evening has no seats to give, as get_slots shows.
  if ((await eveningChanges(db)).closedSeatings.has(eveningKey(seating.id, request.date))) throw refuse('not_enough_seats');

  const slot: SlotRef = { seatingId: seating.id, date: request.date };
  // PGlite runs one transaction at a time (pglite-database.ts): holds cannot overlap there.
  const serialised = db.kind === 'pglite';
  if (await surelyFull(db, slot, now, request.pax, seating.area.exclusive)) throw refuse('not_enough_seats');
  // A drawn code already in use (practically never: 32^16 codes) rolls the seats back with the
  // transaction, and a new code is drawn.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const placed = await db.transaction(async (tx): Promise<PlacedHold> => {
      const session = await claimHoldAllowance(tx, { ...limits, session: request.session, clientIp: request.clientIp, now, slot }, serialised);
      // Said before the slot is locked, to keep a round trip out of the time the slot's row is
      // locked: the notification only goes out if the transaction commits.
      await cacheChanged(tx, ['availability'], [request.date, ...session.releasedDates]);
      const locked = await lockSlot(tx, slot, now);
      // Staff closing the evening lock its slots first: a hold that waited for them sees the closing.
      if (locked.dayClosed) throw refuse('day_closed');
      if (locked.seatingClosed) throw refuse('not_enough_seats');
      // A party the seats cannot take is told so; the share only refuses seats that were free.
      const seats = Math.floor((locked.capacity * limits.holdSeatsPercent) / 100);
      const share = fitsLocked(locked, request.pax, seating.area.exclusive) ? unprovedShare(session, request.pax, seats) : 'full';
      const minutes = share === 'short' ? Math.min(limits.unprovedHoldMinutes, settings.hold_minutes) : settings.hold_minutes;
      const held = await insertBooking(tx, slot, locked, seating.area.exclusive, {
        pax: request.pax, status: 'hold', sessionId: session.sessionId, clientIp: request.clientIp,
        priceFen: settings.deposit_per_person_fen, holdMinutes: settings.hold_minutes,
        createdAt: now, holdExpiresAt: new Date(now.getTime() + minutes * 60_000),
      });
      if (held === 'no_seats') throw refuse('not_enough_seats');
      if (held === 'code_taken') throw new CodeTaken();
      const event = { kind: 'held', bookingId: held.id, code: held.code, date: request.date, seatingId: seating.id, pax: request.pax } as const;
      return { sessionId: session.sessionId, stored: session.stored, code: held.code, event };
    }).catch((error: unknown) => {
      if (error instanceof CodeTaken) return null;
      throw error;
    });
    if (placed) return placed;
  }
  throw new Error('could not draw an unused booking code');
}

class CodeTaken extends Error {}

