import { describe, expect, it } from 'vitest';
import { canShowPreviousMonth, dayInfo, monthGrid, nextMonth, previousMonth } from './calendar.ts';

// The horizon and its next-month arrow, and the restaurant's day, are tested in api-client/rules.

const context = (over: Partial<Parameters<typeof dayInfo>[1]> = {}) => ({
  month: '2026-06',
  today: '2026-06-03',
  full: new Set<string>(),
  closed: new Set<string>(),
  selected: null,
  horizonDays: 60,
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

  it('lays it out in Monday-first weeks for a Chinese calendar', () => {
    const weeks = monthGrid('2026-06', 1);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]![0]).toEqual({ date: '2026-06-01', inMonth: true });
    expect(weeks[4]![6]).toEqual({ date: '2026-07-05', inMonth: false });
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

  it('lets no future day be picked while the restaurant’s horizon is not known', () => {
    expect(dayInfo('2026-06-10', context({ horizonDays: undefined }))).toMatchObject({ state: 'loading', selectable: false });
    expect(dayInfo('2026-06-02', context({ horizonDays: undefined })).state).toBe('past');
  });

  it('selects only an available day and refuses days past the horizon', () => {
    expect(dayInfo('2026-06-10', context({ selected: '2026-06-10' })).isSelected).toBe(true);
    const july = context({ month: '2026-08' });
    expect(dayInfo('2026-08-02', july).state).toBe('available'); // 60 days after 06-03
    expect(dayInfo('2026-08-03', july).state).toBe('beyond');
  });

  it('follows the restaurant’s horizon: with 30 days, 3 July is the last bookable day', () => {
    const july = context({ month: '2026-07', horizonDays: 30 });
    expect(dayInfo('2026-07-03', july).state).toBe('available');
    expect(dayInfo('2026-07-04', july)).toMatchObject({ state: 'beyond', selectable: false });
  });

  it('calls a day past the horizon not open yet, not full, though check_full lists it', () => {
    const august = context({ month: '2026-08', full: new Set(['2026-08-01', '2026-08-03', '2026-08-20']) });
    expect(dayInfo('2026-08-01', august).state).toBe('full');
    expect(dayInfo('2026-08-03', august)).toMatchObject({ state: 'beyond', selectable: false });
    expect(dayInfo('2026-08-20', august).state).toBe('beyond');
  });
});
