import { describe, expect, it, vi } from 'vitest';
import { stubApi } from '../test/render-widget.tsx';
import { prefetchMonth } from './month-answers.ts';

describe('asking for the opening month ahead', () => {
  it('asks both calls at once and hands their answers out once, for that month only', async () => {
    const checkFull = vi.fn(async () => ['2026-06-05']);
    const checkClosed = vi.fn(async () => ['2026-06-07']);
    const prefetch = prefetchMonth(stubApi({ checkFull, checkClosed }), '2026-06');
    expect(checkFull).toHaveBeenCalledWith('2026-06-01');
    expect(checkClosed).toHaveBeenCalledWith('2026-06-01');
    await prefetch.settled;
    expect(prefetch.take('2026-07')).toBeUndefined();
    expect(prefetch.take('2026-06')).toEqual({ full: ['2026-06-05'], closed: ['2026-06-07'] });
    expect(prefetch.take('2026-06')).toBeUndefined();
  });

  it('settles without an answer when a call fails, so the calendar asks again itself', async () => {
    const prefetch = prefetchMonth(stubApi({ checkFull: async () => ['2026-06-05'], checkClosed: () => Promise.reject(new Error('offline')) }), '2026-06');
    await expect(prefetch.settled).resolves.toBeUndefined();
    expect(prefetch.take('2026-06')).toBeUndefined();
  });
});
