import { useCallback, useEffect, useState } from 'react';

export type Load<T> = { state: 'loading' } | { state: 'ready'; data: T } | { state: 'error'; error: unknown };

/**
 * Runs `load` on mount (and on `reload`), ignoring answers that arrive after unmount. With
 * `known` (an answer the page already carries) it starts ready and loads only on `reload`.
 */
export function useLoad<T>(load: () => Promise<T>, known?: T): Load<T> & { reload: () => void } {
  const [result, setResult] = useState<Load<T>>(() => (known === undefined ? { state: 'loading' } : { state: 'ready', data: known }));
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt === 0 && known !== undefined) return;
    let current = true;
    load().then(
      (data) => current && setResult({ state: 'ready', data }),
      (error: unknown) => current && setResult({ state: 'error', error }),
    );
    return () => {
      current = false;
    };
    // `load` is expected to be stable (from context); a new attempt is asked for with reload.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);
  const reload = useCallback(() => {
    setResult({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...result, reload };
}
