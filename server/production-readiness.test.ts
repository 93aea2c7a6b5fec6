import { generateKeyPairSync } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOptions } from '../api-client/contract/payment.ts';
import { loadConfig, SettingsRefused } from './config.ts';
import type { Database } from './db/database.ts';
import { createManualClock } from './lib/clock.ts';
import { paymentProviders } from './payments/payment-providers.ts';
import { productionProblems, startupProblems } from './production-readiness.ts';
import { startupErrorLines } from './startup-errors.ts';
import { templateSettingsOf } from './messaging/sms-aliyun-fake.ts';
import { SMS_TEMPLATE_NAMES } from './messaging/sms-templates.ts';
import { buildTestApp, createTestDatabase, type TestApp } from './test/test-app.ts';

const pem = generateKeyPairSync('rsa', { modulusLength: 2048 });
const privatePem = String(pem.privateKey.export({ type: 'pkcs8', format: 'pem' }));
const publicPem = String(pem.publicKey.export({ type: 'spki', format: 'pem' }));

const credentials = {
  PAYPAL_CLIENT_ID: 'paypal-client',
  PAYPAL_CLIENT_SECRET: 'paypal-secret',
  WECHAT_APPID: 'wx0000000000000001',
  WECHAT_MCHID: '1900000001',
  WECHAT_MERCHANT_SERIAL: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  WECHAT_MERCHANT_PRIVATE_KEY: privatePem,
  WECHAT_PLATFORM_PUBLIC_KEY: publicPem,
  WECHAT_PLATFORM_SERIAL: 'PUB_KEY_ID_0000000000000001',
  WECHAT_APIV3_KEY: 'a'.repeat(32),
  WECHAT_APPSECRET: '0123456789abcdef0123456789abcdef',
  ALIPAY_APP_ID: '2021000000000001',
  ALIPAY_PRIVATE_KEY: privatePem,
  ALIPAY_PUBLIC_KEY: publicPem,
};

/** Everything production asks for, as an operator would set it. */
const ready: Record<string, string> = {
  NODE_ENV: 'production',
  APP_SECRET: 'app-secret-0123456789abcdef0123456789abcdef',
  ADMIN_TOKEN: 'admin-token-0123456789abcdef0123456789',
  PUBLIC_URL: 'https://book.example.com',
  METRICS_TOKEN: 'metrics-token-0123456789abcdef',
  EMBED_ORIGINS: 'https://www.example.com,https://example.com',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.com:587',
  SMS_PROVIDER: 'aliyun',
  ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI0000000000000001',
  ALIYUN_SMS_ACCESS_KEY_SECRET: 'aliyun-secret',
  ALIYUN_SMS_SIGN_NAME: '上海吧台',
  ALIYUN_SMS_TEMPLATE_OTP: 'SMS_100000001',
  ...templateSettingsOf(Object.fromEntries(SMS_TEMPLATE_NAMES.map((name, index) => [name, `SMS_2000000${index}`])) as Record<(typeof SMS_TEMPLATE_NAMES)[number], string>),
  OUTBOX_ENABLED: 'false',
  ...credentials,
};

/** The configuration as parsed, before the start-up checks (which loadConfig would throw). */
const parsed = (env: Record<string, string>) => {
  try {
    return loadConfig({ ...env, NODE_ENV: '' });
  } catch (error) {
    throw new Error(`not even a development configuration: ${String(error)}`);
  }
};
const problemsOf = (env: Record<string, string>) => productionProblems({ ...parsed(env), NODE_ENV: 'production' });
const refusal = (env: Record<string, string>): SettingsRefused => {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof SettingsRefused) return error;
    throw error;
  }
  throw new Error('expected the settings to be refused');
};

