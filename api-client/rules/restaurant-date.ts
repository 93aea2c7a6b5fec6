/**
 * The one Shanghai-time implementation, for the server and the widget alike. Restaurant dates
 * are plain 'YYYY-MM-DD' strings in Asia/Shanghai, whatever the guest's or the server's own zone.
 * Date arithmetic runs on UTC midnights of those strings, so no local zone or DST can shift a day.
 * (No dayjs and no zod here: the embed's first download has a tight size budget.)
 */
export const RESTAURANT_TIME_ZONE = 'Asia/Shanghai';

/**
 * Shanghai has kept UTC+8 all year since 1991, so its wall clock is the instant shifted by eight
 * hours. No time zone database is needed: building an Intl formatter for a zone costs a phone tens
 * of milliseconds before the first paint, and a server judging holds the same on every request.
 * (restaurant-date.test.ts checks this against Intl's time zone database.)
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;
/** The offset as ISO 8601 writes it. */
export const SHANGHAI_UTC_OFFSET = '+08:00';

/** Shanghai's wall clock at `at`: 'YYYY-MM-DDTHH:mm:ss'. */
export function shanghaiWallClock(at: Date): string {
  return new Date(at.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 19);
}

/** The instant of a restaurant date and 'HH:mm' wall-clock time in Shanghai (a seating's start). */
export function restaurantInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${SHANGHAI_UTC_OFFSET}`);
}

/** The date in Shanghai at the instant `now`. */
export function restaurantToday(now: Date): string {
  return shanghaiWallClock(now).slice(0, 10);
}

/** The restaurant's date and 'HH:mm' at `now`. */
export function restaurantClock(now: Date): { date: string; time: string } {
  const clock = shanghaiWallClock(now);
  return { date: clock.slice(0, 10), time: clock.slice(11, 16) };
}

/**
 * A restaurant date as the UTC midnight starting it, and back. Built from the numbers rather than
 * by parsing ISO text, so even the day after '9999-12-31' ('10000-01-01') stays a date.
 */
export function toUtc(date: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day));
}

export function fromUtc(date: Date): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getUTCFullYear()).padStart(4, '0')}-${two(date.getUTCMonth() + 1)}-${two(date.getUTCDate())}`;
}

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier; 0 = the same day). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to).getTime() - toUtc(from).getTime()) / 86_400_000);
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (mon - 1) + months;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function lastDayOfMonth(month: string): string {
  return addDays(`${addMonths(month, 1)}-01`, -1);
}

/** The first and last day of the month `date` falls in. */
export function monthRange(date: string): { first: string; last: string } {
  const month = monthOf(date);
  return { first: `${month}-01`, last: lastDayOfMonth(month) };
}

/**
 * Every date from `first` to `last`, both included. Walks by day count, not by comparing date
 * strings: after '9999-12-31' comes '10000-01-01', which sorts before it.
 */
export function datesBetween(first: string, last: string): string[] {
  return Array.from({ length: Math.max(daysBetween(first, last) + 1, 0) }, (_, offset) => addDays(first, offset));
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string): number => toUtc(date).getUTCDay();
