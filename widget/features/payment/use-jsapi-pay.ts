import { useEffect, useState, type RefObject } from 'react';
import { useWidget, useWidgetText } from '../../app/widget-context.tsx';
import type { PhonePayCallbacks, PhonePayStage, PhonePayStart } from './phone-pay-stage.ts';
import { payWithBridge, wechatBridge } from './wechat-bridge.ts';

/**
 * Pay inside WeChat (JSAPI): the OAuth hop when needed, then WeixinJSBridge's pay sheet; the
 * stage turns to waiting once the sheet says paid. A return from the H5 cashier starts returning.
 */
export function useJsapiPay(code: string, start: PhonePayStart, callbacks: RefObject<PhonePayCallbacks>): PhonePayStage {
  const { api } = useWidget();
  const { t, lang } = useWidgetText();
  const [stage, setStage] = useState<PhonePayStage>(start.kind === 'jsapi' ? 'opening' : 'returning');
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

  return stage;
}
