/**
 * Weekday and month names in the guest's language, from Intl rather than hand-written lists.
 * Formatters are made once per language and width and format in UTC, because the dates given
 * are restaurant dates as UTC midnights (restaurant-date.ts): no time zone can shift the day.
 */
export type DateNameLang = 'en' | 'zh';

const LOCALES: Record<DateNameLang, string> = { en: 'en-US', zh: 'zh-CN' };
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(lang: DateNameLang, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${lang}|${options.weekday ?? ''}|${options.month ?? ''}`;
  let made = formatters.get(key);
  if (!made) {
    made = new Intl.DateTimeFormat(LOCALES[lang], { ...options, timeZone: 'UTC' });
    formatters.set(key, made);
  }
  return made;
}

/** 'Wednesday' / '星期三' (long), 'Wed' / '周三' (short), 'W' / '三' (narrow) of a UTC midnight. */
export function weekdayName(day: Date, lang: DateNameLang, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return formatter(lang, { weekday: width }).format(day);
}

/** 'June' / '六月' (long) or 'Jun' / '6月' (short) of a UTC midnight. */
export function monthName(day: Date, lang: DateNameLang, width: 'long' | 'short' = 'long'): string {
  return formatter(lang, { month: width }).format(day);
}

/** The seven days of a week, Sunday first, as UTC midnights (4-10 January 1970 ran Sunday to Saturday). */
export const SUNDAY_FIRST_WEEK: readonly Date[] = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(1970, 0, 4 + index)));
