import { describe, expect, it } from 'vitest';
import { handout } from './handout.ts';

describe('an answer known ahead', () => {
  it('is handed out once, and only for its own key', () => {
    const months = handout<{ full: string[] }>();
    expect(months.take('2026-06')).toBeUndefined();
    months.give('2026-06', { full: ['2026-06-05'] });
    expect(months.take('2026-07')).toBeUndefined();
    expect(months.take('2026-06')).toEqual({ full: ['2026-06-05'] });
    expect(months.take('2026-06')).toBeUndefined();
  });

  it('can hand out "no such booking" (null) as an answer of its own', () => {
    const bookings = handout<string | null>();
    bookings.give('ABC', null);
    expect(bookings.take('ABC')).toBeNull();
    expect(bookings.take('ABC')).toBeUndefined();
  });
});
