import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createAlipayProvider, type AlipayProvider } from './alipay-provider.ts';
import { closeDemoOrder, createDemoOrder, demoOrderState, findDemoOrder, payDemoOrder, refundDemoOrder } from './demo-ledger.ts';
import type { PaymentProvider } from './provider.ts';
import { OAUTH_CODE } from './wechat-oauth.ts';
import type { WechatProvider } from './wechat-provider.ts';
import { jsapiPayParams } from './wechat-signing.ts';

/**
 * The offline stand-ins used when a method has no credentials. They keep their orders in
 * demo_gateway_orders and are reached only through our own demo pages (server/routes/demo-pay.ts),
 * which answer 404 as soon as the method has real credentials.
 */

/** Demo Alipay's two key pairs: ours (signs the gateway URL) and the demo "Alipay" one (signs notify and return). */
export interface DemoAlipayKeys {
  appPrivateKey: KeyObject;
  appPublicKey: KeyObject;
  alipayPrivateKey: KeyObject;
  alipayPublicKey: KeyObject;
}

export const DEMO_ALIPAY_APP_ID = '2021000000000000';
export const DEMO_ALIPAY_SELLER_ID = '2088000000000000';

/** Made once per process, in memory: a demo payment never outlives the process that started it. */
export function demoAlipayKeys(): DemoAlipayKeys {
  const app = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const alipay = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { appPrivateKey: app.privateKey, appPublicKey: app.publicKey, alipayPrivateKey: alipay.privateKey, alipayPublicKey: alipay.publicKey };
}

/** Demo PayPal: create and capture; the widget's labelled demo button stands for approval. */
export function createDemoPaypal(db: Database, clock: Clock): PaymentProvider {
  return {
    method: 'paypal',
    demo: true,
    async createOrder(order) {
      const orderId = `DEMO-${randomBytes(8).toString('hex').toUpperCase()}`;
      await createDemoOrder(db, { id: orderId, method: 'paypal', outTradeNo: order.attemptId, amountMinor: order.amountMinor, currency: order.currency }, clock.now());
      return { orderId };
    },
    async queryOrder(ref) {
      return demoOrderState(ref.orderId ? await findDemoOrder(db, ref.orderId) : null, ref.orderId ?? undefined);
    },
    async capture(ref) {
      if (!ref.orderId) return { state: 'closed', providerStatus: 'NOT_FOUND' };
      return demoOrderState(await payDemoOrder(db, ref.orderId, clock.now()), ref.orderId);
    },
    refund: (request) => refundDemoOrder(db, request, clock.now()),
    queryRefund: (request) => refundDemoOrder(db, request, clock.now()),
  };
}

export const DEMO_WECHAT_APPID = 'wxd0000000demo0000';
/** How long a demo OAuth code may be exchanged, as WeChat's: five minutes, once. */
const DEMO_OAUTH_CODE_MS = 5 * 60_000;

/**
 * The demo WeChat gateway's secrets, in memory for one process: the "merchant" key that signs the
 * JSAPI paySign (checked by the demo bridge's Pay as WeChat checks it) and the OAuth codes it gave.
 */
export interface DemoWechatGateway {
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  /** The demo authorize page's silent answer: a one-time code for a new demo payer. */
  issueOauthCode(): string;
}

/**
 * Demo WeChat: the QR encodes our own demo page; inside WeChat a demo OAuth hop gives a demo
 * openid and the demo bridge (/demo-pay/wechat/bridge.js) pays a JSAPI order; in another phone
 * browser the H5 "cashier" is our own demo page. Tapping Pay on any of them pays.
 */
export function createDemoWechat(db: Database, clock: Clock, publicUrl: string): { provider: WechatProvider; gateway: DemoWechatGateway } {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const codes = new Map<string, { openid: string; expires: number }>();
  const gateway: DemoWechatGateway = {
    merchantPrivateKey: merchant.privateKey,
    merchantPublicKey: merchant.publicKey,
    issueOauthCode() {
      const now = clock.now().getTime();
      for (const [code, issued] of codes) if (issued.expires <= now) codes.delete(code);
      const code = `DEMO${randomBytes(12).toString('hex')}`;
      codes.set(code, { openid: `oDEMO${randomBytes(12).toString('base64url')}`, expires: now + DEMO_OAUTH_CODE_MS });
      return code;
    },
  };
  const provider: WechatProvider = {
    method: 'wechat',
    demo: true,
    async createOrder(order) {
      const channel = order.wechat?.channel ?? 'native';
      await createDemoOrder(db, { id: order.attemptId, method: 'wechat', outTradeNo: order.attemptId, amountMinor: order.amountMinor, currency: order.currency }, clock.now());
      if (channel === 'jsapi') return { prepayId: `wxdemo${order.attemptId}` };
      if (channel === 'h5') return { h5Url: `${publicUrl}/demo-pay/wechat/h5/${order.attemptId}` };
      return { codeUrl: `${publicUrl}/demo-pay/wechat/${order.attemptId}` };
    },
    async queryOrder(ref) {
      return demoOrderState(await findDemoOrder(db, ref.attemptId));
    },
    closeOrder: (ref) => closeDemoOrder(db, ref.attemptId),
    refund: (request) => refundDemoOrder(db, request, clock.now()),
    queryRefund: (request) => refundDemoOrder(db, request, clock.now()),
    jsapiPayParams: (prepayId) =>
      jsapiPayParams(merchant.privateKey, { appId: DEMO_WECHAT_APPID, prepayId, timestamp: Math.floor(clock.now().getTime() / 1000) }),
    oauth: {
      authorizeUrl: (redirectUri, state) =>
        `${publicUrl}/demo-pay/wechat/oauth?${new URLSearchParams({ appid: DEMO_WECHAT_APPID, redirect_uri: redirectUri, state }).toString()}`,
      async openidFor(code) {
        const issued = OAUTH_CODE.test(code) ? codes.get(code) : undefined;
        codes.delete(code);
        if (!issued || issued.expires <= clock.now().getTime()) throw new Error('demo OAuth code unknown or expired');
        return issued.openid;
      },
    },
  };
  return { provider, gateway };
}

/**
 * Demo Alipay: the real Alipay adapter (same RSA2 signing and verification) pointed at our own
 * demo gateway page and demo keys; only the trade query reads the demo ledger directly.
 */
export function createDemoAlipay(db: Database, clock: Clock, publicUrl: string, keys: DemoAlipayKeys): AlipayProvider {
  const real = createAlipayProvider(
    {
      gateway: `${publicUrl}/demo-pay/alipay/gateway.do`,
      appId: DEMO_ALIPAY_APP_ID,
      privateKey: keys.appPrivateKey,
      alipayPublicKey: keys.alipayPublicKey,
      sellerId: DEMO_ALIPAY_SELLER_ID,
      notifyUrl: `${publicUrl}/api/notify/alipay`,
      returnUrl: `${publicUrl}/booking_result`,
      quitUrl: `${publicUrl}/booking_process`,
      demo: true,
    },
    clock,
  );
  return {
    ...real,
    queryOrder: async (ref) => demoOrderState(await findDemoOrder(db, ref.attemptId)),
    closeOrder: (ref) => closeDemoOrder(db, ref.attemptId),
    refund: (request) => refundDemoOrder(db, request, clock.now()),
    queryRefund: (request) => refundDemoOrder(db, request, clock.now()),
  };
}
