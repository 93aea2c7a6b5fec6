import { type ReactNode, useId } from 'react';
import { useFocusTrap } from '../app/use-focus-trap.ts';

/** The widget's dialog: a title, a close button and the content, with focus kept inside (useFocusTrap). */
export function Modal({
  title,
  closeLabel,
  onClose,
  children,
  className,
  actions,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
  className?: string;
  /** Buttons under the body, such as the notes' "I agree". */
  actions?: ReactNode;
}) {
  const dialog = useFocusTrap<HTMLDivElement>(onClose);

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
        {actions && <div className="tb-modal__actions">{actions}</div>}
      </div>
    </div>
  );
}
