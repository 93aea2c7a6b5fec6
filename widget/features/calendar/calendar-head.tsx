import { useWidgetText } from '../../app/widget-context.tsx';
import { nextMonth, previousMonth } from '../../rules/calendar.ts';
import { formatMonthTitle } from '../../rules/formats.ts';

interface CalendarHeadProps {
  month: string;
  titleId: string;
  showPrevious: boolean;
  showNext: boolean;
  goToMonth: (month: string) => void;
}

/** The month's title between the buttons to the months before and after, where they may be shown. */
export function CalendarHead({ month, titleId, showPrevious, showNext, goToMonth }: CalendarHeadProps) {
  const { t, lang } = useWidgetText();
  return (
    <div className="tb-calendar__head">
      {showPrevious ? (
        <button type="button" className="tb-icon-button" aria-label={t('calendar.previousMonth')} onClick={() => goToMonth(previousMonth(month))}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span className="tb-icon-button tb-icon-button--placeholder" aria-hidden="true" />
      )}
      <h3 id={titleId} className="tb-calendar__title" aria-live="polite">
        {formatMonthTitle(month, lang)}
      </h3>
      {showNext ? (
        <button type="button" className="tb-icon-button" aria-label={t('calendar.nextMonth')} onClick={() => goToMonth(nextMonth(month))}>
          <span aria-hidden="true">›</span>
        </button>
      ) : (
        <span className="tb-icon-button tb-icon-button--placeholder" aria-hidden="true" />
      )}
    </div>
  );
}
