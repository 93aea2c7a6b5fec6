import { describe, expect, it } from 'vitest';
import { bookingReference } from './booking-reference.ts';

describe('a booking’s short reference', () => {
  it('is the code’s last six characters in two groups of three', () => {
    expect(bookingReference('K7QM24XA9PZE1BC3')).toBe('ZE1 BC3');
    expect(bookingReference('AB12CD34')).toBe('12C D34');
    expect(bookingReference('AB12')).toBe('AB12');
  });
});
