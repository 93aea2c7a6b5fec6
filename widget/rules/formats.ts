import { guestName } from '../../api-client/rules/guest-name.ts';
import { formatDate, visitDate, weekdayName } from '../../api-client/rules/date-names.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';

export type Lang = 'en' | 'zh';

/** A date as a guest says it, e.g. 'Wednesday 3 June 2026' / '2026年6月3日 星期三' (review, confirmation, lists). */
export const formatVisitDate = (date: string, lang: Lang): string => visitDate(date, lang);

/** Day and month, e.g. '3 June' / '6月3日'. */
export const formatDayMonth = (date: string, lang: Lang): string => formatDate(date, lang, lang === 'zh' ? 'M月D日' : 'D MMMM');

/** Slot pane heading and the calendar's day names: weekday, day, month name, year, as a guest says it. */
export const formatLongDate = (date: string, lang: Lang): string => formatVisitDate(date, lang);

/** Calendar caption, e.g. 'June 2026' / '2026年6月'. */
export const formatMonthTitle = (month: string, lang: Lang): string => formatDate(`${month}-01`, lang, lang === 'zh' ? 'YYYY年M月' : 'MMMM YYYY');

/** Weekday column headers, from the week's first day: 'Sun' / 'Sunday', '一' / '星期一'. */
export function weekdayHeaders(lang: Lang): { short: string; long: string }[] {
  const start = weekStartOf(lang);
  return Array.from({ length: 7 }, (_, index) => (start + index) % 7).map((day) => ({ short: weekdayName(day, lang, lang === 'zh' ? 'min' : 'short'), long: weekdayName(day, lang) }));
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
