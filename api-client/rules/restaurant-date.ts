import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc.js';

dayjs.extend(utc);

/**
 * The one Shanghai-time implementation, for the server and the widget alike, on dayjs. Restaurant
 * dates are plain 'YYYY-MM-DD' strings in Asia/Shanghai, whatever the guest's or the server's own
 * zone; their arithmetic runs on UTC days, so no local zone or DST can shift a day.
 */
export const RESTAURANT_TIME_ZONE = 'Asia/Shanghai';

/**
 * Shanghai has kept UTC+8 all year since 1991, so its wall clock is dayjs's fixed offset rather than
 * the timezone plugin, whose every call builds an Intl formatter (slow on a phone, docs/performance.md).
 * restaurant-date.test.ts checks the offset against the timezone plugin's zone database.
 */
export const SHANGHAI_UTC_OFFSET_MINUTES = 8 * 60;
/** The offset as ISO 8601 writes it. */
export const SHANGHAI_UTC_OFFSET = '+08:00';

/** The instant `at` on Shanghai's wall clock. */
export const inShanghai = (at: Date): Dayjs => dayjs(at).utcOffset(SHANGHAI_UTC_OFFSET_MINUTES);

/** Shanghai's wall clock at `at`: 'YYYY-MM-DDTHH:mm:ss'. */
export function shanghaiWallClock(at: Date): string {
  return inShanghai(at).format('YYYY-MM-DDTHH:mm:ss');
}

/** The instant of a restaurant date and 'HH:mm' wall-clock time in Shanghai (a seating's start). */
export function restaurantInstant(date: string, time: string): Date {
  return new Date(`${date}T${time}:00${SHANGHAI_UTC_OFFSET}`);
}

/** The date in Shanghai at the instant `now`. */
export function restaurantToday(now: Date): string {
  return dateOf(inShanghai(now));
}

/** The restaurant's date and 'HH:mm' at `now`. */
export function restaurantClock(now: Date): { date: string; time: string } {
  const clock = inShanghai(now);
  return { date: dateOf(clock), time: clock.format('HH:mm') };
}

/**
 * A restaurant date as a dayjs UTC day, and back. Built from the numbers rather than parsed, so
 * even the day after '9999-12-31' ('10000-01-01') stays a date.
 */
export function restaurantDay(date: string): Dayjs {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return dayjs.utc(new Date(0).setUTCFullYear(year, month - 1, day));
}

/** A dayjs day as a restaurant date, 'YYYY-MM-DD' (read by its fields: the server asks this often). */
export function dateOf(day: Dayjs): string {
  const two = (value: number) => String(value).padStart(2, '0');
  return `${String(day.year()).padStart(4, '0')}-${two(day.month() + 1)}-${two(day.date())}`;
}

/** A 'YYYY-MM-DD' string that is also a real calendar date (no 2026-02-30). */
export function isRestaurantDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && dateOf(restaurantDay(value)) === value;
}

export function addDays(date: string, days: number): string {
  return dateOf(restaurantDay(date).add(days, 'day'));
}

/** Whole days from `from` to `to` (negative when `to` is earlier; 0 = the same day). */
export function daysBetween(from: string, to: string): number {
  return restaurantDay(to).diff(restaurantDay(from), 'day');
}

/** 'YYYY-MM' of a date. */
export const monthOf = (date: string): string => date.slice(0, 7);

export function addMonths(month: string, months: number): string {
  return dateOf(restaurantDay(`${month}-01`).add(months, 'month')).slice(0, -3);
}

export function lastDayOfMonth(month: string): string {
  return dateOf(restaurantDay(`${month}-01`).endOf('month'));
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
  const start = restaurantDay(first);
  return Array.from({ length: Math.max(daysBetween(first, last) + 1, 0) }, (_, offset) => dateOf(start.add(offset, 'day')));
}

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string): number => restaurantDay(date).day();
