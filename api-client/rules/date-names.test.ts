import { describe, expect, it } from 'vitest';
import { monthName, SUNDAY_FIRST_WEEK, weekdayName } from './date-names.ts';
import { toUtc } from './restaurant-date.ts';

describe('date names', () => {
  it('names weekdays in English and Chinese, long, short and narrow', () => {
    const wednesday = toUtc('2026-06-03');
    expect(weekdayName(wednesday, 'en')).toBe('Wednesday');
    expect(weekdayName(wednesday, 'en', 'short')).toBe('Wed');
    expect(weekdayName(wednesday, 'zh')).toBe('星期三');
    expect(weekdayName(wednesday, 'zh', 'narrow')).toBe('三');
  });

  it('names months, long and short', () => {
    expect(monthName(toUtc('2026-09-30'), 'en')).toBe('September');
    expect(monthName(toUtc('2026-06-01'), 'en', 'short')).toBe('Jun');
  });

  it('keeps the restaurant date whatever the time zone: the day is read in UTC', () => {
    // A UTC midnight is still the previous evening west of Greenwich; the names must not move back a day.
    expect(weekdayName(toUtc('2026-06-07'), 'en')).toBe('Sunday');
    expect(SUNDAY_FIRST_WEEK.map((day) => weekdayName(day, 'zh', 'narrow'))).toEqual(['日', '一', '二', '三', '四', '五', '六']);
  });

  it('says what Intl says for every weekday and month, in both languages and every width', () => {
    const intl = (lang: 'en' | 'zh', options: Intl.DateTimeFormatOptions, day: Date) =>
      new Intl.DateTimeFormat(lang === 'en' ? 'en-US' : 'zh-CN', { ...options, timeZone: 'UTC' }).format(day);
    for (const lang of ['en', 'zh'] as const) {
      for (const width of ['long', 'short', 'narrow'] as const) {
        expect(SUNDAY_FIRST_WEEK.map((day) => weekdayName(day, lang, width))).toEqual(SUNDAY_FIRST_WEEK.map((day) => intl(lang, { weekday: width }, day)));
      }
      const months = Array.from({ length: 12 }, (_, month) => new Date(Date.UTC(2026, month, 1)));
      for (const width of ['long', 'short'] as const) {
        expect(months.map((day) => monthName(day, lang, width))).toEqual(months.map((day) => intl(lang, { month: width }, day)));
      }
    }
  });
});
