import { useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { PaymentMethod } from '../../../api-client/contract/payment.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { noteAlipayTrip } from './alipay-trip.ts';
import { useWechatPay } from './use-wechat-pay.ts';
import { wechatWayHere, type WechatWay } from './wechat-way.ts';

export interface PaymentAttemptNeeds {
  code: string;
  onPaid: () => void;
  leavePage: (url: string) => void;
  /** Given by a test or story; otherwise found from the browser at the tap. */
  wechatWay?: WechatWay;
  jsapiOffered: boolean;
}

/** Where the guest's tap on a method has led: paying, refused, held back by PayPal, or on to WeChat. */
export function usePaymentAttempt({ code, onPaid, leavePage, wechatWay, jsapiOffered }: PaymentAttemptNeeds) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  /** PayPal holds the payment back for now: nothing more to pay; the restaurant e-mails the guest. */
  const [pending, setPending] = useState(false);
  const fail = (failure: unknown, fallback = t('payment.failed')) =>
    setError(isApiError(failure) ? errorText(t, failure.error, fallback) : fallback);
  const wayHere = () => wechatWay ?? wechatWayHere(jsapiOffered);
  const wechat = useWechatPay({ code, onPaid, leavePage, wayHere, setBusy, setError, fail });

  const startAlipay = async () => {
    setBusy('alipay');
    setError(null);
    try {
      const mobile = typeof matchMedia === 'function' && matchMedia('(max-width: 640px)').matches;
      const { url } = await api.alipayCreate({ code, device: mobile ? 'mobile' : 'desktop', lang });
      noteAlipayTrip(code);
      leavePage(url);
    } catch (failure) {
      fail(failure);
      setBusy(null);
    }
  };

  const paypal = {
    onPending: () => {
      setError(null);
      setPending(true);
    },
    onBusy: (paying: boolean) => {
      if (paying) setError(null);
      setBusy(paying ? 'paypal' : null);
    },
    onError: (failure: unknown) => fail(failure, t('payment.paypalFailed')),
  };
  return { error, busy, pending, wechat, startAlipay, paypal };
}
