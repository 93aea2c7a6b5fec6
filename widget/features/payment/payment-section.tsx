import type { ReactNode } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';

/** The payment options' frame, the same whichever way the guest is paying. */
export function PaymentSection({ children }: { children: ReactNode }) {
  const { t } = useWidgetText();
  return (
    <section className="tb-payment" aria-label={t('review.paymentOptions')}>
      <h3>{t('review.paymentOptions')}</h3>
      {children}
    </section>
  );
}
