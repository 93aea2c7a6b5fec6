import { lazy, Suspense, type RefObject } from 'react';
import type { PaymentOptions } from '../../../api-client/contract/payment.ts';
import { formatMoney } from '../../../api-client/rules/glossary.ts';
import { usdCentsFor } from '../../../api-client/rules/paypal-amount.ts';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { DemoPaypalButton } from './demo-paypal-button.tsx';
import { AlipayMark, WechatMark } from './payment-marks.tsx';

const PaypalButton = lazy(() => import('./paypal-button.tsx'));

interface PaypalOptionProps {
  code: string;
  demo: boolean;
  clientId?: string;
  /** The deposit in fen and the restaurant's rate, to say what PayPal will charge in USD. */
  depositFen?: number;
  usdPerRmb: number;
  onPaid: () => void;
  onPending: () => void;
  onBusy: (paying: boolean) => void;
  onError: (failure: unknown) => void;
}

/** PayPal: its own buttons when the server gave a client id, the demo button otherwise. */
function PaypalOption({ code, demo, clientId, depositFen, usdPerRmb, onPaid, onPending, onBusy, onError }: PaypalOptionProps) {
  const { t, lang } = useWidgetText();
  // The USD amount PayPal will charge, shown before paying.
  const paypalAmount = depositFen !== undefined && (
    <p className="tb-hint tb-payment__amount">{t('payment.paypalAmount', { amount: formatMoney(usdCentsFor(depositFen, usdPerRmb), 'USD', lang) })}</p>
  );
  return (
    <div className="tb-payment__option">
      {paypalAmount}
      {demo || !clientId ? (
        <DemoPaypalButton code={code} onPaid={onPaid} onPending={onPending} onError={onError} />
      ) : (
        <Suspense fallback={<Spinner label={t('common.loading')} />}>
          <PaypalButton clientId={clientId} code={code} onBusy={onBusy} onPaid={onPaid} onPending={onPending} onError={onError} />
        </Suspense>
      )}
    </div>
  );
}

export interface PaymentMethodsProps extends Omit<PaypalOptionProps, 'demo' | 'clientId' | 'usdPerRmb'> {
  options: PaymentOptions;
  /** The sentence with the party's total, which every button's price refers to. */
  describedBy?: string;
  disabled: boolean;
  wechatButton: RefObject<HTMLButtonElement | null>;
  onWechat: () => void;
  onAlipay: () => void;
}

/** A button for each method the server offers, in its order; demo methods say so. */
export function PaymentMethods({ options, describedBy, disabled, wechatButton, onWechat, onAlipay, ...paypal }: PaymentMethodsProps) {
  const { t } = useWidgetText();
  const demoMark = (demo: boolean) => (demo ? t('punctuation.aside', { text: t('common.demo') }) : '');
  return (
    <div className="tb-payment__methods">
      {options.methods.map(({ method, demo }) => {
        if (method === 'wechat')
          return (
            <button key={method} ref={wechatButton} type="button" className="tb-button tb-pay tb-button--wechat" aria-describedby={describedBy} disabled={disabled} onClick={onWechat}>
              <WechatMark />
              {t('payment.wechat')}
              {demoMark(demo)}
            </button>
          );
        if (method === 'alipay')
          return (
            <button key={method} type="button" className="tb-button tb-pay tb-button--alipay" aria-describedby={describedBy} disabled={disabled} onClick={onAlipay}>
              <AlipayMark />
              {t('payment.alipay')}
              {demoMark(demo)}
            </button>
          );
        return <PaypalOption key={method} demo={demo} clientId={options.paypal_client_id} usdPerRmb={options.usd_per_rmb} {...paypal} />;
      })}
    </div>
  );
}
