import { useCallback, useEffect, useRef, useState } from 'react';

export type AsyncState<T> = { status: 'loading' } | { status: 'ready'; value: T } | { status: 'error'; error: unknown };

/**
 * Runs `load` whenever `key` changes and keeps only the latest answer, so a slow answer for a
 * month the guest already left never overwrites the one on screen. `known` may give the first
 * key's answer at once (one the page already carries); then `load` waits for a change or reload.
 * An answer is kept with the key it was for: in the render right after the key changes (before the
 * effect runs) the state says loading, never "ready" with the previous key's answer.
 */
export function useAsync<T>(load: () => Promise<T>, key: string, known?: () => T | undefined): AsyncState<T> & { reload: () => void } {
  const [state, setState] = useState<AsyncState<T> & { key: string }>(() => {
    const value = known?.();
    return value === undefined ? { status: 'loading', key } : { status: 'ready', value, key };
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
    // Unchanged when already loading for this key (the first run), so mounting renders once, not twice.
    setState((current) => (current.status === 'loading' && current.key === key ? current : { status: 'loading', key }));
    latest.current().then(
      (value) => live && setState({ status: 'ready', value, key }),
      (error: unknown) => live && setState({ status: 'error', error, key }),
    );
    return () => {
      live = false;
    };
  }, [key, round]);
  const reload = useCallback(() => setRound((value) => value + 1), []);
  const { key: answeredFor, ...answer } = state;
  return answeredFor === key ? { ...answer, reload } : { status: 'loading', reload };
}
