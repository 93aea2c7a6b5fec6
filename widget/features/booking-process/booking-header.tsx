import type { Booking } from '../../../api-client/contract/booking.ts';
import { depositFen } from '../../../api-client/rules/deposit.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { formatVisitDate } from '../../rules/formats.ts';
import { formatRmb } from '../../rules/money.ts';

/**
 * Visit date, party size and time of the held booking, and its deposit. On a phone a compact band
 * above the steps (the deposit left to step 4); beside the flow on a wide screen, as its summary.
 */
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
      <div className="tb-flow-header__deposit">
        <dt>{t('flow.deposit')}</dt>
        <dd>{formatRmb(depositFen(booking.price_fen, booking.pax), lang)}</dd>
      </div>
    </dl>
  );
}
