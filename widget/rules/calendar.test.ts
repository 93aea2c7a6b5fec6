import { describe, expect, it } from 'vitest';
import { canShowNextMonth, canShowPreviousMonth, dayInfo, monthGrid, nextMonth, previousMonth } from './calendar.ts';
import { restaurantToday } from './restaurant-date.ts';

const context = (over: Partial<Parameters<typeof dayInfo>[1]> = {}) => ({
  month: '2026-06',
  today: '2026-06-03',
  full: new Set<string>(),
  closed: new Set<string>(),
  selected: null,
  ...over,
});

describe('month grid', () => {
  it('lays June 2026 out in Sunday-first weeks padded with May and July days', () => {
    const weeks = monthGrid('2026-06');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-05-31', inMonth: false });
    expect(weeks[0]![1]).toEqual({ date: '2026-06-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2026-07-04', inMonth: false });
    expect(weeks.every((week) => week.length === 7)).toBe(true);
  });

  it('crosses the year boundary and handles a leap February', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2027-01')).toBe('2026-12');
    const february = monthGrid('2028-02').flat().filter((day) => day.inMonth);
    expect(february).toHaveLength(29);
  });
});

describe('month arrows', () => {
  it('shows the previous arrow only after the current month', () => {
    expect(canShowPreviousMonth('2026-06', '2026-06-03')).toBe(false);
    expect(canShowPreviousMonth('2026-07', '2026-06-03')).toBe(true);
    expect(canShowPreviousMonth('2027-01', '2026-12-31')).toBe(true);
  });

  it('shows the next arrow while the end of the shown month is within 60 days', () => {
    expect(canShowNextMonth('2026-06', '2026-06-03')).toBe(true);
    expect(canShowNextMonth('2026-07', '2026-06-03')).toBe(true); // 07-31 is 58 days away
    expect(canShowNextMonth('2026-08', '2026-06-03')).toBe(false); // 08-31 is 89 days away
    expect(canShowNextMonth('2026-12', '2026-11-01')).toBe(true); // 12-31 is exactly 60 days away
    expect(canShowNextMonth('2026-12', '2026-10-31')).toBe(false);
  });
});

describe('day states', () => {
  it('disables days outside the month and before today, highlights today', () => {
    expect(dayInfo('2026-05-31', context()).state).toBe('outside');
    expect(dayInfo('2026-06-02', context()).state).toBe('past');
    const today = dayInfo('2026-06-03', context());
    expect(today).toMatchObject({ state: 'available', isToday: true, selectable: true });
  });

  it('marks full and closed days unselectable, closed first', () => {
    const ctx = context({ full: new Set(['2026-06-05', '2026-06-06']), closed: new Set(['2026-06-06', '2026-06-08']) });
    expect(dayInfo('2026-06-05', ctx)).toMatchObject({ state: 'full', selectable: false });
    expect(dayInfo('2026-06-06', ctx).state).toBe('closed');
    expect(dayInfo('2026-06-08', ctx).state).toBe('closed');
  });

  it('lets no future day be picked while full and closed days are still loading', () => {
    const info = dayInfo('2026-06-07', context({ loading: true, selected: '2026-06-07' }));
    expect(info).toMatchObject({ state: 'loading', selectable: false, isSelected: false });
    expect(dayInfo('2026-06-01', context({ loading: true })).state).toBe('past');
  });

  it('selects only an available day and refuses days past the horizon', () => {
    expect(dayInfo('2026-06-10', context({ selected: '2026-06-10' })).isSelected).toBe(true);
    const july = context({ month: '2026-08' });
    expect(dayInfo('2026-08-02', july).state).toBe('available'); // 60 days after 06-03
    expect(dayInfo('2026-08-03', july).state).toBe('beyond');
  });
});

describe('the restaurant day', () => {
  it('is Shanghai’s date whatever the guest’s zone', () => {
    // 23:00 in New York on 2 June (EDT) is 11:00 on 3 June in Shanghai.
    expect(restaurantToday(new Date('2026-06-02T23:00:00-04:00'))).toBe('2026-06-03');
    // 15:59 UTC is 23:59 in Shanghai, 16:00 UTC is the next day there.
    expect(restaurantToday(new Date('2026-12-31T15:59:59Z'))).toBe('2026-12-31');
    expect(restaurantToday(new Date('2026-12-31T16:00:00Z'))).toBe('2027-01-01');
  });

  it('matches the time zone database at every half hour from 2024 to 2030', () => {
    // The fixed UTC+8 shift stands in for Intl at start-up; this keeps the two in agreement.
    const shanghai = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Shanghai', year: 'numeric', month: '2-digit', day: '2-digit' });
    const from = Date.UTC(2024, 0, 1);
    const to = Date.UTC(2030, 11, 31);
    let checked = 0;
    for (let instant = from; instant <= to; instant += 30 * 60_000) {
      const now = new Date(instant);
      if (restaurantToday(now) !== shanghai.format(now)) throw new Error(`differs at ${now.toISOString()}`);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(120_000);
  });
});
