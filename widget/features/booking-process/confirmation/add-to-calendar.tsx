import { useWidget, useWidgetText } from '../../../app/widget-context.tsx';
import { googleCalendarUrl, icsDataUrl, outlookCalendarUrl, type VisitEvent } from '../../../../api-client/rules/calendar-event.ts';
import { useRestaurantCard, useRestaurantPhone } from '../../../app/use-restaurant-card.ts';
import { formatTimeslot } from '../../../rules/formats.ts';

/** A booking as the event the guest's calendar gets, in the language in use. */
export function useVisitEvent(booking: { code: string; date: string; time: string; pax: number; revision: number }): VisitEvent & { revision: number } {
  const { card } = useRestaurantCard();
  const phone = useRestaurantPhone();
  const { t, lang } = useWidgetText();
  const restaurant = card ? (lang === 'zh' ? card.name_zh : card.name_en) : '';
  return {
    code: booking.code,
    date: booking.date,
    time: formatTimeslot(booking.time),
    durationMinutes: card?.hours.dining_minutes ?? 150,
    title: t('confirmation.eventTitle', { restaurant }).trim(),
    description: t('confirmation.eventDetails', { code: booking.code, guests: t('punctuation.labelValue', { label: t('review.guests'), value: booking.pax }), phone }),
    location: card ? (lang === 'zh' ? card.address_zh : card.address_en) : '',
    revision: booking.revision,
  };
}

/** The visit for the guest's calendar: an .ics file made here in the browser, or a calendar site. */
export function AddToCalendar({ event, headingId = 'tb-add-to-calendar' }: { event: VisitEvent & { revision: number }; headingId?: string }) {
  const { now } = useWidget();
  const { t } = useWidgetText();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('confirmation.calendar')}</h3>
      <div className="tb-calendar-links">
        <a className="tb-button tb-button--primary" href={icsDataUrl(event, now(), { sequence: event.revision })} download={`booking-${event.code}.ics`}>
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
