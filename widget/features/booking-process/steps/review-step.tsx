import { lazy, Suspense, useEffect, useState } from 'react';
import type { Booking } from '../../../../api-client/contract/booking.ts';
import { useWidgetText } from '../../../app/widget-context.tsx';
import { useRestaurantText } from '../../../app/use-restaurant-card.ts';
import { Modal } from '../../../components/modal.tsx';
import { Spinner } from '../../../components/spinner.tsx';
import { SummaryList } from '../../../components/summary-list.tsx';
import { depositFen } from '../../../../api-client/rules/deposit.ts';
import { formatRmb } from '../../../rules/money.ts';
import { ImportantNotes } from '../important-notes.tsx';
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
  const [notesOpen, setNotesOpen] = useState(false);
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
      <label className="tb-terms">
        <input
          type="checkbox"
          checked={accepted}
          onChange={(event) => {
            setAccepted(event.target.checked);
            if (event.target.checked) setNotesOpen(true);
          }}
        />{' '}
        {t('review.terms')}
      </label>
      {notesOpen && (
        <Modal title={t('notes.heading')} closeLabel={t('common.close')} onClose={() => setNotesOpen(false)}>
          <ImportantNotes inDialog />
        </Modal>
      )}
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
