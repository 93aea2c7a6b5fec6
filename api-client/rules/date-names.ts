/**
 * Weekday and month names in the guest's language, written out: a page's first Intl date formatter
 * costs more main-thread time than these lists weigh (docs/performance.md), and the test checks
 * them against Intl. The dates given are restaurant dates as UTC midnights (restaurant-date.ts).
 */
export type DateNameLang = 'en' | 'zh';

const WEEKDAYS: Record<DateNameLang, Record<'long' | 'short' | 'narrow', readonly string[]>> = {
  en: {
    long: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
    short: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
    narrow: ['S', 'M', 'T', 'W', 'T', 'F', 'S'],
  },
  zh: {
    long: ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'],
    short: ['周日', '周一', '周二', '周三', '周四', '周五', '周六'],
    narrow: ['日', '一', '二', '三', '四', '五', '六'],
  },
};

const MONTHS: Record<DateNameLang, Record<'long' | 'short', readonly string[]>> = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  zh: {
    long: ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'],
    short: ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'],
  },
};

/** 'Wednesday' / '星期三' (long), 'Wed' / '周三' (short), 'W' / '三' (narrow) of a UTC midnight. */
export function weekdayName(day: Date, lang: DateNameLang, width: 'long' | 'short' | 'narrow' = 'long'): string {
  return WEEKDAYS[lang][width][day.getUTCDay()]!;
}

/** 'June' / '六月' (long) or 'Jun' / '6月' (short) of a UTC midnight. */
export function monthName(day: Date, lang: DateNameLang, width: 'long' | 'short' = 'long'): string {
  return MONTHS[lang][width][day.getUTCMonth()]!;
}

/** The seven days of a week, Sunday first, as UTC midnights (4-10 January 1970 ran Sunday to Saturday). */
export const SUNDAY_FIRST_WEEK: readonly Date[] = Array.from({ length: 7 }, (_, index) => new Date(Date.UTC(1970, 0, 4 + index)));
