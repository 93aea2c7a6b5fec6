import { describe, expect, it } from 'vitest';
import { monthName, SUNDAY_FIRST_WEEK, weekdayName } from './date-names.ts';
import { toUtc } from './restaurant-date.ts';

describe('date names from Intl', () => {
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
});
