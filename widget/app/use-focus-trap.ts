import { useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Keeps keyboard focus in a dialog while it is open: focus moves to its first control, Tab and
 * Shift+Tab wrap inside, Escape closes, and focus goes back to whatever opened it. Works inside a
 * shadow root (focus is read from the root the dialog lives in). Shared by the widget's and the
 * site's dialogs. A layout effect: focus and the key handler arrive in the commit that shows the
 * dialog, so an Escape or Tab pressed right away is never lost on the page behind it.
 */
export function useFocusTrap<T extends HTMLElement>(onClose: () => void) {
  const dialog = useRef<T>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  useLayoutEffect(() => {
    const node = dialog.current;
    if (!node) return;
    const root = node.getRootNode() as Document | ShadowRoot;
    const opener = root.activeElement as HTMLElement | null;
    (node.querySelector<HTMLElement>(FOCUSABLE) ?? node).focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.stopPropagation();
        closeRef.current();
        return;
      }
      if (event.key !== 'Tab') return;
      const items = [...node.querySelectorAll<HTMLElement>(FOCUSABLE)];
      if (items.length === 0) return event.preventDefault();
      const first = items[0]!;
      const last = items[items.length - 1]!;
      const active = root.activeElement;
      if (event.shiftKey && (active === first || !node.contains(active))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (active === last || !node.contains(active))) {
        event.preventDefault();
        first.focus();
      }
    };
    node.addEventListener('keydown', onKey);
    return () => {
      node.removeEventListener('keydown', onKey);
      opener?.focus?.();
    };
  }, []);

  return dialog;
}
