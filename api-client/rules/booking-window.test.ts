import { describe, expect, it } from 'vitest';
import { calendarWindow, canShowNextMonth, isBeyondHorizon, lastBookableDay } from './booking-window.ts';

describe('the booking horizon', () => {
  it('keeps today + horizon_days bookable and the day after it not', () => {
    expect(lastBookableDay('2026-06-03', 60)).toBe('2026-08-02');
    expect(isBeyondHorizon('2026-08-02', '2026-06-03', 60)).toBe(false);
    expect(isBeyondHorizon('2026-08-03', '2026-06-03', 60)).toBe(true);
    // The restaurant shortens it to 30 days: 3 July is the last bookable day.
    expect(isBeyondHorizon('2026-07-03', '2026-06-03', 30)).toBe(false);
    expect(isBeyondHorizon('2026-07-04', '2026-06-03', 30)).toBe(true);
  });

  it('shows the next-month arrow while the end of the shown month is within the horizon', () => {
    expect(canShowNextMonth('2026-06', '2026-06-03', 60)).toBe(true);
    expect(canShowNextMonth('2026-07', '2026-06-03', 60)).toBe(true); // 07-31 is 58 days away
    expect(canShowNextMonth('2026-08', '2026-06-03', 60)).toBe(false); // 08-31 is 89 days away
    expect(canShowNextMonth('2026-12', '2026-11-01', 60)).toBe(true); // 12-31 is exactly 60 days away
    expect(canShowNextMonth('2026-12', '2026-10-31', 60)).toBe(false);
    // With 30 days, June's end (27 days) lets July show; July's end (58 days) is past the horizon.
    expect(canShowNextMonth('2026-06', '2026-06-03', 30)).toBe(true);
    expect(canShowNextMonth('2026-07', '2026-06-03', 30)).toBe(false);
  });

  it('opens the calendar window on the first of last month and closes it at the end of the month after the horizon', () => {
    expect(calendarWindow('2026-06-03', 60)).toEqual({ first: '2026-05-01', last: '2026-09-30' });
    expect(calendarWindow('2026-06-03', 30)).toEqual({ first: '2026-05-01', last: '2026-08-31' });
    expect(calendarWindow('2026-01-31', 30)).toEqual({ first: '2025-12-01', last: '2026-04-30' });
    expect(calendarWindow('2026-12-31', 60)).toEqual({ first: '2026-11-01', last: '2027-04-30' });
  });
});
