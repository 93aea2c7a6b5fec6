import type { StartBookingRefusalKey } from '../../api-client/contract/booking.ts';
import type { Database } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { loadMoment, refuseDateOutsideWindow } from './availability.ts';
import { newBookingCode } from './booking-code.ts';
import { dayRefusal, partyRefusal, seatingRefusal } from './booking-rules.ts';
import { lockSlot, surelyFull, takeSeatsAndInsert, type SlotRef } from './seat-ledger.ts';
import { findActiveSeating } from './seatings.ts';
import { claimHoldAllowance } from './hold-allowance.ts';
import { cacheChanged } from '../cache/cache-topics.ts';

export interface HoldRequest {
  date: string;
  seatingId: number;
  pax: number;
  sessionId: number;
  clientIp: string;
}

export interface HoldLimits {
  holdsPerClient: number;
}

/** The refusals decided here; the window, limits and validation answer elsewhere. */
type RuleRefusalKey = Exclude<StartBookingRefusalKey, 'validation_failed' | 'date_out_of_range' | 'too_many_holds' | 'hold_rate_limited' | 'session_rate_limited'>;

const messages: Record<RuleRefusalKey, string> = {
  booking_unavailable: 'Online reservation is not open at the moment.',
  day_closed: 'The restaurant is closed on that day.',
  date_past: 'That date or time has already passed.',
  beyond_horizon: 'Bookings open at most 60 days ahead.',
  party_size_invalid: 'That party size cannot be booked online.',
  private_room_min_party: 'The private room is for parties of at least 6 guests.',
  private_room_notice: 'The private room needs 7 working days of notice.',
  seating_unknown: 'There is no such time slot.',
  not_enough_seats: 'Not enough seats are free at that time.',
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

function refuse(key: RuleRefusalKey): AppError {
  const status = key === 'not_enough_seats' ? 409 : key === 'booking_unavailable' ? 403 : 422;
  const field = FIELD[key];
  return new AppError(status, key, messages[key], field ? { [field]: key } : undefined);
}

/**
 * Places a hold: every rule is checked first, then one transaction locks the slot's ledger row,
 * then takes the seats and inserts the booking in one statement, so two guests can never both get
 * the last seats.
 */
export async function startBooking(db: Database, request: HoldRequest, now: Date, limits: HoldLimits): Promise<string> {
  await refuseDateOutsideWindow(db, request.date, now, 'd');
  const { settings, moment } = await loadMoment(db, now, request.date, request.date);
  if (settings.status !== 'live') throw refuse('booking_unavailable');
  const day = dayRefusal(request.date, moment);
  if (day) throw refuse(day);
  const seating = await findActiveSeating(db, request.seatingId);
  if (!seating) throw refuse('seating_unknown');
  const party = partyRefusal(seating, request.pax, settings.max_party_size);
  if (party) throw refuse(party);
  const timing = seatingRefusal(seating, request.date, moment);
  if (timing) throw refuse(timing);
  if (request.pax > seating.seats) throw refuse('not_enough_seats');

  const slot: SlotRef = { seatingId: seating.id, date: request.date };
  if (await surelyFull(db, slot, now, request.pax, seating.area.exclusive)) throw refuse('not_enough_seats');
  // A drawn code already in use (practically never: 32^16 codes) rolls the seats back with the
  // transaction, and a new code is drawn.
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = await db.transaction(async (tx) => {
      await claimHoldAllowance(tx, { sessionId: request.sessionId, clientIp: request.clientIp, now, holdsPerClient: limits.holdsPerClient });
      const locked = await lockSlot(tx, slot, now);
      if (request.pax > locked.capacity) throw refuse('not_enough_seats');
      const held = await takeSeatsAndInsert<{ code: string }>(
        tx, slot, locked, request.pax, seating.area.exclusive, INSERT_HOLD,
        holdParams(request, now, settings.deposit_per_person_fen, settings.hold_minutes),
      );
      if (!held) throw refuse('not_enough_seats');
      if (!held[0]) throw new CodeTaken();
      await cacheChanged(tx, ['availability']);
      return held[0].code;
    }).catch((error: unknown) => {
      if (error instanceof CodeTaken) return null;
      throw error;
    });
    if (code) return code;
  }
  throw new Error('could not draw an unused booking code');
}

class CodeTaken extends Error {}

/**
 * Inserts the hold only when the seats were taken (`taken`, see takeSeatsAndInsert). A code in
 * use returns no row instead of raising, so the caller can tell it from a real failure.
 */
const INSERT_HOLD = `
  insert into bookings (code, seating_id, booking_date, pax, status, session_id, price_fen, hold_minutes, created_at, hold_expires_at, client_ip)
  select $4, $5, $6, $7, 'hold', $8, $9, $10, $11, $12, $13 from taken
  on conflict (code) do nothing returning code`;

function holdParams(request: HoldRequest, now: Date, priceFen: number, holdMinutes: number): unknown[] {
  const expiresAt = new Date(now.getTime() + holdMinutes * 60_000);
  return [newBookingCode(), request.seatingId, request.date, request.pax, request.sessionId, priceFen, holdMinutes, now, expiresAt, request.clientIp];
}
