import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoSettings } from '../restaurant/seed.ts';
import { configSchema } from '../config.ts';
import type { OutgoingMessage } from './messenger.ts';
import { PREVIEW_KINDS, previewMessages } from '../notices/message-previews.ts';
import { bookedForGuestNotice } from '../notices/guest-notices.ts';
import { payLinkNotice } from '../notices/pay-link-notice.ts';
import { topupExpiredNotice, topupLinkNotice, topupPaidNotice } from '../notices/topup-notices.ts';
import { waitlistMessage } from '../notices/waitlist-messages.ts';
import { SMS_TEMPLATE_NAMES, SMS_TEMPLATES } from './sms-templates.ts';
import { createAliyunSms } from './sms-aliyun.ts';
import { startAliyunSmsFake, type AliyunSmsFake } from './sms-aliyun-fake.ts';

const restaurant = demoSettings.restaurant;
const guest = (lang: 'en' | 'zh') => ({
  code: 'K7M2Q9XW4T8HZ3PA',
  lang,
  booking_date: '2026-06-10',
  timeslot: '19:00',
  pax: 4,
  gender: 'F' as const,
  first_name: '美玲',
  last_name: '林',
  email: null,
  phone: '86 13800138000',
  revision: 2,
});
const options = { now: new Date('2026-06-03T02:00:00Z'), host: 'restaurant.example', diningMinutes: 150 };
const expiresAt = new Date('2026-06-03T04:00:00Z');
const payUrl = 'https://restaurant.example/booking_process/K7M2Q9XW4T8HZ3PA?pay=s3cret';

/** Every kind of SMS a guest can receive, in one language. */
function everySms(lang: 'en' | 'zh'): OutgoingMessage[] {
  const booking = guest(lang);
  return [
    ...PREVIEW_KINDS.flatMap((kind) => previewMessages(kind, lang, demoSettings)),
    ...bookedForGuestNotice(booking, true, restaurant, options),
    ...payLinkNotice(booking, { url: payUrl, depositFen: 200_000, expiresAt }, restaurant),
    ...topupLinkNotice(booking, { url: payUrl, amountFen: 100_000, paxBefore: 2, expiresAt }, restaurant),
    ...topupExpiredNotice(booking, 4, restaurant),
    ...topupPaidNotice(booking, { amountMinor: 100_000, currency: 'CNY' }, restaurant),
    waitlistMessage(
      { booking_date: '2026-06-10', pax: 2, channel: 'sms', contact: '86 13800138000', lang },
      { time: '19:00', url: payUrl, expiresAt },
      restaurant,
      'https://restaurant.example/api/leave_waitlist?t=1.sig',
    ),
  ].filter((message) => message.channel === 'sms');
}

describe('every SMS can go through a provider that sends approved templates only', () => {
  it.each(['en', 'zh'] as const)('each %s SMS names a template with a setting and all its values', (lang) => {
    const sms = everySms(lang);
    const settings = Object.keys(configSchema.shape);
    for (const message of sms) {
      expect(message.template, message.text).toBeDefined();
      const template = SMS_TEMPLATES[message.template!.name];
      expect(settings).toContain(template.setting);
      expect(Object.keys(message.template!.params).sort()).toEqual([...template.variables].sort());
      expect(Object.values(message.template!.params).every((value) => value.length > 0)).toBe(true);
    }
    // Each kind has a template of its own: none is left unused, none is shared by two kinds.
    expect(new Set(sms.map((message) => message.template!.name))).toEqual(new Set(SMS_TEMPLATE_NAMES));
  });
});

describe('a new kind through the Alibaba Cloud fake', () => {
  let fake: AliyunSmsFake;
  beforeAll(async () => {
    fake = await startAliyunSmsFake();
  });
  afterAll(() => fake.close());

  it('sends the pay link SMS as its template with the link and deadline', async () => {
    const [message] = payLinkNotice(guest('zh'), { url: payUrl, depositFen: 200_000, expiresAt }, restaurant);
    const adapter = createAliyunSms({ endpoint: fake.url, accessKeyId: fake.accessKeyId, accessKeySecret: fake.accessKeySecret, signName: fake.signName, templates: fake.templates });
    await adapter.send(message!);
    expect(fake.sent).toEqual([
      {
        phone: '13800138000',
        signName: fake.signName,
        templateCode: fake.templates.pay_link,
        params: { code: 'K7M2Q9XW4T8HZ3PA', date: '2026-06-10', time: '19:00', pax: '4', deposit: message!.template!.params.deposit, deadline: message!.template!.params.deadline, url: payUrl },
      },
    ]);
    expect(message!.template!.params.deposit).toMatch(/2,000/);
  });
});
