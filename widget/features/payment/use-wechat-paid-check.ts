import { useEffect, useState, type RefObject } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { H5_RETURN_CHECKS, JSAPI_PATIENT_CHECKS, type PhonePayCallbacks, type PhonePayStage } from './phone-pay-stage.ts';
import { WECHAT_POLL_MS } from './wechat-overlay.tsx';

/** Asks check_wx until WeChat says paid or closed; true once the guest has waited long enough to be told. */
export function useWechatPaidCheck(code: string, stage: PhonePayStage, callbacks: RefObject<PhonePayCallbacks>): boolean {
  const { api } = useWidget();
  const { t } = useWidgetText();
  const [slow, setSlow] = useState(false);

  useEffect(() => {
    if (stage === 'opening') return;
    let checks = 0;
    const timer = setInterval(() => {
      checks += 1;
      const count = checks;
      api.checkWx(code).then(
        ({ status }) => {
          if (status === 'SUCCESS') callbacks.current.onPaid();
          else if (status === 'CLOSED') callbacks.current.onDone({ text: t('wechatPay.cancelled') });
          else if (stage === 'returning' && count >= H5_RETURN_CHECKS) callbacks.current.onDone({ text: t('wechatPay.notCompleted') });
          else if (stage === 'waiting' && count >= JSAPI_PATIENT_CHECKS) setSlow(true);
        },
        () => undefined, // SPEC §8: a failed check is only retried
      );
    }, WECHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [api, code, stage, t, callbacks]);

  return slow;
}
