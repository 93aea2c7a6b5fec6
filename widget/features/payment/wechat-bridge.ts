import type { JsapiPayParams } from '../../../api-client/contract/payment.ts';

/**
 * WeixinJSBridge, which WeChat's own browser injects into every page (no script of WeChat's is
 * loaded). The demo serves a stand-in from our origin; it is loaded only when the server says the
 * payment is the demo's and the page has no bridge.
 */
export interface WeixinBridge {
  invoke(name: string, params: Record<string, string>, callback: (answer: { err_msg?: string }) => void): void;
}

declare global {
  interface Window {
    WeixinJSBridge?: WeixinBridge;
  }
}

/** How long to wait for WeChat to inject the bridge (WeixinJSBridgeReady) or for the demo's to load. */
const BRIDGE_WAIT_MS = 10_000;

export function wechatBridge(demoBridgeUrl?: string, waitMs = BRIDGE_WAIT_MS): Promise<WeixinBridge | null> {
  if (window.WeixinJSBridge) return Promise.resolve(window.WeixinJSBridge);
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      document.removeEventListener('WeixinJSBridgeReady', done);
      resolve(window.WeixinJSBridge ?? null);
    };
    const timer = setTimeout(done, waitMs);
    document.addEventListener('WeixinJSBridgeReady', done);
    if (demoBridgeUrl) {
      const script = document.createElement('script');
      script.src = demoBridgeUrl;
      script.onload = done;
      script.onerror = done;
      document.head.append(script);
    }
  });
}

export type BridgeOutcome = 'ok' | 'cancel' | 'fail';

/** Asks WeChat to pay; its answer only says what the guest did, never that we were paid (check_wx does). */
export function payWithBridge(bridge: WeixinBridge, pay: JsapiPayParams): Promise<BridgeOutcome> {
  return new Promise((resolve) => {
    try {
      bridge.invoke('getBrandWCPayRequest', { ...pay }, (answer) => {
        const outcome = answer?.err_msg?.split(':')[1];
        resolve(outcome === 'ok' ? 'ok' : outcome === 'cancel' ? 'cancel' : 'fail');
      });
    } catch {
      resolve('fail');
    }
  });
}
