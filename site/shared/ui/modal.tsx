import { useLayoutEffect, useRef, type ReactNode } from 'react';

const FOCUSABLE = 'a[href], button:not([disabled]), input, textarea, select, [tabindex]:not([tabindex="-1"])';

interface ModalProps {
  label: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A modal dialog: focus moves in on open, Tab stays inside, Escape closes, and focus returns to
 * whatever opened it. Hand-rolled rather than <dialog> so it behaves the same in every test browser.
 */
export function Modal({ label, onClose, className, children }: ModalProps) {
  const box = useRef<HTMLDivElement>(null);
  // A layout effect: focus moves in the commit that shows the dialog, never a frame later.
  useLayoutEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    box.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const items = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-label={label} ref={box} onKeyDown={onKeyDown}>
      {children}
    </div>
  );
}
