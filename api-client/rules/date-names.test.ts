import { describe, expect, it } from 'vitest';
import { DATE_NAME_LANGS, writtenDateNameTable, type DateNameTable } from './date-name-table.ts';
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

describe('date names written into the browser bundles', () => {
  it('are Intl\'s names of every weekday and month, by width, in both languages', async () => {
    const source = writtenDateNameTable();
    expect(source).not.toContain('Intl');
    const written = (await import(`data:text/javascript,${encodeURIComponent(source)}`)) as { dateNameTable: (lang: string) => DateNameTable };
    for (const lang of DATE_NAME_LANGS) {
      const intl = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(lang === 'zh' ? 'zh-CN' : 'en-US', { ...options, timeZone: 'UTC' });
      const weekdays = { long: intl({ weekday: 'long' }), short: intl({ weekday: 'short' }), narrow: intl({ weekday: 'narrow' }) };
      const months = { long: intl({ month: 'long' }), short: intl({ month: 'short' }) };
      const table = written.dateNameTable(lang);
      for (let offset = 0; offset < 366; offset += 1) {
        const day = new Date(Date.UTC(2026, 0, 1 + offset));
        for (const width of ['long', 'short', 'narrow'] as const) expect(table.weekday[width][day.getUTCDay()]).toBe(weekdays[width].format(day));
        for (const width of ['long', 'short'] as const) expect(table.month[width][day.getUTCMonth()]).toBe(months[width].format(day));
      }
    }
    expect(written.dateNameTable('zh').month.long[5]).toBe('六月');
    expect(written.dateNameTable('en').weekday.short[3]).toBe('Wed');
  });
});
