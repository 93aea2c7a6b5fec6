import { describe, expect, it } from 'vitest';
import {
  addDays,
  calendarWindow,
  datesBetween,
  daysUntil,
  hasWorkingDaysNotice,
  isOpen,
  monthRange,
  restaurantToday,
} from './restaurant-calendar.ts';

const rules = { openWeekdays: [2, 3, 4, 5, 6], closedDates: new Set(['2026-06-11']) };

describe('restaurant calendar', () => {
  it("uses Shanghai's date: 23:00 in New York is already tomorrow in Shanghai", () => {
    // 2026-06-02 23:00 in New York (EDT, UTC-4) is 2026-06-03 11:00 in Shanghai.
    expect(restaurantToday(new Date('2026-06-03T03:00:00Z'))).toBe('2026-06-03');
    // 2026-06-02 16:30 UTC is 00:30 on 06-03 in Shanghai.
    expect(restaurantToday(new Date('2026-06-02T16:30:00Z'))).toBe('2026-06-03');
    expect(restaurantToday(new Date('2026-06-02T15:59:59Z'))).toBe('2026-06-02');
  });

  it('crosses month and year ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(monthRange('2026-02-14')).toEqual({ first: '2026-02-01', last: '2026-02-28' });
    expect(daysUntil('2026-12-30', '2027-01-02')).toBe(3);
  });

  it('is open Tuesday to Saturday except closed dates', () => {
    expect(isOpen('2026-06-02', rules)).toBe(true); // Tuesday
    expect(isOpen('2026-06-07', rules)).toBe(false); // Sunday
    expect(isOpen('2026-06-08', rules)).toBe(false); // Monday
    expect(isOpen('2026-06-11', rules)).toBe(false); // closed date
  });

  it('counts working days of notice on open days only, skipping closed dates', () => {
    // From Wed 06-03: Thu 4, Fri 5, Sat 6, Tue 9, Wed 10, (Thu 11 closed), Fri 12, Sat 13 = 7th.
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-12', 7, rules)).toBe(false);
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-13', 7, rules)).toBe(true);
    expect(hasWorkingDaysNotice('2026-06-03', '2026-06-20', 7, rules)).toBe(true);
  });

  // After '9999-12-31' comes '10000-01-01', which sorts before it as a string.
  it('walks dates by day count, so the last day of year 9999 ends the walk', () => {
    expect(datesBetween('9999-12-30', '9999-12-31')).toEqual(['9999-12-30', '9999-12-31']);
    expect(datesBetween('2026-02-27', '2026-03-01')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01']);
    expect(datesBetween('2026-06-02', '2026-06-01')).toEqual([]);
    const everyDay = { openWeekdays: [0, 1, 2, 3, 4, 5, 6], closedDates: new Set<string>() };
    expect(hasWorkingDaysNotice('9999-12-28', '9999-12-31', 7, everyDay)).toBe(false);
    expect(hasWorkingDaysNotice('9999-12-28', '9999-12-31', 3, everyDay)).toBe(true);
  });

  it('opens the calendar window on the first of last month and closes it at the end of the month after the horizon', () => {
    expect(calendarWindow('2026-06-03', 60)).toEqual({ first: '2026-05-01', last: '2026-09-30' });
    expect(calendarWindow('2026-01-31', 30)).toEqual({ first: '2025-12-01', last: '2026-04-30' });
    expect(calendarWindow('2026-12-31', 60)).toEqual({ first: '2026-11-01', last: '2027-04-30' });
  });
});
