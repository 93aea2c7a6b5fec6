import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps only the latest answer, so a slow answer for a
 * month the guest already left never overwrites the one on screen. `known` may give the first
 * key's answer at once (one the page already carries); then `load` waits for a change or reload.
 */
export function useAsync<T>(load: () => Promise<T>, key: string, known?: () => T | undefined): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T>>(() => {
    const value = known?.();
    return value === undefined ? { status: 'loading' } : { status: 'ready', value };
  });
  const [round, setRound] = useState(0);
  const latest = useRef(load);
  latest.current = load;
  const answeredAlready = useRef(state.status === 'ready');
  useEffect(() => {
    if (answeredAlready.current) {
      answeredAlready.current = false;
      return;
    }
    let live = true;
    // Unchanged when already loading (the first run), so mounting renders once, not twice.
    setState((current) => (current.status === 'loading' ? current : { status: 'loading' }));
    latest.current().then(
      (value) => live && setState({ status: 'ready', value }),
      (error: unknown) => live && setState({ status: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  return { ...state, reload };
}
