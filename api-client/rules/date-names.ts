import dayjs from 'dayjs';
import { addDays, restaurantDay } from './restaurant-date.ts';

/**
 * Restaurant dates in words, in the guest's language, by dayjs's English and Chinese (zh-cn)
 * names: no Intl date formatter, whose first use is slow on a phone (docs/performance.md).
 */
export type DateNameLang = 'en' | 'zh';

// dayjs's zh-cn names alone: the formats below use no relative times, meridiem or ordinals, which the widget would download for nothing.
dayjs.locale(
  {
    name: 'zh-cn',
    weekdays: '星期日_星期一_星期二_星期三_星期四_星期五_星期六'.split('_'),
    weekdaysShort: '周日_周一_周二_周三_周四_周五_周六'.split('_'),
    weekdaysMin: '日_一_二_三_四_五_六'.split('_'),
    months: '一月_二月_三月_四月_五月_六月_七月_八月_九月_十月_十一月_十二月'.split('_'),
    monthsShort: '1月_2月_3月_4月_5月_6月_7月_8月_9月_10月_11月_12月'.split('_'),
  } as ILocale,
  undefined,
  true,
);

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
