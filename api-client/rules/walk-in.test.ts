import { describe, expect, it } from 'vitest';
import { walkInTiming } from './walk-in.ts';

describe('when a party can walk in', () => {
  const dinner = { from: 18 * 60, until: 20 * 60 + 30 };
  const on = (time: string) => walkInTiming('2026-06-19', dinner, { date: '2026-06-19', time });

  it('is from the seating on, while its dinner lasts', () => {
    expect(on('18:00')).toBeNull();
    expect(on('20:29')).toBeNull();
    expect(on('17:59')).toBe('walk_in_too_early');
    expect(on('20:30')).toBe('walk_in_too_late');
  });

  it('is only on the seating own evening', () => {
    expect(walkInTiming('2026-06-20', dinner, { date: '2026-06-19', time: '19:00' })).toBe('walk_in_not_tonight');
    expect(walkInTiming('2026-06-18', dinner, { date: '2026-06-19', time: '19:00' })).toBe('walk_in_not_tonight');
  });
});
