import type { ListedBooking } from '../../../api-client/contract/my-bookings.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { formatInstantDate } from '../../rules/formats.ts';
import { formatRmb, formatUsd } from '../../rules/money.ts';

/** A booking's details shown on request: when it was placed, and how and what the deposit was paid. */
export function BookingDetails({ booking, id }: { booking: ListedBooking; id: string }) {
  const { t, lang } = useWidgetText();
  const transaction = booking.transaction;
  const amount = transaction
    ? transaction.currency === 'USD'
      ? formatUsd(transaction.amount, lang)
      : formatRmb(Math.round(transaction.amount * 100), lang)
    : formatRmb(booking.deposit_fen, lang);
  return (
    <dl id={id} className="tb-details">
      <div>
        <dt>{t('myBookings.placedOn')}</dt>
        <dd>{formatInstantDate(booking.paid_at ?? booking.created_at, lang)}</dd>
      </div>
      <div>
        <dt>{t('myBookings.depositMethod')}</dt>
        <dd>{transaction ? t(`myBookings.method.${transaction.payment_method}`, { defaultValue: transaction.payment_method }) : t('common.dash')}</dd>
      </div>
      <div>
        <dt>{t('myBookings.depositAmount')}</dt>
        <dd>{amount}</dd>
      </div>
    </dl>
  );
}
