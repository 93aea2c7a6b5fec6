import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WpayResponse } from '../../api-client/contract/payment.ts';
import { startAliyunSmsFake, type AliyunSmsFake } from '../messaging/sms-aliyun-fake.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { outboxFor, pathOf, placeHold } from '../payments/test-support.ts';

let t: TestApp;
let sms: AliyunSmsFake;

beforeAll(async () => {
  // Alibaba Cloud checks its own clock, so the fake uses real time, not the test clock.
  sms = await startAliyunSmsFake();
  t = await buildTestApp({
    env: {
      SMS_PROVIDER: 'aliyun',
      ALIYUN_SMS_ENDPOINT: sms.url,
      ALIYUN_SMS_ACCESS_KEY_ID: sms.accessKeyId,
      ALIYUN_SMS_ACCESS_KEY_SECRET: sms.accessKeySecret,
      ALIYUN_SMS_SIGN_NAME: sms.signName,
      ALIYUN_SMS_TEMPLATE_OTP: sms.templates.otp,
      ALIYUN_SMS_TEMPLATE_CONFIRMATION: sms.templates.booking_confirmed,
    },
  });
});
afterAll(async () => {
  await t.close();
  await sms.close();
});

describe('the confirmation SMS through Alibaba Cloud SMS', () => {
  it('goes out through the confirmation template with the booking values; the e-mail still reaches the outbox', async () => {
    const hold = await placeHold(t.app, t.db, { pax: 3 });
    const wpay = (await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code })).body as { code_url: string };
    await t.app.inject({ method: 'POST', url: pathOf(wpay.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await t.app.outgoing.deliverDue();
    expect(sms.sent).toEqual([
      {
        phone: hold.phone.slice(3),
        signName: sms.signName,
        templateCode: sms.templates.booking_confirmed,
        params: { code: hold.code, date: hold.date, time: '19:00', pax: '3', deposit: 'RMB 1,500.00', phone: '+86 21 6437 0000' },
      },
    ]);
    expect(await outboxFor(t.db, hold.phone)).toEqual([]);
    expect(await outboxFor(t.db, hold.email)).toHaveLength(1);
  });
});
