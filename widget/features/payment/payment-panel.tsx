import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { isApiError } from '../../../api-client/api-error.ts';
import type { PaymentMethod } from '../../../api-client/contract/payment.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { errorText } from '../../i18n/i18n-core.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { formatRmb } from '../../rules/money.ts';
import { usdCentsFor } from '../../../api-client/rules/paypal-amount.ts';
import { noteAlipayTrip } from './alipay-trip.ts';
import { DemoPaypalButton } from './demo-paypal-button.tsx';
import { AlipayMark, WechatMark } from './payment-marks.tsx';
import type { PhonePayStart } from './wechat-phone-pay.tsx';
import { takeWechatHop, wechatClaimInHash, wechatHopInHash, wechatWayHere, type WechatWay } from './wechat-way.ts';

const WechatOverlay = lazy(() => import('./wechat-overlay.tsx'));
const WechatPhonePay = lazy(() => import('./wechat-phone-pay.tsx'));
const PaypalButton = lazy(() => import('./paypal-button.tsx'));

export interface PaymentPanelProps {
  code: string;
  depositText: string;
  onPaid: () => void;
  /** The deposit in fen, to show on the PayPal option what PayPal will charge in USD. */
  depositFen?: number;
  /** The price a guest and the party, said above the buttons as the sum (RMB 500 × 2 guests = RMB 1,000). */
  perGuest?: { fen: number; pax: number };
  /** Sends the browser to the Alipay gateway; tests pass their own, as jsdom cannot navigate. */
  leavePage?: (url: string) => void;
  /** How WeChat Pay is paid here; found from the browser (wechat-way.ts) unless a test or story says. */
  wechatWay?: WechatWay;
}

/** Back from a WeChat hop (the hash names it): the H5 cashier's return is checked, JSAPI goes on. */
function phonePayOnReturn(): PhonePayStart | null {
  const hash = typeof location === 'undefined' ? '' : location.hash;
  const hop = wechatHopInHash(hash);
  if (hop === 'h5') return { kind: 'h5-returning' };
  const claim = wechatClaimInHash(hash);
  return hop === 'jsapi' ? { kind: 'jsapi', resumed: true, ...(claim ? { claim } : {}) } : null;
}

const assignLocation = (url: string) => window.location.assign(url);
/** An amount kept on one line (人民币 1,000.00 元 split at its spaces read as two numbers). */
const unbroken = (amount: string) => amount.replace(/ /g, '\u00a0');

