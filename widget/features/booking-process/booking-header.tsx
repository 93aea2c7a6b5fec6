import type { Booking } from '../../../api-client/contract/booking.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { formatVisitDate } from '../../rules/formats.ts';

/** Visit date, party size and time of the held booking. */
export function BookingHeader({ booking }: { booking: Booking }) {
  const { t, lang } = useWidgetText();
  return (
    <dl className="tb-flow-header" aria-label={t('flow.headerLabel')}>
      <div>
        <dt>{t('flow.date')}</dt>
        <dd>{formatVisitDate(booking.booking_date, lang)}</dd>
      </div>
      <div>
        <dt>{t('flow.guests')}</dt>
        <dd>{booking.pax}</dd>
      </div>
      <div>
        <dt>{t('flow.time')}</dt>
        <dd>{booking.seating.timeslot.name}</dd>
      </div>
    </dl>
  );
}
