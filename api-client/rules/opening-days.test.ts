import { describe, expect, it } from 'vitest';
import { openDayRuns, openDaysText, seatingSpan } from './opening-days.ts';

describe("the restaurant's open days in words", () => {
  it('groups consecutive days of a Monday-first week, Sunday last', () => {
    expect(openDayRuns([2, 3, 4, 5, 6])).toEqual([[2, 3, 4, 5, 6]]);
    expect(openDayRuns([0, 5, 6])).toEqual([[5, 6, 0]]);
    expect(openDayRuns([1, 3])).toEqual([[1], [3]]);
    expect(openDayRuns([])).toEqual([]);
  });

  it('writes a run of three days or more as a range, in English and Chinese', () => {
    expect(openDaysText([2, 3, 4, 5, 6], 'en')).toBe('Tuesday to Saturday');
    expect(openDaysText([2, 3, 4, 5, 6], 'zh')).toBe('周二至周六');
    expect(openDaysText([5, 6, 0], 'en')).toBe('Friday to Sunday');
  });

  it('lists shorter runs day by day, and gives nothing for no open day', () => {
    expect(openDaysText([1, 3, 4], 'en')).toBe('Monday, Wednesday, Thursday');
    expect(openDaysText([1, 3], 'zh')).toBe('周一、周三');
    expect(openDaysText([], 'en')).toBe('');
  });

  it('spans the seating times from the first to the last', () => {
    expect(seatingSpan(['18:00', '18:30', '20:00'])).toEqual({ first: '18:00', last: '20:00' });
    expect(seatingSpan(['19:00'])).toEqual({ first: '19:00', last: '19:00' });
    expect(seatingSpan([])).toBeNull();
  });
});
