import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * A dialog that keeps focus inside while open, closes on Escape, and gives focus back to whatever
 * opened it. Works inside a shadow root (focus is read from the root the dialog lives in).
 */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  className,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
}) {
  const dialog = useRef<HTMLDivElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;

  // A layout effect: focus and the key handler arrive in the commit that shows the dialog, so an
  // Escape or Tab pressed right away is never lost on the page behind it.
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

  // useId, not the title: Chinese titles have no \w characters and would all share one id.
  const titleId = useId();
  return (
    <div className="tb-modal-backdrop">
      <div ref={dialog} className={`tb-modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="tb-modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="tb-button tb-button--quiet" onClick={onClose}>
            {closeLabel}
          </button>
        </div>
        <div className="tb-modal__body">{children}</div>
      </div>
    </div>
  );
}