describe('NODE_ENV=production', () => {
  it('refuses the default settings, one line per problem, all at once', () => {
    const lines = refusal({ NODE_ENV: 'production' }).lines;
    expect(lines).toHaveLength(11);
    const starts = [
      /^APP_SECRET is not set: /,
      /^ADMIN_TOKEN is not set: /,
      /^PUBLIC_URL is http:\/\/localhost:8080, not https: /,
      /^METRICS_TOKEN is not set: /,
      /^EMBED_ORIGINS is \*: /,
      /^SMTP_URL is not set: /,
      /^SMS_PROVIDER is none: /,
      /^OUTBOX_ENABLED is true: /,
      /^PAYMENT_METHODS offers paypal, but PayPal has no credentials: set PAYPAL_CLIENT_ID, PAYPAL_CLIENT_SECRET, or leave paypal out/,
      /^PAYMENT_METHODS offers wechat, but WeChat Pay has no credentials: set WECHAT_APPID, /,
      /^PAYMENT_METHODS offers alipay, but Alipay has no credentials: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, /,
    ];
    starts.forEach((start, index) => expect(lines[index]).toMatch(start));
    for (const line of lines) expect(line).not.toContain('\n');
    // server.ts prints exactly these lines, each as "Cannot start: ...".
    expect(startupErrorLines(refusal({ NODE_ENV: 'production' }))).toEqual(lines);
  });

  it('starts with everything set, and without NODE_ENV the demo defaults stay as they are', () => {
    expect(() => loadConfig(ready)).not.toThrow();
    expect(loadConfig(ready).PAYMENT_METHODS).toEqual(['paypal', 'wechat', 'alipay']);
    expect(startupProblems(loadConfig({}))).toEqual([]);
    expect(loadConfig({ NODE_ENV: 'development' })).toMatchObject({ OUTBOX_ENABLED: true, EMBED_ORIGINS: '*', PAYMENT_DEMO: 'auto' });
  });

  it('lets a restaurant offer fewer methods, but never one without credentials', () => {
    const wechatOnly: Record<string, string> = { ...ready, PAYMENT_METHODS: 'wechat' };
    for (const name of Object.keys(credentials).filter((key) => !key.startsWith('WECHAT_'))) delete wechatOnly[name];
    expect(problemsOf(wechatOnly)).toEqual([]);
    expect(loadConfig(wechatOnly).PAYMENT_METHODS).toEqual(['wechat']);
    // PAYMENT_DEMO=off does not make a method without credentials acceptable: it would vanish silently.
    expect(problemsOf({ ...wechatOnly, PAYMENT_METHODS: 'wechat,alipay', PAYMENT_DEMO: 'off' })).toEqual([
      'PAYMENT_METHODS offers alipay, but Alipay has no credentials: set ALIPAY_APP_ID, ALIPAY_PRIVATE_KEY, ALIPAY_PUBLIC_KEY, or leave alipay out of PAYMENT_METHODS (production never uses the demo)',
    ]);
  });

  it('keeps /metrics to the scraper: no start without METRICS_TOKEN', () => {
    const { METRICS_TOKEN: _token, ...rest } = ready;
    expect(problemsOf(rest)).toEqual([expect.stringMatching(/^METRICS_TOKEN is not set: production serves \/metrics .* only to a scraper/)]);
  });

  it('names what half a configuration lacks', () => {
    const { WECHAT_APIV3_KEY: _key, ...rest } = ready;
    expect(problemsOf(rest)).toEqual([
      'PAYMENT_METHODS offers wechat, but WeChat Pay is half configured: set WECHAT_APIV3_KEY, or leave wechat out of PAYMENT_METHODS (production never uses the demo)',
    ]);
  });

  it('needs the AppSecret for WeChat Pay inside WeChat (JSAPI), and checks its shape in any mode', () => {
    const { WECHAT_APPSECRET: _secret, ...rest } = ready;
    expect(problemsOf(rest)).toEqual([
      'PAYMENT_METHODS offers wechat, but WECHAT_APPSECRET is not set: guests who open the booking inside WeChat pay by JSAPI, which needs the Official Account\'s AppSecret for its OAuth (docs/payments.md, "WeChat Pay on the guest\'s phone")',
    ]);
    expect(problemsOf({ ...rest, PAYMENT_METHODS: 'alipay,paypal' })).toEqual([]);
    expect(() => loadConfig({ WECHAT_APPSECRET: 'not a secret!' })).toThrow(/WECHAT_APPSECRET/);
  });

  it('needs every Alibaba Cloud SMS setting, and in production the template of every kind of SMS', () => {
    const { ALIYUN_SMS_TEMPLATE_CONFIRMATION: _template, ALIYUN_SMS_TEMPLATE_WAITLIST_OFFER: _offer, ...rest } = ready;
    expect(problemsOf(rest)).toEqual([
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_TEMPLATE_CONFIRMATION, ALIYUN_SMS_TEMPLATE_WAITLIST_OFFER (docs/payments.md, "SMS: Alibaba Cloud SMS"; templates: docs/messages.md, "SMS templates")',
    ]);
    // In any mode, the settings it cannot send a code without.
    expect(refusal({ SMS_PROVIDER: 'aliyun', ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI1' }).lines).toEqual([
      'SMS_PROVIDER=aliyun needs ALIYUN_SMS_ACCESS_KEY_SECRET, ALIYUN_SMS_SIGN_NAME, ALIYUN_SMS_TEMPLATE_OTP (docs/payments.md, "SMS: Alibaba Cloud SMS"; templates: docs/messages.md, "SMS templates")',
    ]);
  });

  it('wants EMBED_ORIGINS as exact origins, which is how browsers send them', () => {
    expect(problemsOf({ ...ready, EMBED_ORIGINS: 'https://www.example.com/, https://example.com,*' })).toEqual([
      expect.stringMatching(/^EMBED_ORIGINS is \*/),
    ]);
    expect(problemsOf({ ...ready, EMBED_ORIGINS: 'https://www.example.com/,example.com' })).toEqual([
      'EMBED_ORIGINS: "https://www.example.com/" is not an origin (scheme://host[:port], no path or trailing slash)',
      'EMBED_ORIGINS: "example.com" is not an origin (scheme://host[:port], no path or trailing slash)',
    ]);
  });

  it('never builds a demo provider, even if the start-up checks were bypassed', () => {
    const config = { ...parsed({}), NODE_ENV: 'production' };
    expect(() => paymentProviders(config, {} as Database, createManualClock())).toThrow(SettingsRefused);
  });
});

describe('live WeChat Pay and Alipay', () => {
  const wechat = Object.fromEntries(Object.entries(credentials).filter(([key]) => key.startsWith('WECHAT_')));
  const alipay = Object.fromEntries(Object.entries(credentials).filter(([key]) => key.startsWith('ALIPAY_')));

  it('refuse a PUBLIC_URL that is not https, in one line, in any mode', () => {
    const lines = refusal({ PUBLIC_URL: 'http://book.example.com', ...wechat, ...alipay }).lines;
    expect(lines).toEqual([
      'PUBLIC_URL is http://book.example.com, not https: live WeChat Pay and Alipay notify PUBLIC_URL/api/notify/... and accept only an https address; set PUBLIC_URL to the public https address',
    ]);
    expect(refusal({ ...alipay }).lines).toEqual([expect.stringMatching(/^PUBLIC_URL is http:\/\/localhost:8080, not https: live Alipay notify/)]);
  });

  it('accept https, a local stand-in of the provider, or the method left out', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'https://book.example.com', ...wechat, ...alipay })).not.toThrow();
    expect(() => loadConfig({ WECHAT_API_BASE: 'http://127.0.0.1:9', ALIPAY_GATEWAY: 'http://localhost:9/gateway.do', ...wechat, ...alipay })).not.toThrow();
    expect(() => loadConfig({ PAYMENT_METHODS: 'paypal', ...wechat, ...alipay })).not.toThrow();
  });
});

