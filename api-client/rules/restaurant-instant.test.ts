import { describe, expect, it } from 'vitest';
import { restaurantInstant } from './restaurant-date.ts';

describe('restaurantInstant', () => {
  it("is the instant of a Shanghai date and seating time, whatever the machine's own zone", () => {
    expect(restaurantInstant('2026-06-05', '19:00').toISOString()).toBe('2026-06-05T11:00:00.000Z');
    // Before 08:00 in Shanghai it is still the previous day in UTC.
    expect(restaurantInstant('2026-01-01', '07:30').toISOString()).toBe('2025-12-31T23:30:00.000Z');
  });
});
