import type { Slot, SlotsResponse } from '../../api-client/contract/availability.ts';
import { calendarWindow } from '../../api-client/rules/booking-window.ts';
import { datesBetween, monthRange, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { readCacheOf, type Fresh } from '../cache/read-cache.ts';
import type { CacheScope, CacheTopic } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { seatsFree } from '../../api-client/rules/seats.ts';
import { takesSeatsAt } from './takes-seats.ts';
import { bookingMoment, dayRefusal, seatingRefusal, type BookingMoment } from './booking-rules.ts';
import { isOpen } from './restaurant-calendar.ts';
import { listActiveSeatings, type Seating } from './seatings.ts';
import { eveningChanges, eveningKey, type EveningChanges } from './evening-changes.ts';
import { busiestDuring, type SeatedParty } from './occupancy.ts';

/**
 * Counted from paid bookings and unexpired holds, not the seat ledger: the ledger may still count a
 * hold that just expired, and a read must not take its lock. `parties` is keyed by `eveningKey`;
 * `nextExpiry` is when the first counted hold stops counting.
 */
export async function seatedParties(
  db: Queryable,
  first: string,
  last: string,
  now: Date,
): Promise<{ parties: Map<string, SeatedParty[]>; nextExpiry: number }> {
  const { rows } = await db.query<{ area_id: number; minute: number; booking_date: string; pax: number; next_expiry: Date | null }>(
    `select s.area_id, t.minute, b.booking_date, sum(b.pax)::int as pax,
            min(b.hold_expires_at) filter (where b.status = 'hold') as next_expiry
     from bookings b join seatings s on s.id = b.seating_id join timeslots t on t.id = s.timeslot_id
     where b.booking_date between $1 and $2
       and ${takesSeatsAt('b', '$3')}
     group by s.area_id, t.minute, b.booking_date`,
    [first, last, now],
  );
  const parties = new Map<string, SeatedParty[]>();
  for (const row of rows) {
    const key = eveningKey(row.area_id, row.booking_date);
    parties.set(key, [...(parties.get(key) ?? []), { minute: row.minute, pax: row.pax }]);
  }
  const expiries = rows.filter((row) => row.next_expiry !== null).map((row) => new Date(row.next_expiry!).getTime());
  return { parties, nextExpiry: Math.min(Infinity, ...expiries) };
}

/**
 * Reads through the database's read cache (server/cache): kept until a change to `topics` (by
 * default all of them) commits, or `validUntil` passes. A cached answer only ever shows seats; start_booking decides
 * in the database under the seat ledger's lock, so even a stale one cannot overbook.
 */
async function cached<T>(db: Queryable, key: string, now: Date, read: () => Promise<Fresh<T>>, topics?: readonly CacheTopic[], scope?: CacheScope): Promise<T> {
  const cache = readCacheOf(db);
  return cache ? cache.get(key, now.getTime(), read, topics, scope) : (await read()).value;
}

/** What free seats are read from; a booking's change names its evenings, so other dates stay cached. */
export const SEAT_TOPICS: readonly CacheTopic[] = ['availability', 'settings', 'closed-dates', 'seatings'];

/**
 * Availability also changes with time: today's passed slots, the horizon and the notice move on
 * each minute (Shanghai's offset is whole hours, so its minutes start with UTC's), and a hold
 * stops counting when it expires.
 */
const untilNextMinute = (now: Date, nextExpiry = Infinity) => Math.min((Math.floor(now.getTime() / 60_000) + 1) * 60_000, nextExpiry);

/** Every closed date; a short list the restaurant edits rarely. */
async function allClosedDates(db: Queryable): Promise<string[]> {
  return cached(db, 'closed-dates', new Date(0), async () => {
    const { rows } = await db.query<{ day: string }>('select day from closed_dates order by day');
    return { value: rows.map((row) => row.day) };
  }, ['closed-dates']);
}

export async function closedDatesBetween(db: Queryable, first: string, last: string): Promise<Set<string>> {
  return new Set((await allClosedDates(db)).filter((day) => day >= first && day <= last));
}

/** The calendar's window changes once a day; every availability call asks it, so the last one is kept. */
let lastWindow: { today: string; horizonDays: number; window: { first: string; last: string } } | null = null;
function windowOf(today: string, horizonDays: number): { first: string; last: string } {
  if (lastWindow?.today !== today || lastWindow.horizonDays !== horizonDays) lastWindow = { today, horizonDays, window: calendarWindow(today, horizonDays) };
  return lastWindow.window;
}

/**
 * Refuses a date outside the calendar's window (422 date_out_of_range, under `field`): the months
 * the widget's calendar can show under the restaurant's horizon_days, which it gets from the card.
 */
export async function refuseDateOutsideWindow(db: Queryable, date: string, now: Date, field: string): Promise<void> {
  const { horizon_days } = await readSettings(db);
  const window = windowOf(restaurantToday(now), horizon_days);
  if (date >= window.first && date <= window.last) return;
  throw new AppError(422, 'date_out_of_range', 'That date is too far from today to be booked online.', { [field]: 'date_out_of_range' });
}

/** Settings, closed dates of the range, and now: everything the rules need to judge those dates. */
export async function loadMoment(db: Queryable, now: Date, first: string, last: string) {
  const [settings, closed] = await Promise.all([readSettings(db), closedDatesBetween(db, first, last)]);
  return { settings, moment: bookingMoment(now, settings, closed) };
}

/** What the slots of an evening are read from. */
interface EveningFacts {
  moment: BookingMoment;
  diningMinutes: number;
  changes: EveningChanges;
  parties: ReadonlyMap<string, readonly SeatedParty[]>;
}

/**
 * A seating on a date, with the seats truly free for its whole dinner: the evening's seats less
 * the most guests seated at once from its time until the dinner ends.
 */
function slotOf(seating: Seating, date: string, facts: EveningFacts): Slot {
  const seats = facts.changes.seats.get(eveningKey(seating.area.id, date)) ?? seating.seats;
  const busiest = busiestDuring(facts.parties.get(eveningKey(seating.area.id, date)) ?? [], seating.minute, facts.diningMinutes);
  const bookable =
    dayRefusal(date, facts.moment) === null &&
    seatingRefusal(seating, date, facts.moment) === null &&
    !facts.changes.closedSeatings.has(eveningKey(seating.id, date));
  return {
    timeslot: seating.timeslot.replace(':', ''),
    seating_id: seating.id,
    booked: busiest,
    seats,
    min: seating.area.minParty,
    area: {
      code: seating.area.code,
      name_en: seating.area.name_en,
      name_zh: seating.area.name_zh,
      notice_working_days: seating.area.noticeWorkingDays,
      exclusive: seating.area.exclusive,
    },
    available: bookable ? seatsFree(seating.area, seats, busiest) : 0,
  };
}

/** get_slots: every seating of a bookable day; none for a past, closed or beyond-horizon day. */
export async function slotsOn(db: Queryable, date: string, now: Date): Promise<SlotsResponse> {
  return cached(db, `slots:${date}`, now, async () => {
    const { settings, moment } = await loadMoment(db, now, date, date);
    if (dayRefusal(date, moment)) return { value: { slots: [], max: settings.max_party_size }, validUntil: untilNextMinute(now) };
    const [seatings, changes, { parties, nextExpiry }] = await Promise.all([
      listActiveSeatings(db),
      eveningChanges(db),
      seatedParties(db, date, date, now),
    ]);
    const facts = { moment, diningMinutes: settings.dining_minutes, changes, parties };
    return {
      value: {
        slots: seatings.map((seating) => slotOf(seating, date, facts)),
        max: settings.max_party_size,
      },
      validUntil: untilNextMinute(now, nextExpiry),
    };
  }, SEAT_TOPICS, date);
}

/** check_closed: the month's days on a closed weekday or a closed date. */
export async function closedDaysOfMonth(db: Queryable, date: string, now: Date): Promise<string[]> {
  const { first, last } = monthRange(date);
  return cached(db, `closed:${first}`, now, async () => {
    const { moment } = await loadMoment(db, now, first, last);
    return { value: datesBetween(first, last).filter((day) => !isOpen(day, moment.rules)) };
  }, ['settings', 'closed-dates']);
}

/**
 * check_full: the month's open days, from today on, on which no seating can take even its
 * smallest party. Open days beyond the horizon are full too: nothing can be booked on them, and
 * the calendar has no other way to say so. Past days are left out (the calendar disables them).
 */
export async function fullDaysOfMonth(db: Queryable, date: string, now: Date): Promise<string[]> {
  const { first, last } = monthRange(date);
  return cached(db, `full:${first}`, now, async () => {
    const { settings, moment } = await loadMoment(db, now, first, last);
    const [seatings, changes, { parties, nextExpiry }] = await Promise.all([
      listActiveSeatings(db),
      eveningChanges(db),
      seatedParties(db, first, last, now),
    ]);
    const facts = { moment, diningMinutes: settings.dining_minutes, changes, parties };
    const full = datesBetween(first, last).filter((day) => {
      if (day < moment.today || !isOpen(day, moment.rules)) return false;
      return !seatings.some((seating) => {
        const slot = slotOf(seating, day, facts);
        return slot.available >= slot.min;
      });
    });
    return { value: full, validUntil: untilNextMinute(now, nextExpiry) };
  }, SEAT_TOPICS, first.slice(0, 7));
}
