import { addDays, restaurantToday } from '../../api-client/rules/restaurant-date.ts';

/**
 * The one place a test running on the real clock learns which evenings a server takes bookings
 * for: it asks the server's own get_slots, so open weekdays, closed dates, the horizon, notice and
 * seatings already past in Shanghai all count, whatever day or hour the test runs at.
 */

export interface EveningWanted {
  /** Days after today (in Shanghai) the first evening may fall on; 0 allows tonight. */
  fromDaysAhead?: number;
  /** A seating at this 'HH:mm' must still take the party; any seating will do when absent. */
  time?: string;
  /** The party that must fit (2 unless said). */
  pax?: number;
  /** Only the counter's seatings (the private room has a minimum party and days of notice). */
  area?: string;
}

/** How far a search walks before it gives up: past any horizon a test restaurant sets. */
const SEARCH_DAYS = 120;

/** Today's date in Shanghai on the clock the tests and the servers they start share. */
export const todayInShanghai = (): string => restaurantToday(new Date());

interface SlotsAnswer {
  slots: Array<{ timeslot: string; available: number; area: { code: string } }>;
}

/** Whether the server at `url` takes the party on `date` as wanted. */
export async function takesBookingOn(url: string, date: string, wanted: EveningWanted = {}): Promise<boolean> {
  const response = await fetch(`${url}/api/get_slots?date=${date}`);
  if (!response.ok) throw new Error(`get_slots ${date}: HTTP ${response.status} ${await response.text()}`);
  const { slots } = (await response.json()) as SlotsAnswer;
  const time = wanted.time?.replace(':', '');
  return slots.some(
    (slot) => slot.available >= (wanted.pax ?? 2) && (time === undefined || slot.timeslot === time) && (wanted.area === undefined || slot.area.code === wanted.area),
  );
}

/** The first `count` evenings, in order, that the server at `url` takes the party on. */
export async function openEvenings(url: string, count: number, wanted: EveningWanted = {}): Promise<string[]> {
  const found: string[] = [];
  const first = addDays(todayInShanghai(), wanted.fromDaysAhead ?? 1);
  for (let offset = 0; offset < SEARCH_DAYS && found.length < count; offset += 1) {
    const date = addDays(first, offset);
    if (await takesBookingOn(url, date, wanted)) found.push(date);
  }
  if (found.length < count) throw new Error(`only ${found.length} of ${count} open evenings in ${SEARCH_DAYS} days from ${first}`);
  return found;
}

/** The first open evening (see openEvenings). */
export async function openEvening(url: string, wanted: EveningWanted = {}): Promise<string> {
  const [date] = await openEvenings(url, 1, wanted);
  return date!;
}

/** The first `length` open evenings in a row, one calendar day after another. */
export async function openEveningsInARow(url: string, length: number, wanted: EveningWanted = {}): Promise<string[]> {
  let run: string[] = [];
  const first = addDays(todayInShanghai(), wanted.fromDaysAhead ?? 1);
  for (let offset = 0; offset < SEARCH_DAYS; offset += 1) {
    const date = addDays(first, offset);
    run = (await takesBookingOn(url, date, wanted)) ? [...run, date] : [];
    if (run.length === length) return run;
  }
  throw new Error(`no ${length} open evenings in a row in ${SEARCH_DAYS} days from ${first}`);
}
