import { guestName } from '../../api-client/rules/guest-name.ts';
import { monthName, SUNDAY_FIRST_WEEK, weekdayName } from '../../api-client/rules/date-names.ts';
import { restaurantToday, toUtc } from '../../api-client/rules/restaurant-date.ts';

export type Lang = 'en' | 'zh';

const parts = (date: string) => {
  const midnight = toUtc(date);
  return { midnight, year: midnight.getUTCFullYear(), month: midnight.getUTCMonth() + 1, day: midnight.getUTCDate() };
};

/** Review and lists: DD-MMM-YYYY with the weekday, e.g. 'Wed, 03-Jun-2026' / '2026年6月3日 星期三'. */
export function formatVisitDate(date: string, lang: Lang): string {
  const { midnight, year, month, day } = parts(date);
  if (lang === 'zh') return `${year}年${month}月${day}日 ${weekdayName(midnight, 'zh')}`;
  return `${weekdayName(midnight, 'en', 'short')}, ${String(day).padStart(2, '0')}-${monthName(midnight, 'en', 'short')}-${year}`;
}

/** Slot pane heading: day, month name, year, weekday. */
export function formatLongDate(date: string, lang: Lang): string {
  const { midnight, year, month, day } = parts(date);
  if (lang === 'zh') return `${year}年${month}月${day}日 ${weekdayName(midnight, 'zh')}`;
  return `${day} ${monthName(midnight, 'en')} ${year}, ${weekdayName(midnight, 'en')}`;
}

/** Calendar caption, e.g. 'June 2026' / '2026年6月'. */
export function formatMonthTitle(month: string, lang: Lang): string {
  const { midnight, year, month: number } = parts(`${month}-01`);
  return lang === 'zh' ? `${year}年${number}月` : `${monthName(midnight, 'en')} ${year}`;
}

/** Weekday column headers, Sunday first: 'Sun' / 'Sunday', '日' / '星期日'. */
export function weekdayHeaders(lang: Lang): { short: string; long: string }[] {
  return SUNDAY_FIRST_WEEK.map((day) => ({ short: weekdayName(day, lang, lang === 'zh' ? 'narrow' : 'short'), long: weekdayName(day, lang) }));
}

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
