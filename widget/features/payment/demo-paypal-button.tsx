import { useState } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { PaypalMark } from './payment-marks.tsx';

/** Stands in for PayPal's button when no PayPal account is configured: create, then capture. */
export function DemoPaypalButton({
  code,
  onPaid,
  onPending,
  onError,
}: {
  code: string;
  onPaid: () => void;
  onPending: () => void;
  onError: (failure: unknown) => void;
}) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const [paying, setPaying] = useState(false);
  const pay = async () => {
    setPaying(true);
    try {
      const order = await api.paypalCreate({ code, lang });
      const capture = await api.paypalCapture({ oid: order.id, code });
      if (capture.status === 'COMPLETED') onPaid();
      else if (capture.status === 'PENDING') onPending();
      else onError(null);
    } catch (failure) {
      onError(failure);
    } finally {
      setPaying(false);
    }
  };
  return (
    <button type="button" className="tb-button tb-pay tb-button--paypal" disabled={paying} onClick={pay}>
      <PaypalMark />
      {t('payment.paypal')} — {t('payment.demoPaypal')}
    </button>
  );
}
