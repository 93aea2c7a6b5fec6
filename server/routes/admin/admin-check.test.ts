import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAliyunSmsFake, type AliyunSmsFake } from '../../messaging/sms-aliyun-fake.ts';
import { startAlipayFake, type AlipayFake } from '../../payments/fakes/alipay-fake.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { startWechatFake, type WechatFake } from '../../payments/fakes/wechat-fake.ts';
import { fakeProviderSettings } from '../../payments/test-support.ts';
import { admin } from '../../test/admin-cli-server.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../../test/smtp-stand-in.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/test-app.ts';

let smtp: SmtpStandIn;
let sms: AliyunSmsFake;
let paypal: PaypalFake;
let wechat: WechatFake;
let alipay: AlipayFake;
let env: Record<string, string>;

beforeAll(async () => {
  smtp = await startSmtpStandIn();
  [sms, paypal, wechat, alipay] = await Promise.all([startAliyunSmsFake(), startPaypalFake(), startWechatFake(), startAlipayFake()]);
  env = {
    SMTP_URL: smtp.url,
    RESTAURANT_EMAIL: 'owner@counter.example',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ENDPOINT: sms.url,
    ALIYUN_SMS_ACCESS_KEY_ID: sms.accessKeyId,
    ALIYUN_SMS_ACCESS_KEY_SECRET: sms.accessKeySecret,
    ALIYUN_SMS_SIGN_NAME: sms.signName,
    ALIYUN_SMS_TEMPLATE_OTP: sms.templates.otp,
    ...fakeProviderSettings({ paypal, wechat, alipay }),
  };
});
afterAll(async () => {
  await Promise.all([sms, paypal, wechat, alipay].map((fake) => fake?.close()));
  await smtp.close();
});

async function withApp(extra: Record<string, string>, work: (t: TestApp) => Promise<void>): Promise<void> {
  // The fakes check signed timestamps against the real clock.
  const t = await buildTestApp({ env: { ...env, ...extra }, now: new Date() });
  try {
    await work(t);
  } finally {
    await t.close();
  }
}

describe('npm run admin -- check', () => {
  it('sends a test e-mail and SMS and asks each payment provider, one line each', async () => {
    await withApp({}, async (t) => {
      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = { ...process.env, API_URL: url, ADMIN_TOKEN: TEST_ADMIN_TOKEN, STAFF_TOKEN: '' };
      const { stdout } = await admin(cli, 'check', '--phone', '+86 13800138000');
      expect(stdout.trim().split('\n')).toEqual([
        'ok     e-mail: sent to owner@counter.example through SMTP',
        'ok     SMS: sent to +86 13800138000 through SMS_PROVIDER=aliyun',
        'ok     PayPal: answered a signed query for an order that does not exist (NOT_FOUND)',
        'ok     WeChat Pay: answered a signed query for an order that does not exist (ORDER_NOT_EXIST)',
        'ok     Alipay: answered a signed query for an order that does not exist (TRADE_NOT_EXIST)',
      ]);
      expect(smtp.received.at(-1)?.to).toEqual(['owner@counter.example']);
      expect(smtp.received.at(-1)?.raw).toContain('Subject: Test message from the reservation server');
      expect(sms.sent.at(-1)).toMatchObject({ phone: '13800138000', templateCode: sms.templates.otp });
      // Asked, and nothing made: no order exists at any provider.
      expect(wechat.calls.some((call) => call.method === 'POST')).toBe(false);
      expect(paypal.calls.filter((call) => call.path === '/v2/checkout/orders' && call.method === 'POST')).toEqual([]);
    });
  }, 60_000);

  it('says which one fails and why, and exits non-zero', async () => {
    await withApp({ PAYPAL_CLIENT_SECRET: 'wrong-secret', SMS_PROVIDER: 'none', OUTBOX_ENABLED: 'false' }, async (t) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/admin/check', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: {} });
      expect(answer.statusCode).toBe(200);
      const checks = (answer.json() as { checks: Array<{ name: string; ok: boolean; detail: string }> }).checks;
      expect(checks.map((check) => [check.name, check.ok])).toEqual([
        ['e-mail', true],
        ['SMS', false],
        ['PayPal', false],
        ['WeChat Pay', true],
        ['Alipay', true],
      ]);
      expect(checks[1]!.detail).toBe('nothing can send SMS: set SMS_PROVIDER');
      expect(checks[2]!.detail).toMatch(/^paypal: /);

      const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
      const cli = { ...process.env, API_URL: url, ADMIN_TOKEN: TEST_ADMIN_TOKEN, STAFF_TOKEN: '' };
      const failed = admin(cli, 'check');
      await expect(failed).rejects.toMatchObject({ code: 1, stderr: expect.stringMatching(/^FAILED PayPal: paypal: /m) });
    });
  }, 60_000);

  it('refuses a phone it cannot read, in a field error', async () => {
    await withApp({}, async (t) => {
      const answer = await t.app.inject({ method: 'POST', url: '/api/admin/check', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { phone: 'call me' } });
      expect(answer.statusCode).toBe(422);
      expect(answer.json()).toMatchObject({ errors: { phone: 'phone_format_error' } });
    });
  });
});
