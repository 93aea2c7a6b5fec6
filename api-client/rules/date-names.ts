import { dateNameTable, type DateNameLang } from './date-name-table.ts';

/**
 * Weekday and month names in the guest's language, from Intl rather than hand-written lists
 * (date-name-table.ts; written into the browser bundles at build time). The dates given are
 * restaurant dates as UTC midnights (restaurant-date.ts), so the names are read in UTC: no time
 * zone can shift the day.
 */
export type { DateNameLang } from './date-name-table.ts';

/** 'Wednesday' / '星期三' (long), 'Wed' / '周三' (short), 'W' / '三' (narrow) of a UTC midnight. */
export function weekdayName(day: Date, lang: DateNameLang, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return dateNameTable(lang).weekday[width][day.getUTCDay()]!;
}

/** 'June' / '六月' (long) or 'Jun' / '6月' (short) of a UTC midnight. */
export function monthName(day: Date, lang: DateNameLang, width: 'long' | 'short' = 'long'): string {
  return dateNameTable(lang).month[width][day.getUTCMonth()]!;
}

/** The seven days of a week, Sunday first, as UTC midnights (4-10 January 1970 ran Sunday to Saturday). */
export const SUNDAY_FIRST_WEEK: readonly Date[] = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(1970, 0, 4 + index)));
