import { describe, expect, it, vi } from 'vitest';
import { ResourceCache } from './resource-cache.ts';

const answer = <T,>(value: T) => vi.fn(async () => value);

describe('the resource cache', () => {
  it('shares one request among everyone asking for a key while it is under way', async () => {
    const cache = new ResourceCache();
    const ask = answer('live');
    const [a, b] = await Promise.all([cache.load({ key: 'status', ask }), cache.load({ key: 'status', ask })]);
    expect([a, b]).toEqual(['live', 'live']);
    expect(ask).toHaveBeenCalledTimes(1);
    await cache.load({ key: 'status', ask });
    expect(ask).toHaveBeenCalledTimes(1);
  });

  it('holds a primed answer as if asked, and asks nothing for it', async () => {
    const cache = new ResourceCache();
    cache.prime('month/2026-06', { full: ['2026-06-05'], closed: [] });
    const ask = answer({ full: [], closed: [] });
    await expect(cache.load({ key: 'month/2026-06', ask })).resolves.toEqual({ full: ['2026-06-05'], closed: [] });
    expect(ask).not.toHaveBeenCalled();
    expect(cache.state('month/2026-07')).toEqual({ status: 'loading' });
  });

  it('keeps a failure until asked again, then asks afresh', async () => {
    const cache = new ResourceCache();
    const ask = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('live');
    await expect(cache.load({ key: 'status', ask })).rejects.toThrow('offline');
    expect(cache.state('status')).toMatchObject({ status: 'error' });
    await expect(cache.load({ key: 'status', ask })).resolves.toBe('live');
    expect(ask).toHaveBeenCalledTimes(2);
  });

  it('asks again what a view shows under an invalidated prefix, keeping the old answer on screen meanwhile, and drops the rest', async () => {
    const cache = new ResourceCache();
    let full = ['2026-06-05'];
    const june = { key: 'month/2026-06', ask: vi.fn(async () => ({ full, closed: [] })) };
    const july = { key: 'month/2026-07', ask: vi.fn(async () => ({ full: [], closed: [] })) };
    const status = { key: 'status', ask: answer('live') };
    await Promise.all([cache.load(june), cache.load(july), cache.load(status)]);
    const seen: unknown[] = [];
    cache.watch(june.key, () => seen.push(cache.state(june.key)));
    full = ['2026-06-05', '2026-06-06'];
    const invalidated = cache.invalidate('month/');
    expect(cache.state(june.key)).toEqual({ status: 'ready', value: { full: ['2026-06-05'], closed: [] } });
    await invalidated;
    expect(seen).toEqual([{ status: 'ready', value: { full: ['2026-06-05', '2026-06-06'], closed: [] } }]);
    expect(cache.state(july.key)).toEqual({ status: 'loading' });
    expect(cache.state('status')).toEqual({ status: 'ready', value: 'live' });
    expect(june.ask).toHaveBeenCalledTimes(2);
    expect(july.ask).toHaveBeenCalledTimes(1);
  });

  it('forgets fresh data once no view shows it, and keeps the rest', async () => {
    const cache = new ResourceCache();
    const booking = { key: 'booking/AB12', fresh: true, ask: answer(null) };
    const card = { key: 'restaurant', ask: answer('card') };
    await Promise.all([cache.load(booking), cache.load(card)]);
    const stopBooking = cache.watch(booking.key, () => undefined);
    const stopCard = cache.watch(card.key, () => undefined);
    stopBooking();
    stopCard();
    expect(cache.state(booking.key)).toEqual({ status: 'loading' });
    expect(cache.state(card.key)).toEqual({ status: 'ready', value: 'card' });
  });

  it('never lets an answer asked before an invalidation overwrite the one asked after it', async () => {
    const cache = new ResourceCache();
    const answers: Array<(value: string) => void> = [];
    const slots = { key: 'slots/2026-06-05', ask: () => new Promise<string>((resolve) => answers.push(resolve)) };
    cache.watch(slots.key, () => undefined);
    void cache.load(slots);
    const invalidated = cache.invalidate('slots/');
    answers[1]!('after');
    answers[0]!('before');
    await invalidated;
    expect(cache.state(slots.key)).toEqual({ status: 'ready', value: 'after' });
  });
});
