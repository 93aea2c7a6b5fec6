import { describe, expect, it } from 'vitest';
import { fits, seatsFree, slotTakes } from './seats.ts';

const counter = { exclusive: false };
const room = { exclusive: true };

describe('the seat rule', () => {
  it('gives a shared counter its seats less the most guests seated at once, never below none', () => {
    expect(seatsFree(counter, 10, 7)).toBe(3);
    expect(seatsFree(counter, 10, 12)).toBe(0);
    expect(fits(counter, 10, 7, 3)).toBe(true);
    expect(fits(counter, 10, 7, 4)).toBe(false);
  });

  it('gives the private room whole to one party, and only as many as it seats', () => {
    expect(seatsFree(room, 10, 0)).toBe(10);
    expect(seatsFree(room, 10, 2)).toBe(0);
    expect(fits(room, 10, 0, 10)).toBe(true);
    expect(fits(room, 10, 0, 11)).toBe(false);
    expect(fits(room, 10, 2, 1)).toBe(false);
  });

  it('lets a party book a slot online from its smallest party up to what is free and the online maximum', () => {
    const slot = { min: 6, available: 10 };
    expect([5, 6, 8, 9].map((pax) => slotTakes(slot, pax, 8))).toEqual([false, true, true, false]);
    expect(slotTakes({ min: 1, available: 0 }, 1, 8)).toBe(false);
  });
});
