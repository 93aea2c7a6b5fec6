import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ResourceCache } from './resource-cache.ts';
import { useResource } from './use-resource.ts';

describe('useResource', () => {
  it('says loading in the very render the key changes in, not "ready" with the last key’s answer', async () => {
    const cache = new ResourceCache();
    const answers: Record<string, string[]> = { '2026-11': ['2026-11-26'], '2026-12': ['2026-12-24'] };
    const seen: { key: string; status: string; value?: string[] }[] = [];
    const { result, rerender } = renderHook(
      ({ month }: { month: string }) => {
        const state = useResource(cache, { key: `month/${month}`, ask: () => new Promise<string[]>((resolve) => setTimeout(() => resolve(answers[month]!), 10)) });
        seen.push({ key: month, status: state.status, ...(state.status === 'ready' ? { value: state.value } : {}) });
        return state;
      },
      { initialProps: { month: '2026-11' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['2026-11-26'] }));
    rerender({ month: '2026-12' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['2026-12-24'] }));
    expect(seen.filter((render) => render.key === '2026-12' && render.status === 'ready').every((render) => render.value![0] === '2026-12-24')).toBe(true);
    expect(seen.some((render) => render.key === '2026-12' && render.status === 'loading')).toBe(true);
  });

  it('renders a primed answer in its first render and asks nothing; two views share one request', async () => {
    const cache = new ResourceCache();
    cache.prime('status', 'live');
    const ask = vi.fn(async () => 'closed');
    const first = renderHook(() => useResource(cache, { key: 'status', ask }));
    expect(first.result.current).toMatchObject({ status: 'ready', value: 'live' });
    const card = vi.fn(async () => 'card');
    const a = renderHook(() => useResource(cache, { key: 'restaurant', ask: card }));
    const b = renderHook(() => useResource(cache, { key: 'restaurant', ask: card }));
    await waitFor(() => expect(b.result.current).toMatchObject({ status: 'ready', value: 'card' }));
    expect(a.result.current).toMatchObject({ status: 'ready', value: 'card' });
    expect(card).toHaveBeenCalledTimes(1);
    expect(ask).not.toHaveBeenCalled();
  });

  it('offers reload after a failure', async () => {
    const cache = new ResourceCache();
    const ask = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(['faq']);
    const { result } = renderHook(() => useResource(cache, { key: 'faq', ask }));
    await waitFor(() => expect(result.current.status).toBe('error'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['faq'] }));
  });
});
