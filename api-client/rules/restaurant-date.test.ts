import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  datesBetween,
  daysBetween,
  lastDayOfMonth,
  monthRange,
  restaurantClock,
  restaurantToday,
  RESTAURANT_TIME_ZONE,
  shanghaiWallClock,
  weekdayOf,
} from './restaurant-date.ts';

describe('the restaurant day (Shanghai time, for server and widget)', () => {
  it('is Shanghai’s date whatever the guest’s or the server’s zone', () => {
    // 23:00 in New York on 2 June (EDT) is 11:00 on 3 June in Shanghai.
    expect(restaurantToday(new Date('2026-06-02T23:00:00-04:00'))).toBe('2026-06-03');
    // 15:59 UTC is 23:59 in Shanghai, 16:00 UTC is the next day there.
    expect(restaurantToday(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(restaurantToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('gives the wall clock and the minute a hold is judged at', () => {
    expect(shanghaiWallClock(new Date('2026-06-03T02:30:05Z'))).toBe('2026-06-03T10:30:05');
    expect(restaurantClock(new Date('2026-06-02T16:30:00Z'))).toEqual({ date: '2026-06-03', time: '00:30' });
    expect(restaurantClock(new Date('2026-06-03T11:59:59Z'))).toEqual({ date: '2026-06-03', time: '19:59' });
  });

  it('matches the time zone database every three hours from 2024 to 2036', () => {
    // The fixed UTC+8 offset stands in for the timezone plugin (an Intl formatter per call).
    dayjs.extend(timezone);
    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2036, 11, 31);
    let checked = 0;
    for (let instant = from; instant <= to; instant += 3 * 3_600_000) {
      const now = new Date(instant);
      const clock = restaurantClock(now);
      if (`${clock.date} ${clock.time}` !== dayjs(now).tz(RESTAURANT_TIME_ZONE).format('YYYY-MM-DD HH:mm')) throw new Error(`differs at ${now.toISOString()}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(37_000);
  });
});

describe('restaurant date arithmetic', () => {
  it('crosses month, year and leap-day ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-12-30', '2027-01-02')).toBe(3);
    expect(daysBetween('2026-06-03', '2026-06-01')).toBe(-2);
    expect(addMonths('2026-12', 1)).toBe('2027-01');
    expect(addMonths('2027-01', -1)).toBe('2026-12');
    expect(lastDayOfMonth('2028-02')).toBe('2028-02-29');
    expect(monthRange('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(weekdayOf('2026-06-07')).toBe(0); // a Sunday
  });

  // After '9999-12-31' comes '10000-01-01', which sorts before it as a string and which ISO parsing refuses.
  it('walks dates by day count and keeps counting past the year 9999', () => {
    expect(datesBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(datesBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(datesBetween('2026-06-02', '2026-06-01')).toEqual([]);
    expect(addDays('9999-12-31', 1)).toBe('10000-01-01');
    expect(monthRange('9999-12-15')).toEqual({ first: '9999-12-01', last: '9999-12-31' });
  });
});
