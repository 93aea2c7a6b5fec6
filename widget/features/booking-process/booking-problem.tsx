import { useFocusOnMount } from '../../app/use-focus-on-mount.ts';
import { useWidgetText } from '../../app/widget-context.tsx';

type ProblemKind = 'error' | 'expired' | 'invalid' | 'elsewhere';

/**
 * Error, expired, invalid-code and started-elsewhere states: a message and Book Again (and My
 * bookings where the host offers it); the steps are hidden.
 */
export function BookingProblem(props: { kind: ProblemKind; minutes?: number; note?: string; onBookAgain: () => void; onMyBookings?: () => void }) {
  const { kind, minutes, note, onBookAgain, onMyBookings } = props;
  const { t } = useWidgetText();
  const heading = useFocusOnMount<HTMLHeadingElement>(kind);
  return (
    <div className="tb-problem" role="alert">
      <h2 ref={heading} tabIndex={-1}>
        {t(`flow.${kind}Title`)}
      </h2>
      <p>{kind === 'expired' ? t('flow.expired', { count: minutes }) : t(`flow.${kind}`)}</p>
      {note && <p>{note}</p>}
      <div className="tb-request-buttons">
        {onMyBookings && (
          <button type="button" className="tb-button" onClick={onMyBookings}>
            {t('embed.myBookings')}
          </button>
        )}
        <button type="button" className="tb-button" onClick={onBookAgain}>
          {t('common.bookAgain')}
        </button>
      </div>
    </div>
  );
}
