/**
 * Restaurant dates are plain 'YYYY-MM-DD' strings in Asia/Shanghai, whatever the guest's own zone.
 * Date arithmetic runs on UTC midnights of those strings, so no local zone or DST can shift a day.
 * (Intl instead of dayjs here: the embed's first download has a tight size budget.)
 */
export const RESTAURANT_TIME_ZONE = 'Asia/Shanghai';

/**
 * Shanghai has kept UTC+8 all year since 1991, so its date is the instant shifted by eight hours.
 * No time zone database is needed: building an Intl formatter for a zone costs a phone tens of
 * milliseconds before the first paint. (restaurant-date.test.ts checks this against Intl.)
 */
const SHANGHAI_OFFSET_MS = 8 * 3_600_000;

/** The date in Shanghai at the instant `now`. */
export function restaurantToday(now: Date): string {
  return new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);
}

export const toUtc = (date: string): Date => new Date(`${date}T00:00:00Z`);
export const fromUtc = (date: Date): string => date.toISOString().slice(0, 10);

export function addDays(date: string, days: number): string {
  const d = toUtc(date);
  d.setUTCDate(d.getUTCDate() + days);
  return fromUtc(d);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
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

/** 0 = Sunday ... 6 = Saturday. */
export const weekdayOf = (date: string): number => toUtc(date).getUTCDay();
