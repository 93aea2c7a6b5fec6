import { describe, expect, it } from 'vitest';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { AVOIDED_TERMS, GLOSSARY } from '../../api-client/rules/glossary.ts';
import { confirmationMessages, type ConfirmedBooking } from './confirmation-messages.ts';

/** Issue 19 (defects 4 and 13): the confirmation e-mail and SMS, by the glossary and the house rule for names. */
const restaurant = {
  name_en: 'Counter Shanghai', name_zh: '上海吧台', address_en: '1 Fumin Road', address_zh: '富民路1号', phone: '+86 21 6437 0000',
  email: 'book@example.cn', website: 'https://example.cn', registration_en: '', registration_zh: '',
};
const paid = (over: Partial<ConfirmedBooking>): ConfirmedBooking => ({
  code: 'AB12CD34', lang: 'zh', booking_date: '2026-06-10', timeslot: '19:00', pax: 4, depositFen: 137_600,
  paid: { method: 'wechat', amountMinor: 137_600, currency: 'CNY' }, gender: 'F', first_name: '伟', last_name: '李',
  email: 'li.wei@example.cn', phone: '86 13800138000', ...over,
});
const messagesOf = (booking: ConfirmedBooking) => confirmationMessages(booking, restaurant, { now: new Date('2026-06-03T02:00:00Z'), host: 'example.cn' });
const textsOf = (booking: ConfirmedBooking) => messagesOf(booking).flatMap((message) => [message.text, 'subject' in message ? (message.subject ?? '') : '']);

describe('the confirmation e-mail and SMS', () => {
  it('use no word the glossary replaced', () => {
    for (const term of AVOIDED_TERMS.zh) expect(textsOf(paid({ lang: 'zh' })).filter((text) => text.includes(term)), term).toEqual([]);
    for (const term of AVOIDED_TERMS.en) expect(textsOf(paid({ lang: 'en' })).filter((text) => text.includes(term)), term).toEqual([]);
  });

  it('call My bookings and the booking code what the site and widget call them', () => {
    const [mailZh, smsZh] = messagesOf(paid({ lang: 'zh' }));
    expect(mailZh!.text).toContain(`“${GLOSSARY.zh.myBookings}”`);
    expect(mailZh!.text).toContain(`${GLOSSARY.zh.bookingCode}：AB12CD34`);
    expect(smsZh!.text).toContain(`${GLOSSARY.zh.bookingCode} AB12CD34`);
    expect(messagesOf(paid({ lang: 'en' }))[0]!.text).toContain(`"${GLOSSARY.en.myBookings}"`);
  });

  it('write money as the widget does, in the guest language', () => {
    const [mailZh, smsZh] = messagesOf(paid({ lang: 'zh' }));
    expect(mailZh!.text).toContain('订金：人民币 1,376.00 元');
    expect(smsZh!.text).toContain('订金人民币 1,376.00 元');
    const paypal = messagesOf(paid({ lang: 'en', paid: { method: 'paypal', amountMinor: 19_264, currency: 'USD' } }))[0]!;
    expect(paypal.text).toContain('Deposit: RMB 1,376.00 = USD 192.64 (paid by PayPal)');
  });

  it('go only by the channels the guest gave, the rule the booking answer reports', () => {
    const channelsOf = (booking: ConfirmedBooking) => messagesOf(booking).map((message) => message.channel);
    for (const contact of [
      { email: null, phone: '86 13800138000' },
      { email: 'a@b.cn', phone: '44 7700900123' },
      { email: 'a@b.cn', phone: '86 13800138000' },
    ]) {
      expect(channelsOf(paid(contact))).toEqual(confirmationChannels(contact));
    }
    expect(confirmationChannels({ email: null, phone: '86 13800138000' })).toEqual(['sms']);
  });

  it('greet the guest by the house rule for names', () => {
    expect(messagesOf(paid({ lang: 'zh' }))[0]!.text).toMatch(/^尊敬的李伟女士：/);
    expect(messagesOf(paid({ lang: 'zh', first_name: 'James', last_name: "O'Brien", gender: 'M' }))[0]!.text).toMatch(/^尊敬的James O'Brien 先生：/);
    expect(messagesOf(paid({ lang: 'en', first_name: 'James', last_name: "O'Brien", gender: 'M' }))[0]!.text).toMatch(/^Dear Mr James O'Brien,/);
  });
});
