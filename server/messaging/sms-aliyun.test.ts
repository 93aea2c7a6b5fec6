import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAliyunSms, type AliyunSmsSettings } from './sms-aliyun.ts';
import { startAliyunSmsFake, type AliyunSmsFake } from './sms-aliyun-fake.ts';

let fake: AliyunSmsFake;
let settings: AliyunSmsSettings;

beforeAll(async () => {
  fake = await startAliyunSmsFake();
  settings = {
    endpoint: fake.url,
    accessKeyId: fake.accessKeyId,
    accessKeySecret: fake.accessKeySecret,
    signName: fake.signName,
    templates: fake.templates,
  };
});
afterAll(() => fake.close());

const confirmation = {
  channel: 'sms' as const,
  to: '86 13800138000',
  text: 'Booking confirmed',
  template: {
    name: 'booking_confirmed' as const,
    params: { code: 'ABC', date: '2026-06-10', time: '19:00', pax: '2', deposit: 'RMB 1,000.00', phone: '+86 21 6437 0000' },
  },
};

describe('Alibaba Cloud SMS adapter against the local fake', () => {
  it('sends a one-time code through the OTP template, signed as Alibaba Cloud requires', async () => {
    await createAliyunSms(settings).send({ channel: 'sms', to: '86 13800138000', text: 'Your code is 123456', code: '123456' });
    expect(fake.sent.at(-1)).toEqual({ phone: '13800138000', signName: fake.signName, templateCode: fake.templates.otp, params: { code: '123456' } });
  });

  it('sends a booking confirmation through its template with every value', async () => {
    await createAliyunSms(settings).send(confirmation);
    expect(fake.sent.at(-1)).toMatchObject({ templateCode: fake.templates.booking_confirmed, params: { code: 'ABC', pax: '2' } });
  });

  it('fails when Alibaba Cloud refuses: wrong secret, stale clock, unknown template', async () => {
    const count = fake.sent.length;
    await expect(createAliyunSms({ ...settings, accessKeySecret: 'wrong' }).send(confirmation)).rejects.toThrow(/SignatureDoesNotMatch/);
    await expect(createAliyunSms({ ...settings, now: () => new Date(Date.now() - 3_600_000) }).send(confirmation)).rejects.toThrow(/Expired/);
    await expect(createAliyunSms({ ...settings, templates: { otp: 'SMS_999' } }).send({ ...confirmation, code: '111111' })).rejects.toThrow(
      /TEMPLATE_ILLEGAL/,
    );
    expect(fake.sent.length).toBe(count);
  });

  it('refuses numbers outside mainland China and free text without a template', async () => {
    await expect(createAliyunSms(settings).send({ ...confirmation, to: '852 91234567' })).rejects.toThrow(/\+86/);
    await expect(createAliyunSms(settings).send({ channel: 'sms', to: '86 13800138000', text: 'hello' })).rejects.toThrow(/template/);
  });
});
