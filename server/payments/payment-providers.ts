import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createAlipayProvider, type AlipayProvider } from './alipay-provider.ts';
import { createDemoAlipay, createDemoPaypal, createDemoWechat, demoAlipayKeys, type DemoAlipayKeys } from './demo-providers.ts';
import { loadPrivateKey, loadPublicKey } from './keys.ts';
import { createPaypalProvider } from './paypal-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createWechatProvider } from './wechat-provider.ts';

export interface PaymentProviders {
  wechat?: PaymentProvider;
  alipay?: AlipayProvider;
  paypal?: PaymentProvider;
  /** Present only while demo Alipay is in use. */
  demoAlipayKeys?: DemoAlipayKeys;
}

/** All of a method's settings, or none of them: half a configuration stops the server. */
function complete(method: PaymentMethod, settings: Record<string, string | undefined>): boolean {
  const missing = Object.entries(settings).filter(([, value]) => !value).map(([name]) => name);
  if (missing.length === Object.keys(settings).length) return false;
  if (missing.length > 0) throw new Error(`${method} payments are half configured: set ${missing.join(', ')} too (docs/payments.md)`);
  return true;
}

/**
 * Each method gets its real adapter when its credentials are set; otherwise, with
 * PAYMENT_DEMO=auto, the offline demo stands in, and with PAYMENT_DEMO=off it is not offered.
 * So the demo can never run for a method that has credentials.
 */
export function paymentProviders(config: Config, db: Database, clock: Clock): PaymentProviders {
  const base = config.PUBLIC_URL.replace(/\/$/, '');
  const demo = config.PAYMENT_DEMO === 'auto';
  const providers: PaymentProviders = {};

  if (complete('paypal', { PAYPAL_CLIENT_ID: config.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: config.PAYPAL_CLIENT_SECRET })) {
    providers.paypal = createPaypalProvider(
      {
        baseUrl: config.PAYPAL_API_BASE.replace(/\/$/, ''),
        clientId: config.PAYPAL_CLIENT_ID!,
        clientSecret: config.PAYPAL_CLIENT_SECRET!,
        ...(config.PAYPAL_WEBHOOK_ID ? { webhookId: config.PAYPAL_WEBHOOK_ID } : {}),
      },
      clock,
    );
  } else if (demo) providers.paypal = createDemoPaypal(db, clock);

  const wechat = {
    WECHAT_APPID: config.WECHAT_APPID,
    WECHAT_MCHID: config.WECHAT_MCHID,
    WECHAT_MERCHANT_SERIAL: config.WECHAT_MERCHANT_SERIAL,
    WECHAT_MERCHANT_PRIVATE_KEY: config.WECHAT_MERCHANT_PRIVATE_KEY,
    WECHAT_PLATFORM_PUBLIC_KEY: config.WECHAT_PLATFORM_PUBLIC_KEY,
    WECHAT_PLATFORM_SERIAL: config.WECHAT_PLATFORM_SERIAL,
    WECHAT_APIV3_KEY: config.WECHAT_APIV3_KEY,
  };
  if (complete('wechat', wechat)) {
    providers.wechat = createWechatProvider(
      {
        baseUrl: config.WECHAT_API_BASE.replace(/\/$/, ''),
        appid: wechat.WECHAT_APPID!,
        mchid: wechat.WECHAT_MCHID!,
        merchantSerial: wechat.WECHAT_MERCHANT_SERIAL!,
        merchantKey: loadPrivateKey(wechat.WECHAT_MERCHANT_PRIVATE_KEY!),
        platformKey: loadPublicKey(wechat.WECHAT_PLATFORM_PUBLIC_KEY!),
        platformSerial: wechat.WECHAT_PLATFORM_SERIAL!,
        apiV3Key: wechat.WECHAT_APIV3_KEY!,
        notifyUrl: `${base}/api/notify/wechat`,
      },
      clock,
    );
  } else if (demo) providers.wechat = createDemoWechat(db, clock, base);

  const alipay = { ALIPAY_APP_ID: config.ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY: config.ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY: config.ALIPAY_PUBLIC_KEY };
  if (complete('alipay', alipay)) {
    providers.alipay = createAlipayProvider(
      {
        gateway: config.ALIPAY_GATEWAY,
        appId: alipay.ALIPAY_APP_ID!,
        privateKey: loadPrivateKey(alipay.ALIPAY_PRIVATE_KEY!),
        alipayPublicKey: loadPublicKey(alipay.ALIPAY_PUBLIC_KEY!),
        ...(config.ALIPAY_SELLER_ID ? { sellerId: config.ALIPAY_SELLER_ID } : {}),
        notifyUrl: `${base}/api/notify/alipay`,
        returnUrl: `${base}/booking_result`,
        quitUrl: `${base}/booking`,
      },
      clock,
    );
  } else if (demo) {
    providers.demoAlipayKeys = demoAlipayKeys();
    providers.alipay = createDemoAlipay(db, clock, base, providers.demoAlipayKeys);
  }
  return providers;
}
