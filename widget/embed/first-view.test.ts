import { describe, expect, it, vi } from 'vitest';
import { stubApi, testCard } from '../test/render-widget.tsx';
import { askFirstView } from './first-view.ts';

describe("the embed's first screen asked for ahead", () => {
  it('asks get_status, the restaurant card and the opening month at once and hands each answer out once', async () => {
    const getStatus = vi.fn(async () => 'live' as const);
    const checkFull = vi.fn(async () => ['2026-06-05']);
    const checkClosed = vi.fn(async () => ['2026-06-07']);
    const card = testCard({ horizon_days: 30, otp_resend_seconds: 90, hold_minutes: 20, change_cancel_min_days: 5, max_party_size: 6 });
    const restaurant = vi.fn(async () => card);
    const first = askFirstView(stubApi({ getStatus, checkFull, checkClosed, restaurant }), '2026-06');
    expect(getStatus).toHaveBeenCalledTimes(1);
    // The calendar needs the restaurant's horizon before it can offer a day.
    expect(restaurant).toHaveBeenCalledTimes(1);
    expect(first.restaurantCard.known()).toBeUndefined();
    expect(checkFull).toHaveBeenCalledWith('2026-06-01');
    expect(checkClosed).toHaveBeenCalledWith('2026-06-01');
    await first.settled;
    expect(first.takeKnownStatus!()).toBe('live');
    expect(first.takeKnownStatus!()).toBeUndefined();
    expect(first.takeKnownAvailability!('2026-06')).toEqual({ full: ['2026-06-05'], closed: ['2026-06-07'] });
    // The card stays known for every view (unlike the take-once answers), and is not asked again.
    expect(first.restaurantCard.known()?.booking_rules.horizon_days).toBe(30);
    await expect(first.restaurantCard.ask()).resolves.toBe(card);
    expect(restaurant).toHaveBeenCalledTimes(1);
  });

  it('asks for the card again after a failure, so a retry can still get the rules', async () => {
    const restaurant = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(testCard());
    const first = askFirstView(stubApi({ getStatus: async () => 'live' as const, restaurant }), null);
    await expect(first.settled).resolves.toBeUndefined();
    expect(first.restaurantCard.known()).toBeUndefined();
    expect((await first.restaurantCard.ask()).booking_rules.horizon_days).toBe(60);
    expect(restaurant).toHaveBeenCalledTimes(2);
  });

  it('asks no month for a screen without a calendar', async () => {
    const checkFull = vi.fn(async () => []);
    const first = askFirstView(stubApi({ getStatus: async () => 'maintenance' as const, checkFull }), null);
    await first.settled;
    expect(checkFull).not.toHaveBeenCalled();
    expect(first.takeKnownAvailability).toBeUndefined();
    expect(first.takeKnownStatus!()).toBe('maintenance');
  });

  it('settles without an answer when get_status fails, so the view asks again and can offer a retry', async () => {
    const first = askFirstView(stubApi({ getStatus: () => Promise.reject(new Error('offline')) }), null);
    await expect(first.settled).resolves.toBeUndefined();
    expect(first.takeKnownStatus!()).toBeUndefined();
  });
});
