import 'dayjs/locale/zh-cn.js';
import { addDays, restaurantDay } from './restaurant-date.ts';

/**
 * Restaurant dates in words, in the guest's language, by dayjs's own English and Chinese (zh-cn)
 * names: no Intl date formatter, whose first use is slow on a phone (docs/performance.md).
 */
export type DateNameLang = 'en' | 'zh';

const LOCALES: Record<DateNameLang, string> = { en: 'en', zh: 'zh-cn' };

/** A restaurant date ('YYYY-MM-DD') by a dayjs format in the guest's language. */
export function formatDate(date: string, lang: DateNameLang, format: string): string {
  return restaurantDay(date).locale(LOCALES[lang]).format(format);
}

const VISIT_DATE: Record<'long' | 'short', Record<DateNameLang, string>> = {
  long: { en: 'dddd D MMMM YYYY', zh: 'YYYY年M月D日 dddd' },
  short: { en: 'dddd D MMM YYYY', zh: 'YYYY年M月D日 dddd' },
};

/**
 * The day of a visit as a guest says it: 'Wednesday 3 June 2026' / '2026年6月3日 星期三'; with a
 * short month ('Wednesday 3 Jun 2026') in messages, where an SMS counts its characters.
 */
export function visitDate(date: string, lang: DateNameLang, month: 'long' | 'short' = 'long'): string {
  return formatDate(date, lang, VISIT_DATE[month][lang]);
}

const WEEKDAY_FORMATS = { long: 'dddd', short: 'ddd', min: 'dd' } as const;

/** A weekday by number, 0 = Sunday: 'Wednesday' / '星期三' (long), 'Wed' / '周三' (short), 'We' / '三' (min). */
export function weekdayName(weekday: number, lang: DateNameLang, width: keyof typeof WEEKDAY_FORMATS = 'long'): string {
  // 4 January 1970 was a Sunday.
  return formatDate(addDays('1970-01-04', weekday), lang, WEEKDAY_FORMATS[width]);
}
