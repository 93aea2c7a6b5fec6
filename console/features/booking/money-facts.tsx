import { useTranslation } from 'react-i18next';
import type { BookingDetails } from '../../../api-client/contract/staff-actions.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { currentLang } from '../../i18n/console-i18n.ts';
import { topupLine } from './move-outcome.ts';

/** A booking's money among its facts: what was paid, the top-ups still in play, and the refunds. */
export function MoneyFacts({ booking }: { booking: BookingDetails }) {
  const { t, i18n } = useTranslation();
  const lang = currentLang(i18n);
  const topups = booking.topups.map((topup) => topupLine(t, lang, topup)).filter((line): line is string => line !== null);
  return (
    <>
      <dt>{t('book.payments')}</dt>
      <dd>
        {booking.deposit_waived !== null && <span className="detail-line">{t('book.deposit_waived', { reason: booking.deposit_waived })}</span>}
        {booking.payments.length === 0
          ? booking.deposit_waived === null && t('book.no_payment')
          : booking.payments.map((payment) => (
              <span key={payment.provider_transaction_id} className="detail-line">
                {t('book.payment_line', { amount: formatMoney(payment.amount_minor, payment.currency, lang), method: t(`methods.${payment.method}`, { defaultValue: payment.method }) })}
              </span>
            ))}
      </dd>
      {topups.length > 0 && (
        <>
          <dt>{t('book.topups')}</dt>
          <dd>
            {topups.map((line) => (
              <span key={line} className="detail-line">
                {line}
              </span>
            ))}
          </dd>
        </>
      )}
      {booking.refunds.length > 0 && (
        <>
          <dt>{t('book.refunds')}</dt>
          <dd>
            {booking.refunds.map((refund) => (
              <span key={refund.id} className="detail-line">
                {t('book.refund_line', { amount: formatMoney(refund.amount_minor, refund.currency, lang), status: t(`book.refund_status.${refund.status}`) })}
              </span>
            ))}
          </dd>
        </>
      )}
    </>
  );
}
