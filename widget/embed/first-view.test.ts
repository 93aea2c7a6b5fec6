import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render-widget.tsx';
import { askFirstView } from './first-view.ts';

describe("the embed's first screen asked for ahead", () => {
  it('asks get_status and the opening month at once and hands each answer out once', async () => {
    const getStatus = vi.fn(async () => 'live' as const);
    const checkFull = vi.fn(async () => ['2026-06-05']);
    const checkClosed = vi.fn(async () => ['2026-06-07']);
    const first = askFirstView(stubApi({ getStatus, checkFull, checkClosed }), '2026-06');
    expect(getStatus).toHaveBeenCalledTimes(1);
    expect(checkFull).toHaveBeenCalledWith('2026-06-01');
    expect(checkClosed).toHaveBeenCalledWith('2026-06-01');
    await first.settled;
    expect(first.takeKnownStatus!()).toBe('live');
    expect(first.takeKnownStatus!()).toBeUndefined();
    expect(first.takeKnownAvailability!('2026-06')).toEqual({ full: ['2026-06-05'], closed: ['2026-06-07'] });
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
