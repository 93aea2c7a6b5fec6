import { describe, expect, it } from 'vitest';
import { formatDate, visitDate, weekdayName } from './date-names.ts';

describe('restaurant dates in words', () => {
  it('names weekdays in English and Chinese, long, short and min, Sunday as 0', () => {
    expect(weekdayName(3, 'en')).toBe('Wednesday');
    expect(weekdayName(3, 'en', 'short')).toBe('Wed');
    expect(weekdayName(3, 'zh')).toBe('星期三');
    expect(weekdayName(3, 'zh', 'short')).toBe('周三');
    expect(Array.from({ length: 7 }, (_, day) => weekdayName(day, 'zh', 'min'))).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  });

  it('says the day of a visit as a guest does, with a short month for messages', () => {
    expect(visitDate('2026-12-02', 'en')).toBe('Wednesday 2 December 2026');
    expect(visitDate('2026-12-02', 'zh')).toBe('2026年12月2日 星期三');
    expect(visitDate('2026-06-10', 'en', 'short')).toBe('Wednesday 10 Jun 2026');
    expect(visitDate('2026-06-10', 'zh', 'short')).toBe('2026年6月10日 星期三');
  });

  it('keeps the restaurant date whatever the time zone the code runs in', () => {
    // A UTC midnight is still the previous evening west of Greenwich; the names must not move back a day.
    expect(formatDate('2026-06-07', 'en', 'dddd D MMMM')).toBe('Sunday 7 June');
  });

  it('says what Intl says for every weekday and month, in both languages', () => {
    const intl = (lang: 'en' | 'zh', options: Intl.DateTimeFormatOptions, date: string) =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { ...options, timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
    const week = Array.from({ length: 7 }, (_, day) => `1970-01-${String(4 + day).padStart(2, '0')}`);
    const months = Array.from({ length: 12 }, (_, month) => `2026-${String(month + 1).padStart(2, '0')}-01`);
    for (const lang of ['en', 'zh'] as const) {
      for (const width of ['long', 'short'] as const) {
        expect(week.map((_, day) => weekdayName(day, lang, width))).toEqual(week.map((date) => intl(lang, { weekday: width }, date)));
        expect(months.map((date) => formatDate(date, lang, width === 'long' ? 'MMMM' : 'MMM'))).toEqual(months.map((date) => intl(lang, { month: width }, date)));
      }
    }
  });
});