describe('PAYMENT_METHODS', () => {
  it('takes a comma-separated list of the three methods, and nothing else', () => {
    expect(loadConfig({ PAYMENT_METHODS: ' Alipay, paypal ,alipay' }).PAYMENT_METHODS).toEqual(['alipay', 'paypal']);
    expect(() => loadConfig({ PAYMENT_METHODS: 'paypal,cash' })).toThrow(/PAYMENT_METHODS: a comma-separated list of paypal, wechat and alipay \(not cash\)/);
    expect(() => loadConfig({ PAYMENT_METHODS: ',' })).toThrow(/PAYMENT_METHODS/);
  });

  it('leaves a method out entirely: neither real nor demo', () => {
    const providers = paymentProviders(loadConfig({ PAYMENT_METHODS: 'wechat' }), {} as Database, createManualClock());
    expect(providers.wechat?.demo).toBe(true);
    expect([providers.paypal, providers.alipay, providers.demoAlipayKeys]).toEqual([undefined, undefined, undefined]);
  });
});

describe('a server offering fewer methods', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PAYMENT_METHODS: 'paypal', PUBLIC_URL: 'http://book.test:8080' } });
  });
  afterAll(() => t.close());

  it('lists only those in payment_options', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/payment_options' })).json<PaymentOptions>();
    expect(options.methods).toEqual([{ method: 'paypal', demo: true }]);
  });

  it('has no demo gateway pages when no method runs as the demo gateway', async () => {
    for (const url of ['/demo-pay/wechat/x', '/demo-pay/alipay/gateway.do']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
    }
    const post = await t.app.inject({ method: 'POST', url: '/demo-pay/alipay/x/pay', headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(post.statusCode).toBe(404);
  });

  it('refuses wechat and alipay calls as not offered', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/wpay', payload: { code: 'ABC' }, headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ error: 'method_unavailable' });
  });
});

describe('without the dev outbox', () => {
  it('has no /api/dev/outbox at all', async () => {
    const t = await buildTestApp({ env: { OUTBOX_ENABLED: 'false' } });
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/dev/outbox', headers: { authorization: 'Bearer test-admin-token-0123456789abcdef' } });
      expect(response.statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('half a payment configuration outside production', () => {
  it('stops the start with its one line, not a stack trace', async () => {
    const database = await createTestDatabase();
    try {
      const failure = await buildTestApp({ env: { PAYPAL_CLIENT_ID: 'only-the-id' }, database: database.db }).catch((error: unknown) => error);
      expect(failure).toBeInstanceOf(SettingsRefused);
      expect(startupErrorLines(failure)).toEqual(['paypal payments are half configured: set PAYPAL_CLIENT_SECRET too (docs/payments.md)']);
    } finally {
      await database.drop();
    }
  });
});
