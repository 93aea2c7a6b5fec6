import { useWidget, useWidgetText } from '../../../app/widget-context.tsx';
import { googleCalendarUrl, icsDataUrl, outlookCalendarUrl, type VisitEvent } from './calendar-event.ts';

/** The visit for the guest's calendar: an .ics file made here in the browser, or a calendar site. */
export function AddToCalendar({ event }: { event: VisitEvent }) {
  const { now } = useWidget();
  const { t } = useWidgetText();
  return (
    <section aria-labelledby="tb-add-to-calendar">
      <h3 id="tb-add-to-calendar">{t('confirmation.calendar')}</h3>
      <div className="tb-calendar-links">
        <a className="tb-button tb-button--primary" href={icsDataUrl(event, now())} download={`booking-${event.code}.ics`}>
          {t('confirmation.ics')}
        </a>
        <a className="tb-button tb-button--quiet" href={googleCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {t('confirmation.google')}
        </a>
        <a className="tb-button tb-button--quiet" href={outlookCalendarUrl(event)} target="_blank" rel="noopener noreferrer">
          {t('confirmation.outlook')}
        </a>
      </div>
    </section>
  );
}
