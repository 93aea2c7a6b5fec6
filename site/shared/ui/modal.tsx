import { useEffect, type ReactNode } from 'react';
import { useFocusTrap } from '../../../widget/index.ts';

interface ModalProps {
  label: string;
  onClose: () => void;
  className?: string;
  children: ReactNode;
}

/**
 * A full-page modal dialog: focus is kept inside (useFocusTrap, the same trap as the widget's
 * dialogs) and the page behind does not scroll while it is open. Hand-rolled rather than <dialog>
 * so it behaves the same in every test browser.
 */
export function Modal({ label, onClose, className, children }: ModalProps) {
  const box = useFocusTrap<HTMLDivElement>(onClose);
  useEffect(() => {
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, []);

  return (
    <div className={`modal ${className ?? ''}`} role="dialog" aria-modal="true" aria-label={label} ref={box}>
      {children}
    </div>
  );
}
