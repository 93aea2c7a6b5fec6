import { useEffect, useRef } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';

/**
 * PayPal's own button, through @paypal/paypal-js (loaded only here, and only when PayPal is real):
 * create the order on our server, let the guest approve, capture on our server.
 */
export default function PaypalButton({ clientId, code, onPaid, onError }: { clientId: string; code: string; onPaid: () => void; onError: (failure: unknown) => void }) {
  const { api } = useWidget();
  const { lang } = useWidgetText();
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onPaid, onError });
  callbacks.current = { onPaid, onError };

  useEffect(() => {
    let closed = false;
    let close: (() => Promise<void>) | undefined;
    (async () => {
      const { loadScript } = await import('@paypal/paypal-js');
      const paypal = await loadScript({ clientId, currency: 'USD', locale: lang === 'zh' ? 'zh_CN' : 'en_US' });
      if (closed || !paypal?.Buttons || !container.current) return;
      const buttons = paypal.Buttons({
        createOrder: async () => (await api.paypalCreate({ code, lang })).id,
        onApprove: async (data) => {
          const capture = await api.paypalCapture({ oid: data.orderID, code });
          if (capture.status === 'COMPLETED') callbacks.current.onPaid();
          else callbacks.current.onError(null);
        },
        onError: (failure) => callbacks.current.onError(failure),
      });
      close = () => buttons.close();
      await buttons.render(container.current);
    })().catch((failure: unknown) => callbacks.current.onError(failure));
    return () => {
      closed = true;
      void close?.().catch(() => undefined);
    };
  }, [api, clientId, code, lang]);

  return <div ref={container} className="tb-paypal" />;
}
