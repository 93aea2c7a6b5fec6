import { describe, expect, it } from 'vitest';
import { mayRequestChange } from './change-request.ts';

describe('change and cancel requests', () => {
  it('are open for pending bookings at least the restaurant’s minimum days ahead', () => {
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-06' }, '2026-06-03', 3)).toBe(true);
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-05' }, '2026-06-03', 3)).toBe(false);
    expect(mayRequestChange({ status: 'cancelled', booking_date: '2026-07-01' }, '2026-06-03', 3)).toBe(false);
    expect(mayRequestChange({ status: 'pending', booking_date: '2027-01-01' }, '2026-12-29', 3)).toBe(true);
  });

  it('follow the setting: 7 days closes a visit 5 days away, 0 days allows today', () => {
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-08' }, '2026-06-03', 7)).toBe(false);
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-10' }, '2026-06-03', 7)).toBe(true);
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-03' }, '2026-06-03', 0)).toBe(true);
    expect(mayRequestChange({ status: 'pending', booking_date: '2026-06-02' }, '2026-06-03', 0)).toBe(false);
  });
});
