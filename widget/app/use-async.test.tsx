import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useAsync } from './use-async.ts';

describe('useAsync', () => {
  it('says loading in the very render the key changes in, not "ready" with the last key’s answer', async () => {
    const answers: Record<string, string[]> = { '2026-11': ['2026-11-26'], '2026-12': ['2026-12-24'] };
    const seen: { key: string; status: string; value?: string[] }[] = [];
    const { result, rerender } = renderHook(
      ({ month }: { month: string }) => {
        const state = useAsync(() => new Promise<string[]>((resolve) => setTimeout(() => resolve(answers[month]!), 10)), month);
        seen.push({ key: month, status: state.status, ...(state.status === 'ready' ? { value: state.value } : {}) });
        return state;
      },
      { initialProps: { month: '2026-11' } },
    );
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['2026-11-26'] }));
    rerender({ month: '2026-12' });
    await waitFor(() => expect(result.current).toMatchObject({ status: 'ready', value: ['2026-12-24'] }));
    // December was never shown with November's full days.
    expect(seen.filter((render) => render.key === '2026-12' && render.status === 'ready').every((render) => render.value![0] === '2026-12-24')).toBe(true);
    expect(seen.some((render) => render.key === '2026-12' && render.status === 'loading')).toBe(true);
  });
});
