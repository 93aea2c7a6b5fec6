import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidgetText } from '../../app/widget-context.tsx';

/** Error, expired and invalid-code states: a message and Book Again; the steps are hidden. */
export function BookingProblem({ kind, minutes, onBookAgain }: { kind: 'error' | 'expired' | 'invalid'; minutes?: number; onBookAgain: () => void }) {
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>(kind);
  return (
    <div className="tb-problem" role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {t(`flow.${kind}Title`)}
      </h2>
      <p>{kind === 'expired' ? t('flow.expired', { minutes }) : t(`flow.${kind}`)}</p>
      <button type="button" className="tb-button" onClick={onBookAgain}>
        {t('common.bookAgain')}
      </button>
    </div>
  );
}
