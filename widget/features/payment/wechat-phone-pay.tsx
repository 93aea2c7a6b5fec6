import { useRef } from 'react';
import { useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import type { PhonePayCallbacks, PhonePayStart } from './phone-pay-stage.ts';
import { useJsapiPay } from './use-jsapi-pay.ts';
import { useWechatPaidCheck } from './use-wechat-paid-check.ts';

export { H5_RETURN_CHECKS, JSAPI_PATIENT_CHECKS, type PhonePayStart } from './phone-pay-stage.ts';

export interface WechatPhonePayProps extends PhonePayCallbacks {
  code: string;
  start: PhonePayStart;
}

/**
 * WeChat Pay on the guest's phone: JSAPI inside WeChat (the OAuth hop when needed, then
 * WeixinJSBridge's pay sheet) and the return from the H5 cashier. Paid only once check_wx says
 * SUCCESS, whatever the bridge answered.
 */
export default function WechatPhonePay({ code, start, onPaid, onDone, leavePage }: WechatPhonePayProps) {
  const { t } = useWidgetText();
  const callbacks = useRef({ onPaid, onDone, leavePage });
  callbacks.current = { onPaid, onDone, leavePage };
  const stage = useJsapiPay(code, start, callbacks);
  const slow = useWechatPaidCheck(code, stage, callbacks);

  const label = stage === 'opening' ? t('wechatPay.opening') : stage === 'waiting' ? t('wechatPay.confirming') : t('wechatPay.returning');
  return (
    <div className="tb-wechat-phone">
      <Spinner label={label} visibleLabel />
      {stage !== 'opening' && (
        <p className="tb-hint">{t(stage === 'returning' ? 'wechatPay.returningHint' : slow ? 'wechatPay.slowHint' : 'wechatPay.confirmingHint')}</p>
      )}
      {(stage === 'returning' || slow) && (
        <button
          type="button"
          className="tb-button tb-button--quiet"
          onClick={() => callbacks.current.onDone({ text: t(stage === 'returning' ? 'wechatPay.notCompleted' : 'wechatPay.confirmLater') })}
        >
          {t('wechatPay.backToOptions')}
        </button>
      )}
    </div>
  );
}
