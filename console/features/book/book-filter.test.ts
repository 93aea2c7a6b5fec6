import { describe, expect, it } from 'vitest';
import { coversOf, shownUnder } from './book-filter.ts';

const party = (status: string, pax: number, arrived = false) => ({ status, pax, arrived });
const evening = [party('pending', 4), party('pending', 2, true), party('hold', 3), party('cancelled', 6), party('completed', 2), party('no_show', 1)];

describe('the Book’s status filter and covers', () => {
  it('leaves cancelled bookings out unless asked for, and counts the covers of what it lists', () => {
    const booked = evening.filter((entry) => shownUnder(entry, 'booked'));
    expect(booked).toHaveLength(5);
    expect(coversOf(booked)).toBe(12);
    expect(coversOf(evening.filter((entry) => shownUnder(entry, 'cancelled')))).toBe(6);
    expect(coversOf(evening.filter((entry) => shownUnder(entry, 'all')))).toBe(18);
  });

  it('tells an expected party from one that arrived', () => {
    expect(evening.filter((entry) => shownUnder(entry, 'pending'))).toEqual([party('pending', 4)]);
    expect(evening.filter((entry) => shownUnder(entry, 'arrived'))).toEqual([party('pending', 2, true)]);
  });
});