/** The payment options the server offers; demo methods say so on screen. */
export default function PaymentPanel({ code, depositText, depositFen, perGuest, onPaid, leavePage = assignLocation, wechatWay }: PaymentPanelProps) {
  const { api, cache } = useWidget();
  const { t, lang } = useWidgetText();
  const options = useResource(cache, resources.paymentOptions(api));
  const [wechatUrl, setWechatUrl] = useState<{ url: string; demo: boolean } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<PaymentMethod | null>(null);
  /** PayPal holds the payment back for now: nothing more to pay; the restaurant e-mails the guest. */
  const [pending, setPending] = useState(false);
  const wechatButton = useRef<HTMLButtonElement>(null);
  const totalId = useId();
  const overlayShown = useRef(false);
  /** WeChat Pay on this phone under way (JSAPI, or back from the H5 cashier), and what it last told the guest. */
  const [phonePay, setPhonePay] = useState<PhonePayStart | null>(phonePayOnReturn);
  const [wechatNotice, setWechatNotice] = useState<string | null>(null);

  useEffect(() => {
    // Acted on once: a reload later shows the options, not the hop's state again.
    takeWechatHop();
  }, []);

  useEffect(() => {
    // The WeChat button is disabled while wpay answers and Chromium moves focus off a disabled
    // button, so the overlay cannot find its opener itself: give focus back here once it closes.
    if (wechatUrl) overlayShown.current = true;
    else if (overlayShown.current) {
      overlayShown.current = false;
      wechatButton.current?.focus();
    }
  }, [wechatUrl]);

  const fail = (failure: unknown, fallback = t('payment.failed')) =>
    setError(isApiError(failure) ? errorText(t, failure.error, fallback) : fallback);

  const startWechat = async () => {
    setBusy('wechat');
    setError(null);
    setWechatNotice(null);
    const way = wechatWay ?? wechatWayHere(options.status === 'ready' && options.value.wechat_jsapi === true);
    if (way === 'jsapi') {
      setBusy(null);
      setPhonePay({ kind: 'jsapi', resumed: false });
      return;
    }
    if (way === 'h5') {
      // WeChat's cashier, then back to this page (#tb-wxpay=h5), where check_wx tells the result.
      try {
        const answer = await api.wpayH5({ code, lang, return_url: location.href });
        if ('code' in answer) onPaid();
        else leavePage(answer.h5_url);
      } catch (failure) {
        fail(failure);
        setBusy(null);
      }
      return;
    }
    try {
      const answer = await api.wpay({ code, lang });
      if ('code' in answer) onPaid();
      else setWechatUrl({ url: answer.code_url, demo: answer.demo });
    } catch (failure) {
      fail(failure);
    } finally {
      setBusy(null);
    }
  };

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

  if (options.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (options.status === 'error') return <p className="tb-error">{t('payment.failed')}</p>;
  const { methods, paypal_client_id } = options.value;
  const anyDemo = methods.some((method) => method.demo);
  const paypalPending = () => {
    setError(null);
    setPending(true);
  };
  if (phonePay)
    return (
      <section className="tb-payment" aria-label={t('review.paymentOptions')}>
        <h3>{t('review.paymentOptions')}</h3>
        {anyDemo && <p className="tb-notice">{t('payment.demoNotice')}</p>}
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WechatPhonePay
            code={code}
            start={phonePay}
            onPaid={onPaid}
            leavePage={leavePage}
            onDone={(notice) => {
              setPhonePay(null);
              if (notice.error) setError(notice.text);
              else setWechatNotice(notice.text);
            }}
          />
        </Suspense>
      </section>
    );
  if (pending)
    return (
      <section className="tb-payment" aria-label={t('review.paymentOptions')}>
        <h3>{t('review.paymentOptions')}</h3>
        <p className="tb-notice" role="status">
          {t('payment.pending')}
        </p>
      </section>
    );
  return (
    <section className="tb-payment" aria-label={t('review.paymentOptions')}>
      <h3>{t('review.paymentOptions')}</h3>
      {anyDemo && <p className="tb-notice">{t('payment.demoNotice')}</p>}
      {perGuest && (
        <p className="tb-payment__total" id={totalId}>
          {t('payment.total', { count: perGuest.pax, each: unbroken(formatRmb(perGuest.fen, lang)), total: unbroken(depositText) })}
        </p>
      )}
      <div className="tb-payment__methods">
        {methods.map(({ method, demo }) => {
          if (method === 'wechat')
            return (
              <button key={method} ref={wechatButton} type="button" className="tb-button tb-pay tb-button--wechat" aria-describedby={perGuest ? totalId : undefined} disabled={busy !== null} onClick={startWechat}>
                <WechatMark />
                {t('payment.wechat')}
                {demo ? ` (${t('common.demo')})` : ''}
              </button>
            );
          if (method === 'alipay')
            return (
              <button key={method} type="button" className="tb-button tb-pay tb-button--alipay" aria-describedby={perGuest ? totalId : undefined} disabled={busy !== null} onClick={startAlipay}>
                <AlipayMark />
                {t('payment.alipay')}
                {demo ? ` (${t('common.demo')})` : ''}
              </button>
            );
          // The USD amount PayPal will charge, shown before paying.
          const paypalAmount = depositFen !== undefined && (
            <p className="tb-hint tb-payment__amount">
              {t('payment.paypalAmount', { amount: formatMoney(usdCentsFor(depositFen, options.value.usd_per_rmb), 'USD', lang) })}
            </p>
          );
          if (demo || !paypal_client_id)
            return (
              <div key={method} className="tb-payment__option">
                {paypalAmount}
                <DemoPaypalButton
                  code={code}
                  onPaid={onPaid}
                  onPending={paypalPending}
                  onError={(failure) => fail(failure, t('payment.paypalFailed'))}
                />
              </div>
            );
          return (
            <div key={method} className="tb-payment__option">
              {paypalAmount}
              <Suspense fallback={<Spinner label={t('common.loading')} />}>
                <PaypalButton
                  clientId={paypal_client_id}
                  code={code}
                  onBusy={(paying) => {
                    if (paying) setError(null);
                    setBusy(paying ? 'paypal' : null);
                  }}
                  onPaid={onPaid}
                  onPending={paypalPending}
                  onError={(failure) => fail(failure, t('payment.paypalFailed'))}
                />
              </Suspense>
            </div>
          );
        })}
      </div>
      {busy && <Spinner label={t('payment.paying')} />}
      {wechatNotice && (
        <p className="tb-notice" role="status">
          {wechatNotice}
        </p>
      )}
      {error && (
        <p className="tb-error" role="alert">
          {error}
        </p>
      )}
      {wechatUrl && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WechatOverlay code={code} codeUrl={wechatUrl.url} demo={wechatUrl.demo} depositText={depositText} onPaid={onPaid} onClose={() => setWechatUrl(null)} />
        </Suspense>
      )}
    </section>
  );
}
