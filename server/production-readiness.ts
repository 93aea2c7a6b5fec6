import type { PaymentMethod } from '../api-client/contract/payment.ts';
import type { Config } from './config.ts';
import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES } from './messaging/sms-templates.ts';

/**
 * Every problem that stops a start, one line each, so an operator fixes them all in one go. Production
 * fails closed (ARCHITECTURE §6) on top of the every-mode checks; NODE_ENV only adds refusals, it never
 * changes what a setting means.
 */
export function startupProblems(config: Config): string[] {
  // The production checks include the every-mode ones, stricter (https for everything).
  return config.NODE_ENV === 'production' ? productionProblems(config) : settingsProblems(config);
}

/** Each method's credential settings: all of them make the method real, none of them the demo. */
export function paymentCredentials(config: Config): Record<PaymentMethod, Record<string, string | undefined>> {
  return {
    paypal: { PAYPAL_CLIENT_ID: config.PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET: config.PAYPAL_CLIENT_SECRET },
    wechat: {
      WECHAT_APPID: config.WECHAT_APPID,
      WECHAT_MCHID: config.WECHAT_MCHID,
      WECHAT_MERCHANT_SERIAL: config.WECHAT_MERCHANT_SERIAL,
      WECHAT_MERCHANT_PRIVATE_KEY: config.WECHAT_MERCHANT_PRIVATE_KEY,
      WECHAT_PLATFORM_PUBLIC_KEY: config.WECHAT_PLATFORM_PUBLIC_KEY,
      WECHAT_PLATFORM_SERIAL: config.WECHAT_PLATFORM_SERIAL,
      WECHAT_APIV3_KEY: config.WECHAT_APIV3_KEY,
    },
    alipay: { ALIPAY_APP_ID: config.ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY: config.ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY: config.ALIPAY_PUBLIC_KEY },
  };
}

export const missingSettings = (settings: Record<string, string | undefined>): string[] =>
  Object.entries(settings)
    .filter(([, value]) => !value)
    .map(([name]) => name);

const METHOD_NAMES: Record<PaymentMethod, string> = { paypal: 'PayPal', wechat: 'WeChat Pay', alipay: 'Alipay' };

const isHttps = (url: string) => url.toLowerCase().startsWith('https://');

/** A provider API on this machine is a local stand-in (the test fakes), never the live provider. */
function onLoopback(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, '');
  return host === 'localhost' || host.endsWith('.localhost') || /^127\./.test(host) || host === '::1';
}

/** The settings SMS_PROVIDER=aliyun cannot send without; production adds every kind's template. */
function aliyunMissing(config: Config, production: boolean): string[] {
  const templates = production ? SMS_TEMPLATE_NAMES.map((name) => SMS_TEMPLATES[name].setting) : [];
  return missingSettings({
    ALIYUN_SMS_ACCESS_KEY_ID: config.ALIYUN_SMS_ACCESS_KEY_ID,
    ALIYUN_SMS_ACCESS_KEY_SECRET: config.ALIYUN_SMS_ACCESS_KEY_SECRET,
    ALIYUN_SMS_SIGN_NAME: config.ALIYUN_SMS_SIGN_NAME,
    ALIYUN_SMS_TEMPLATE_OTP: config.ALIYUN_SMS_TEMPLATE_OTP,
    ...Object.fromEntries(templates.map((setting) => [setting, config[setting]])),
  });
}

function smsProblems(config: Config, production: boolean): string[] {
  if (config.SMS_PROVIDER !== 'aliyun') return [];
  const missing = aliyunMissing(config, production);
  return missing.length > 0
    ? [`SMS_PROVIDER=aliyun needs ${missing.join(', ')} (docs/payments.md, "SMS: Alibaba Cloud SMS"; templates: docs/messages.md, "SMS templates")`]
    : [];
}

/** Problems in every mode. */
export function settingsProblems(config: Config): string[] {
  const problems = smsProblems(config, false);
  if (!isHttps(config.PUBLIC_URL)) {
    const apiBase: Partial<Record<PaymentMethod, string>> = { wechat: config.WECHAT_API_BASE, alipay: config.ALIPAY_GATEWAY };
    const credentials = paymentCredentials(config);
    // WeChat Pay and Alipay send their payment notifications only to an https notify URL.
    const live = (['wechat', 'alipay'] as const).filter(
      (method) => config.PAYMENT_METHODS.includes(method) && missingSettings(credentials[method]).length === 0 && !onLoopback(apiBase[method]!),
    );
    if (live.length > 0) {
      problems.push(
        `PUBLIC_URL is ${config.PUBLIC_URL}, not https: live ${live.map((method) => METHOD_NAMES[method]).join(' and ')} notify PUBLIC_URL/api/notify/... and accept only an https address; set PUBLIC_URL to the public https address`,
      );
    }
  }
  return problems;
}

