import { lazy, Suspense, useId } from 'react';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { formatRmb } from '../../rules/money.ts';
import { PaymentMethods } from './payment-methods.tsx';
import { PaymentSection } from './payment-section.tsx';
import { PaymentStatus } from './payment-status.tsx';
import { usePaymentAttempt } from './use-payment-attempt.ts';
import type { WechatWay } from './wechat-way.ts';

const WechatOverlay = lazy(() => import('./wechat-overlay.tsx'));
const WechatPhonePay = lazy(() => import('./wechat-phone-pay.tsx'));

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

const assignLocation = (url: string) => window.location.assign(url);
/** An amount kept on one line (人民币 1,000.00 元 split at its spaces read as two numbers). */
const unbroken = (amount: string) => amount.replace(/ /g, '\u00a0');

/** The payment options the server offers; demo methods say so on screen. */
export default function PaymentPanel({ code, depositText, depositFen, perGuest, onPaid, leavePage = assignLocation, wechatWay }: PaymentPanelProps) {
  const { api, cache } = useWidget();
  const { t, lang } = useWidgetText();
  const options = useResource(cache, resources.paymentOptions(api));
  const totalId = useId();
  const jsapiOffered = options.status === 'ready' && options.value.wechat_jsapi === true;
  const { error, busy, pending, wechat, startAlipay, paypal } = usePaymentAttempt({ code, onPaid, leavePage, wechatWay, jsapiOffered });

  if (options.status === 'loading') return <Spinner label={t('common.loading')} />;
  if (options.status === 'error') return <p className="tb-error">{t('payment.failed')}</p>;
  const demoNotice = options.value.methods.some((method) => method.demo) && <p className="tb-notice">{t('payment.demoNotice')}</p>;
  if (wechat.phonePay)
    return (
      <PaymentSection>
        {demoNotice}
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WechatPhonePay code={code} start={wechat.phonePay} onPaid={onPaid} leavePage={leavePage} onDone={wechat.phonePayDone} />
        </Suspense>
      </PaymentSection>
    );
  if (pending)
    return (
      <PaymentSection>
        <p className="tb-notice" role="status">
          {t('payment.pending')}
        </p>
      </PaymentSection>
    );
  return (
    <PaymentSection>
      {demoNotice}
      {perGuest && (
        <p className="tb-payment__total" id={totalId}>
          {t('payment.total', { count: perGuest.pax, each: unbroken(formatRmb(perGuest.fen, lang)), total: unbroken(depositText) })}
        </p>
      )}
      <PaymentMethods
        options={options.value}
        code={code}
        depositFen={depositFen}
        describedBy={perGuest ? totalId : undefined}
        disabled={busy !== null}
        wechatButton={wechat.wechatButton}
        onWechat={wechat.startWechat}
        onAlipay={startAlipay}
        onPaid={onPaid}
        {...paypal}
      />
      <PaymentStatus busy={busy !== null} notice={wechat.wechatNotice} error={error} />
      {wechat.wechatUrl && (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <WechatOverlay code={code} codeUrl={wechat.wechatUrl.url} demo={wechat.wechatUrl.demo} depositText={depositText} onPaid={onPaid} onClose={wechat.closeOverlay} />
        </Suspense>
      )}
    </PaymentSection>
  );
}
