import { guestName } from '../../api-client/rules/guest-name.ts';
import { monthName, SUNDAY_FIRST_WEEK, weekdayName } from '../../api-client/rules/date-names.ts';
import { restaurantToday, toUtc } from '../../api-client/rules/restaurant-date.ts';

export type Lang = 'en' | 'zh';

const parts = (date: string) => {
  const midnight = toUtc(date);
  return { midnight, year: midnight.getUTCFullYear(), month: midnight.getUTCMonth() + 1, day: midnight.getUTCDate() };
};

/** A date as a guest says it, e.g. 'Wednesday 3 June 2026' / '2026年6月3日 星期三' (review, confirmation, lists). */
export function formatVisitDate(date: string, lang: Lang): string {
  const { midnight, year, month, day } = parts(date);
  if (lang === 'zh') return `${year}年${month}月${day}日 ${weekdayName(midnight, 'zh')}`;
  return `${weekdayName(midnight, 'en')} ${day} ${monthName(midnight, 'en')} ${year}`;
}

/** Day and month, e.g. '3 June' / '6月3日'. */
export function formatDayMonth(date: string, lang: Lang): string {
  const { midnight, month, day } = parts(date);
  return lang === 'zh' ? `${month}月${day}日` : `${day} ${monthName(midnight, 'en')}`;
}

/** Slot pane heading and the calendar's day names: weekday, day, month name, year, as a guest says it. */
export const formatLongDate = (date: string, lang: Lang): string => formatVisitDate(date, lang);

/** Calendar caption, e.g. 'June 2026' / '2026年6月'. */
export function formatMonthTitle(month: string, lang: Lang): string {
  const { midnight, year, month: number } = parts(`${month}-01`);
  return lang === 'zh' ? `${year}年${number}月` : `${monthName(midnight, 'en')} ${year}`;
}

/** Weekday column headers, Sunday first: 'Sun' / 'Sunday', '日' / '星期日'. */
export function weekdayHeaders(lang: Lang): { short: string; long: string }[] {
  const start = weekStartOf(lang);
  return [...SUNDAY_FIRST_WEEK.slice(start), ...SUNDAY_FIRST_WEEK.slice(0, start)].map((day) => ({ short: weekdayName(day, lang, lang === 'zh' ? 'narrow' : 'short'), long: weekdayName(day, lang) }));
}

/** The weekday a calendar week starts on: Monday in China (0 = Sunday). */
export const weekStartOf = (lang: Lang): number => (lang === 'zh' ? 1 : 0);

/** 'HHmm' (slots) or 'HH:mm' -> 'HH:mm'. */
export function formatTimeslot(value: string): string {
  return /^\d{4}$/.test(value) ? `${value.slice(0, 2)}:${value.slice(2)}` : value;
}

/** An instant as the Shanghai date it fell on, DD-MMM-YYYY (placed-on dates). */
export function formatInstantDate(instant: string, lang: Lang): string {
  return formatVisitDate(restaurantToday(new Date(instant)), lang);
}

/** A guest's full name, by the one house rule of api-client/rules/guest-name.ts (李伟, Tom Chan). */
export function formatGuestName(first: string, last: string): string {
  return guestName(first, last);
}