/** Everything NODE_ENV=production refuses, one line each (README "Settings a production server needs"). */
export function productionProblems(config: Config): string[] {
  const problems: string[] = [];
  if (!config.APP_SECRET) {
    problems.push('APP_SECRET is not set: production needs its own secret of 32+ random characters (openssl rand -hex 32), the same on every instance');
  }
  if (!config.ADMIN_TOKEN) {
    problems.push('ADMIN_TOKEN is not set: production needs an admin token of 32+ random characters (openssl rand -hex 32); it is never generated or printed there');
  }
  if (!isHttps(config.PUBLIC_URL)) {
    problems.push(`PUBLIC_URL is ${config.PUBLIC_URL}, not https: production needs the public https address guests and payment providers reach`);
  }
  if (!config.METRICS_TOKEN) {
    problems.push('METRICS_TOKEN is not set: production serves /metrics (bookings, holds, payments, failed sign-ins) only to a scraper that sends it as Authorization: Bearer (16+ random characters)');
  }
  const origins = config.EMBED_ORIGINS.split(',').map((origin) => origin.trim()).filter(Boolean);
  if (origins.includes('*')) {
    problems.push('EMBED_ORIGINS is *: production needs the list of sites that may embed the widget (https://www.example.com,https://example.com), or PUBLIC_URL for none');
  } else {
    for (const origin of origins.filter((entry) => !isOrigin(entry))) {
      problems.push(`EMBED_ORIGINS: "${origin}" is not an origin (scheme://host[:port], no path or trailing slash)`);
    }
  }
  if (!config.SMTP_URL) {
    problems.push('SMTP_URL is not set: production sends one-time codes and confirmations by e-mail through an SMTP server (smtp://user:password@host:587)');
  }
  if (config.SMS_PROVIDER === 'none') {
    problems.push('SMS_PROVIDER is none: production sends one-time codes and confirmations by SMS through a provider (SMS_PROVIDER=aliyun and its ALIYUN_SMS_* settings)');
  }
  problems.push(...smsProblems(config, true));
  if (config.OUTBOX_ENABLED) {
    problems.push('OUTBOX_ENABLED is true: production has no dev outbox (it keeps one-time codes and prints them); set OUTBOX_ENABLED=false');
  }
  const credentials = paymentCredentials(config);
  for (const method of config.PAYMENT_METHODS) {
    const missing = missingSettings(credentials[method]);
    if (missing.length === 0) continue;
    const what = missing.length === Object.keys(credentials[method]).length ? 'has no credentials' : 'is half configured';
    problems.push(
      `PAYMENT_METHODS offers ${method}, but ${METHOD_NAMES[method]} ${what}: set ${missing.join(', ')}, or leave ${method} out of PAYMENT_METHODS (production never uses the demo)`,
    );
  }
  // Most guests book inside WeChat, where only JSAPI pays; it needs the Official Account's OAuth.
  // (Said once the payment credentials are there: a method without any has its own line above.)
  if (config.PAYMENT_METHODS.includes('wechat') && missingSettings(credentials.wechat).length === 0 && !config.WECHAT_APPSECRET) {
    problems.push(
      'PAYMENT_METHODS offers wechat, but WECHAT_APPSECRET is not set: guests who open the booking inside WeChat pay by JSAPI, which needs the Official Account\'s AppSecret for its OAuth (docs/payments.md, "WeChat Pay on the guest\'s phone")',
    );
  }
  return problems;
}

function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/**
 * One warning for a server the public can reach (an https PUBLIC_URL) that runs without
 * NODE_ENV=production and so keeps the demo's shortcuts: demo payments that confirm without
 * money, and a dev outbox that prints one-time codes. Null when neither applies.
 */
export function publicDemoWarning(config: Config): string | null {
  if (config.NODE_ENV === 'production' || !isHttps(config.PUBLIC_URL)) return null;
  const credentials = paymentCredentials(config);
  const demo = config.PAYMENT_DEMO === 'off' ? [] : config.PAYMENT_METHODS.filter((method) => missingSettings(credentials[method]).length > 0);
  const shortcuts = [
    ...(demo.length > 0 ? [`demo payments (${demo.map((method) => METHOD_NAMES[method]).join(', ')}: bookings confirm without money)`] : []),
    ...(config.OUTBOX_ENABLED ? ['the dev outbox (one-time codes printed and listed at /api/dev/outbox)'] : []),
  ];
  if (shortcuts.length === 0) return null;
  return `PUBLIC_URL is https (${config.PUBLIC_URL}) but NODE_ENV is not production: this server runs ${shortcuts.join(' and ')}. Set NODE_ENV=production for a public server.`;
}
