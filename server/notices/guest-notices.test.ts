import { describe, expect, it } from 'vitest';
import { demoSettings } from '../restaurant/seed.ts';
import { refundedNotice, type NoticeBooking } from './guest-notices.ts';

const booking = (lang: 'en' | 'zh'): NoticeBooking => ({
  code: 'K7M2Q9XW4T8HZ3PA',
  booking_date: '2026-06-10',
  timeslot: '19:00',
  pax: 3,
  gender: 'F',
  first_name: '美玲',
  last_name: '林',
  email: 'meiling@example.cn',
  phone: '86 13800138000',
  lang,
  revision: 2,
});
const deposit = { kind: 'refund' as const, amountMinor: 100_000, currency: 'CNY' as const, method: 'wechat' };
const difference = { kind: 'refund' as const, amountMinor: 7_000, currency: 'USD' as const, method: 'paypal' };

describe('the refund notice', () => {
  it('tells of every payment given back in one e-mail and one SMS, in either language', () => {
    const [mail, sms] = refundedNotice(booking('zh'), [deposit, difference], demoSettings.restaurant);
    expect(mail!.text).toContain('我们已向您退款 人民币 1,000.00 元（微信支付）、70.00 美元（PayPal），将原路退回至您的相应账户。');
    expect(sms!.text).toContain('人民币 1,000.00 元（微信支付）、70.00 美元（PayPal）');
    expect(mail!.subject).toBe('退款 人民币 1,000.00 元 + 70.00 美元 · K7M2Q9XW4T8HZ3PA');
    const [english] = refundedNotice(booking('en'), [deposit, difference], demoSettings.restaurant);
    expect(english!.text).toContain('We are refunding RMB 1,000.00 to your WeChat Pay account and USD 70.00 to your PayPal account.');
  });

  it('keeps the one-payment sentence as it was', () => {
    expect(refundedNotice(booking('zh'), [deposit], demoSettings.restaurant)[0]!.text).toContain('我们已向您退款 人民币 1,000.00 元，将原路退回至您的微信支付账户。');
  });
});
