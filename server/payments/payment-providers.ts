import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import { SettingsRefused, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import { createAlipayProvider, type AlipayProvider } from './alipay-provider.ts';
import { createDemoAlipay, createDemoPaypal, createDemoWechat, demoAlipayKeys, type DemoAlipayKeys, type DemoWechatGateway } from './demo-providers.ts';
import { loadPrivateKey, loadPublicKey } from './keys.ts';
import { createPaypalProvider } from './paypal-provider.ts';
import type { PaymentProvider } from './provider.ts';
import { createWechatProvider, type WechatProvider } from './wechat-provider.ts';
import { missingSettings, paymentCredentials } from '../production-readiness.ts';

export interface PaymentProviders {
  wechat?: WechatProvider;
  alipay?: AlipayProvider;
  paypal?: PaymentProvider;
  /** Present only while demo Alipay is in use. */
  demoAlipayKeys?: DemoAlipayKeys;
  /** Present only while demo WeChat is in use: its OAuth codes and the key its bridge checks paySign with. */
  demoWechat?: DemoWechatGateway;
}

/** Whether a method's pages of the offline demo gateway (/demo-pay/...) exist at all. */
export const hasDemoPages = (providers: PaymentProviders): boolean => Boolean(providers.wechat?.demo || providers.alipay?.demo);

/** What choosing each method's provider reads. */
interface ProviderChoice {
  config: Config;
  db: Database;
  clock: Clock;
  credentials: ReturnType<typeof paymentCredentials>;
}

/** All of a method's settings, or none of them: half a configuration stops the server. */
function complete({ credentials }: ProviderChoice, method: PaymentMethod): boolean {
  const missing = missingSettings(credentials[method]);
  if (missing.length === Object.keys(credentials[method]).length) return false;
  if (missing.length > 0) throw new SettingsRefused([`${method} payments are half configured: set ${missing.join(', ')} too (docs/payments.md)`]);
  return true;
}

function demo({ config }: ProviderChoice, method: PaymentMethod): boolean {
  if (config.PAYMENT_DEMO !== 'auto') return false;
  if (config.NODE_ENV === 'production') throw new SettingsRefused([`${method} has no credentials, and production never uses the demo`]);
  return true;
}

function choosePaypal(choice: ProviderChoice, providers: PaymentProviders): void {
  const { config, db, clock } = choice;
  if (complete(choice, 'paypal')) {
    providers.paypal = createPaypalProvider(
      {
        baseUrl: config.PAYPAL_API_BASE,
        clientId: config.PAYPAL_CLIENT_ID!,
        clientSecret: config.PAYPAL_CLIENT_SECRET!,
        ...(config.PAYPAL_WEBHOOK_ID ? { webhookId: config.PAYPAL_WEBHOOK_ID } : {}),
      },
      clock,
    );
  } else if (demo(choice, 'paypal')) providers.paypal = createDemoPaypal(db, clock);
}

function chooseWechat(choice: ProviderChoice, providers: PaymentProviders): void {
  const { config, db, clock } = choice;
  const base = config.PUBLIC_URL;
  const wechat = choice.credentials.wechat;
  if (complete(choice, 'wechat')) {
    providers.wechat = createWechatProvider(
      {
        baseUrl: config.WECHAT_API_BASE,
        appid: wechat.WECHAT_APPID!,
        mchid: wechat.WECHAT_MCHID!,
        merchantSerial: wechat.WECHAT_MERCHANT_SERIAL!,
        merchantKey: loadPrivateKey(wechat.WECHAT_MERCHANT_PRIVATE_KEY!),
        platformKey: loadPublicKey(wechat.WECHAT_PLATFORM_PUBLIC_KEY!),
        platformSerial: wechat.WECHAT_PLATFORM_SERIAL!,
        apiV3Key: wechat.WECHAT_APIV3_KEY!,
        notifyUrl: `${base}/api/notify/wechat`,
        ...(config.WECHAT_APPSECRET ? { appSecret: config.WECHAT_APPSECRET } : {}),
      },
      clock,
    );
  } else if (demo(choice, 'wechat')) {
    const demoWechat = createDemoWechat(db, clock, base);
    providers.wechat = demoWechat.provider;
    providers.demoWechat = demoWechat.gateway;
  }
}

function chooseAlipay(choice: ProviderChoice, providers: PaymentProviders): void {
  const { config, db, clock } = choice;
  const base = config.PUBLIC_URL;
  const alipay = choice.credentials.alipay;
  if (complete(choice, 'alipay')) {
    providers.alipay = createAlipayProvider(
      {
        gateway: config.ALIPAY_GATEWAY,
        appId: alipay.ALIPAY_APP_ID!,
        privateKey: loadPrivateKey(alipay.ALIPAY_PRIVATE_KEY!),
        alipayPublicKey: loadPublicKey(alipay.ALIPAY_PUBLIC_KEY!),
        ...(config.ALIPAY_SELLER_ID ? { sellerId: config.ALIPAY_SELLER_ID } : {}),
        notifyUrl: `${base}/api/notify/alipay`,
        returnUrl: `${base}/booking_result`,
        quitUrl: `${base}/booking_process`,
      },
      clock,
    );
  } else if (demo(choice, 'alipay')) {
    providers.demoAlipayKeys = demoAlipayKeys();
    providers.alipay = createDemoAlipay(db, clock, base, providers.demoAlipayKeys);
  }
}

/**
 * A method gets its real adapter when its credentials are set, else the offline demo under
 * PAYMENT_DEMO=auto, else none, so the demo never runs for a method with credentials. Production refuses
 * to start before a demo could be chosen (production-readiness.ts); this refuses too, should one be reached.
 */
export function paymentProviders(config: Config, db: Database, clock: Clock): PaymentProviders {
  const choice: ProviderChoice = { config, db, clock, credentials: paymentCredentials(config) };
  const providers: PaymentProviders = {};
  if (config.PAYMENT_METHODS.includes('paypal')) choosePaypal(choice, providers);
  if (config.PAYMENT_METHODS.includes('wechat')) chooseWechat(choice, providers);
  if (config.PAYMENT_METHODS.includes('alipay')) chooseAlipay(choice, providers);
  return providers;
}
