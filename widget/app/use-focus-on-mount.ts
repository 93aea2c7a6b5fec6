import { useEffect, useRef } from 'react';

/** Moves focus to the element when it appears (each new step's heading), so screen readers follow. */
export function useFocusOnMount<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
