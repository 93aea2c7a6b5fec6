import { useEffect, useRef, useState } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import { Spinner } from '../../components/spinner.tsx';
import { payWithBridge, wechatBridge } from './wechat-bridge.ts';
import { WECHAT_POLL_MS } from './wechat-overlay.tsx';

/** Back from WeChat's H5 cashier and still not paid after this many checks: it was not completed. */
export const H5_RETURN_CHECKS = 5;
/**
 * The pay sheet said paid but WeChat has not confirmed after this many checks (a minute): the
 * guest may go back rather than wait on a spinner; the notification still confirms the booking.
 */
export const JSAPI_PATIENT_CHECKS = 20;

export type PhonePayStart =
  /**
   * Pay inside WeChat (JSAPI); `resumed` when back from the OAuth hop, which is not made twice;
   * `claim` when the hop's return handed this browser one (it had no session cookie).
   */
  | { kind: 'jsapi'; resumed: boolean; claim?: string }
  /** Back from WeChat's H5 cashier: only check_wx says whether it was paid. */
  | { kind: 'h5-returning' };

export interface WechatPhonePayProps {
  code: string;
  start: PhonePayStart;
  onPaid: () => void;
  /** Back to the payment options, with what to tell the guest (cancelled, not completed, an error). */
  onDone: (notice: { text: string; error?: boolean }) => void;
  /** Top-level navigation (the OAuth hop); tests pass their own. */
  leavePage: (url: string) => void;
}

type Stage = 'opening' | 'waiting' | 'returning';

/**
 * WeChat Pay on the guest's phone: JSAPI inside WeChat (the OAuth hop when needed, then
 * WeixinJSBridge's pay sheet) and the return from the H5 cashier. Paid only once check_wx says
 * SUCCESS, whatever the bridge answered.
 */
export default function WechatPhonePay({ code, start, onPaid, onDone, leavePage }: WechatPhonePayProps) {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const [stage, setStage] = useState<Stage>(start.kind === 'jsapi' ? 'opening' : 'returning');
  const [slow, setSlow] = useState(false);
  const callbacks = useRef({ onPaid, onDone, leavePage });
  callbacks.current = { onPaid, onDone, leavePage };
  const resumed = start.kind === 'jsapi' && start.resumed;

  useEffect(() => {
    if (start.kind !== 'jsapi') return;
    let live = true;
    const done = (text: string, error = false) => live && callbacks.current.onDone({ text, error });
    (async () => {
      const claim = start.claim;
      const answer = await api.wpayJsapi({ code, lang, return_url: location.href, ...(claim ? { oauth_claim: claim } : {}) });
      if (!live) return;
      if ('code' in answer) return callbacks.current.onPaid();
      // Back from the hop without an openid: WeChat did not confirm the guest; never loop.
      if ('oauth_url' in answer) return resumed ? done(t('wechatPay.signInFailed'), true) : callbacks.current.leavePage(answer.oauth_url);
      const bridge = await wechatBridge(answer.demo_bridge);
      if (!live) return;
      if (!bridge) return done(t('wechatPay.bridgeMissing'), true);
      const outcome = await payWithBridge(bridge, answer.pay);
      if (outcome === 'cancel') return done(t('wechatPay.cancelled'));
      if (outcome === 'fail') return done(t('payment.failed'), true);
      if (live) setStage('waiting');
    })().catch(() => done(t('payment.failed'), true));
    return () => {
      live = false;
    };
    // Once per start: a new tap on WeChat Pay mounts this anew.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

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
  }, [api, code, stage, t]);

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
