import { lazy, Suspense } from 'react';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { restaurantClock } from '../../../api-client/rules/restaurant-date.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { SummaryList, type SummaryRow } from '../../components/summary-list.tsx';
import { formatTimeslot, formatVisitDate } from '../../rules/formats.ts';
import { formatRmb } from '../../rules/money.ts';

const PaymentPanel = lazy(() => import('../payment/payment-panel.tsx'));

export type TopupDue = NonNullable<Booking['topup_due']>;

/**
 * A party the restaurant made larger, opened from the payment link: the extra guests' deposit,
 * until when the seats are held, and the usual payment options for that amount.
 */
export function TopupStep({ booking, due, onPaid }: { booking: Booking; due: TopupDue; onPaid: () => void }) {
  const { t, lang } = useWidgetText();
  const amount = formatRmb(due.amount_fen, lang);
  const until = restaurantClock(new Date(due.expires_at));
  const rows: SummaryRow[] = [
    [t('review.code'), booking.code, 'one-line'],
    [t('review.date'), formatVisitDate(booking.booking_date, lang), 'words'],
    [t('review.time'), formatTimeslot(booking.seating.timeslot.name), 'one-line'],
    [t('review.guests'), String(booking.pax)],
    [t('topup.amount'), amount, 'one-line'],
  ];
  return (
    <section className="tb-topup" aria-labelledby="tb-topup-title">
      <h2 id="tb-topup-title">{t('topup.title')}</h2>
      <p>{t('topup.intro', { before: due.pax_before, after: booking.pax, amount })}</p>
      <p>{t('topup.until', { until: `${formatVisitDate(until.date, lang)} ${until.time}`, before: due.pax_before })}</p>
      <SummaryList rows={rows} />
      <Suspense fallback={<Spinner label={t('common.loading')} />}>
        <PaymentPanel code={booking.code} depositText={amount} depositFen={due.amount_fen} onPaid={onPaid} />
      </Suspense>
    </section>
  );
}

export default TopupStep;
