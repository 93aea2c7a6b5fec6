import { describe, expect, it } from 'vitest';
import { firstFit, parseSeatRun, seatLabel, seatRunRefusal } from './seat-numbers.ts';

describe('seat numbers at the counter', () => {
  const taken = [{ first: 1, pax: 2 }, { first: 5, pax: 2 }];

  it('gives a party the lowest run of adjacent free seats', () => {
    expect(firstFit(12, taken, 2)).toBe(3);
    expect(firstFit(12, taken, 3)).toBe(7);
    expect(firstFit(12, [], 12)).toBe(1);
  });

  it('keeps a party on its seats when they are still free, and finds none when no run is long enough', () => {
    expect(firstFit(12, taken, 2, 9)).toBe(9);
    expect(firstFit(12, taken, 2, 5)).toBe(3);
    expect(firstFit(8, [{ first: 3, pax: 1 }, { first: 6, pax: 1 }], 3)).toBeNull();
  });

  it('refuses seats beyond the counter or shared with another party', () => {
    expect(seatRunRefusal(12, taken, { first: 11, pax: 3 })).toBe('seats_out_of_range');
    expect(seatRunRefusal(12, taken, { first: 0, pax: 1 })).toBe('seats_out_of_range');
    expect(seatRunRefusal(12, taken, { first: 6, pax: 2 })).toBe('seats_taken');
    expect(seatRunRefusal(12, taken, { first: 3, pax: 2 })).toBeNull();
  });

  it('reads and writes a run as staff type it', () => {
    expect(parseSeatRun('5-6')).toEqual({ first: 5, pax: 2 });
    expect(parseSeatRun(' 7 ')).toEqual({ first: 7, pax: 1 });
    expect(parseSeatRun('6-5')).toBeNull();
    expect(parseSeatRun('5,7')).toBeNull();
    expect(seatLabel({ first: 5, pax: 2 })).toBe('5-6');
    expect(seatLabel({ first: 4, pax: 1 })).toBe('4');
  });
});
