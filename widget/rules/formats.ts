import { restaurantToday, toUtc, weekdayOf } from './restaurant-date.ts';

export type Lang = 'en' | 'zh';

const MONTHS_EN = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const WEEKDAYS_EN = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const WEEKDAYS_ZH = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
const SHORT_WEEKDAYS_ZH = ['日', '一', '二', '三', '四', '五', '六'];

const parts = (date: string) => {
  const d = toUtc(date);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth(), day: d.getUTCDate(), weekday: weekdayOf(date) };
};

/** Review and lists: DD-MMM-YYYY with the weekday, e.g. 'Wed, 03-Jun-2026' / '2026年6月3日 星期三'. */
export function formatVisitDate(date: string, lang: Lang): string {
  const { year, month, day, weekday } = parts(date);
  if (lang === 'zh') return `${year}年${month + 1}月${day}日 ${WEEKDAYS_ZH[weekday]}`;
  return `${WEEKDAYS_EN[weekday]!.slice(0, 3)}, ${String(day).padStart(2, '0')}-${MONTHS_EN[month]!.slice(0, 3)}-${year}`;
}

/** Slot pane heading: day, month name, year, weekday. */
export function formatLongDate(date: string, lang: Lang): string {
  const { year, month, day, weekday } = parts(date);
  if (lang === 'zh') return `${year}年${month + 1}月${day}日 ${WEEKDAYS_ZH[weekday]}`;
  return `${day} ${MONTHS_EN[month]} ${year}, ${WEEKDAYS_EN[weekday]}`;
}

/** Calendar caption, e.g. 'June 2026' / '2026年6月'. */
export function formatMonthTitle(month: string, lang: Lang): string {
  const { year, month: index } = parts(`${month}-01`);
  return lang === 'zh' ? `${year}年${index + 1}月` : `${MONTHS_EN[index]} ${year}`;
}

/** Weekday column headers, Sunday first. */
export function weekdayHeaders(lang: Lang): { short: string; long: string }[] {
  return WEEKDAYS_EN.map((long, index) =>
    lang === 'zh' ? { short: SHORT_WEEKDAYS_ZH[index]!, long: WEEKDAYS_ZH[index]! } : { short: long.slice(0, 3), long },
  );
}

/** 'HHmm' (slots) or 'HH:mm' -> 'HH:mm'. */
export function formatTimeslot(value: string): string {
  return /^\d{4}$/.test(value) ? `${value.slice(0, 2)}:${value.slice(2)}` : value;
}

/** An instant as the Shanghai date it fell on, DD-MMM-YYYY (placed-on dates). */
export function formatInstantDate(instant: string, lang: Lang): string {
  return formatVisitDate(restaurantToday(new Date(instant)), lang);
}

const CJK = /[\u3400-\u9fff]/;

/**
 * A guest's full name as people write it: Chinese names family name first with no space
 * (王美), others given name first (Tom Chan), whatever the interface language.
 */
export function formatGuestName(first: string, last: string): string {
  return CJK.test(first + last) ? `${last}${first}` : `${first} ${last}`.trim();
}
