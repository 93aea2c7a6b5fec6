import { useEffect, useRef } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';

export interface PaypalButtonProps {
  clientId: string;
  code: string;
  /** True from the order's creation until it is captured, cancelled or failed. */
  onBusy: (paying: boolean) => void;
  onPaid: () => void;
  /** PayPal took the payment but holds it back for now: the booking is confirmed by e-mail later. */
  onPending: () => void;
  onError: (failure: unknown) => void;
}

/**
 * PayPal's own button, through @paypal/paypal-js (loaded only here, and only when PayPal is real):
 * create the order on our server, let the guest approve, capture on our server.
 */
export default function PaypalButton({ clientId, code, onBusy, onPaid, onPending, onError }: PaypalButtonProps) {
  const { api } = useWidget();
  const { lang } = useWidgetText();
  const container = useRef<HTMLDivElement>(null);
  const callbacks = useRef({ onBusy, onPaid, onPending, onError });
  callbacks.current = { onBusy, onPaid, onPending, onError };

  useEffect(() => {
    let closed = false;
    let close: (() => Promise<void>) | undefined;
    let refusedShown = false;
    (async () => {
      const { loadScript } = await import('@paypal/paypal-js');
      const paypal = await loadScript({ clientId, currency: 'USD', locale: lang === 'zh' ? 'zh_CN' : 'en_US' });
      if (closed || !paypal?.Buttons || !container.current) return;
      const buttons = paypal.Buttons({
        createOrder: async () => {
          callbacks.current.onBusy(true);
          refusedShown = false;
          try {
            return (await api.paypalCreate({ code, lang })).id;
          } catch (failure) {
            // Our server's refusal (too many attempts, not this browser's booking) is shown from
            // here: the SDK passes it on to onError only as a bare Error without its key.
            refusedShown = true;
            callbacks.current.onBusy(false);
            callbacks.current.onError(failure);
            throw failure;
          }
        },
        onApprove: async (data, actions) => {
          let restarted = false;
          // Caught here rather than left to the SDK, which would hand onError a bare Error.
          try {
            const capture = await api.paypalCapture({ oid: data.orderID, code });
            if (capture.status === 'COMPLETED') callbacks.current.onPaid();
            else if (capture.status === 'PENDING') callbacks.current.onPending();
            else if (capture.status === 'INSTRUMENT_DECLINED') {
              // As PayPal recommends: its window opens again on the same order, for the guest to
              // choose another card or account; the guest is still paying meanwhile.
              restarted = true;
              actions.restart();
            } else callbacks.current.onError(null);
          } catch (failure) {
            callbacks.current.onError(failure);
          } finally {
            if (!restarted) callbacks.current.onBusy(false);
          }
        },
        // SPEC §4: cancelling clears the paying state, with no message.
        onCancel: () => callbacks.current.onBusy(false),
        onError: (failure) => {
          callbacks.current.onBusy(false);
          if (!refusedShown) callbacks.current.onError(failure);
        },
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
