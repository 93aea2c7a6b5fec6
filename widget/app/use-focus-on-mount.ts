import { useLayoutEffect, useRef } from 'react';

/**
 * Moves focus to the element when it appears (each new step's heading), so screen readers follow.
 * A layout effect, so focus moves in the same commit that replaced the focused control: with a
 * passive effect there is a frame in which focus sits on the page's body and a key press is lost.
 */
export function useFocusOnMount<T extends HTMLElement>(key?: unknown) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    ref.current?.focus();
  }, [key]);
  return ref;
}
