import { describe, expect, it } from 'vitest';
import { formatRmb, formatUsd } from './money.ts';
import { partySizeOptions } from './seats.ts';

const counter = { seats: 10, booked: 7, available: 3, min: 1 };

describe('party sizes', () => {
  it('dims the numbers above the seats still free', () => {
    const sizes = partySizeOptions(counter, 6);
    expect(sizes.map((option) => option.bookable)).toEqual([true, true, true, false, false, false]);
  });

  it('dims sizes below the private room minimum and everything on a taken room', () => {
    const room = { seats: 10, booked: 0, available: 10, min: 6 };
    expect(partySizeOptions(room, 8).filter((option) => option.bookable).map((option) => option.size)).toEqual([6, 7, 8]);
    expect(partySizeOptions({ ...room, available: 0 }, 8).some((option) => option.bookable)).toBe(false);
  });
});

describe('deposit', () => {
  it('is shown in RMB or USD (its sum: api-client/rules/deposit.test.ts)', () => {
    expect(formatRmb(137_600, 'en')).toBe('RMB 1,376.00');
    expect(formatRmb(137_600, 'zh')).toBe('人民币 1,376.00 元');
    expect(formatUsd(190.5, 'en')).toBe('USD 190.50');
  });
});
