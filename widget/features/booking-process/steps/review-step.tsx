import { lazy, Suspense, useEffect, useState } from 'react';
import type { Booking } from '../../../../api-client/contract/booking.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { useRestaurantText } from '../../../app/use-restaurant-card.ts';
import { Spinner } from '../../../components/spinner.tsx';
import { SummaryList } from '../../../components/summary-list.tsx';
import { depositFen } from '../../../../api-client/rules/deposit.ts';
import { formatRmb } from '../../../rules/money.ts';
import { TermsAcceptance } from './terms-acceptance.tsx';
import { returningFromWechat } from '../../payment/wechat-way.ts';
import { forgetAlipayTrip, wentToAlipay } from '../../payment/alipay-trip.ts';
import { reviewRows } from './review-rows.ts';
import { StepFrame } from './step-frame.tsx';

const PaymentPanel = lazy(() => import('../../payment/payment-panel.tsx'));

/** A text the restaurant wrote, a paragraph a line. */
const paragraphs = (text: string) => text.split('\n').filter((line) => line.trim() !== '').map((line, index) => <p key={index}>{line}</p>);

/** Step 4: everything the guest entered, the deposit, the policy, the terms, then payment. */
export function ReviewStep({ booking, onPaid, onBack }: { booking: Booking; onPaid: () => void; onBack?: () => void }) {
  const text = useWidgetText();
  const { t, lang } = text;
  // Back unpaid from Alipay's cashier: said once, above the payment options.
  const [backFromAlipay] = useState(() => wentToAlipay(booking.code));
  useEffect(() => forgetAlipayTrip(booking.code), [booking.code]);
  // Back from a WeChat hop (H5 cashier, OAuth) or Alipay, the guest had accepted the terms to get there.
  const [accepted, setAccepted] = useState(() => backFromAlipay || returningFromWechat());
  const deposit = formatRmb(depositFen(booking.price_fen, booking.pax), lang);
  const rows = reviewRows(booking, deposit, text);
  const local = (booking.country ?? '86') === '86';
  const policy = useRestaurantText(local ? 'deposit_policy' : 'deposit_policy_international');

  return (
    <StepFrame step={4} onBack={onBack}>
      <SummaryList rows={rows} />
      {policy && (
        <aside className="tb-policy" aria-label={t('review.policyTitle')}>
          <h3>{t('review.policyTitle')}</h3>
          {paragraphs(policy)}
        </aside>
      )}
      <TermsAcceptance accepted={accepted} onAccepted={setAccepted} />
      {backFromAlipay && (
        <p className="tb-notice" role="status">
          {t('payment.alipayNotPaid')}
        </p>
      )}
      {accepted && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <PaymentPanel code={booking.code} depositText={deposit} depositFen={depositFen(booking.price_fen, booking.pax)} perGuest={{ fen: booking.price_fen, pax: booking.pax }} onPaid={onPaid} />
        </Suspense>
      )}
    </StepFrame>
  );
}
