import { describe, expect, it } from 'vitest';
import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import { AVOIDED_TERMS, GLOSSARY } from '../../api-client/rules/glossary.ts';
import { confirmationMessages, type ConfirmedBooking } from './confirmation-messages.ts';

/** The confirmation e-mail and SMS, by the glossary and the house rule for names. */
const restaurant = {
  name_en: 'Counter Shanghai', name_zh: '上海吧台', address_en: '1 Fumin Road', address_zh: '富民路1号', phone: '+86 21 6437 0000',
  email: 'book@example.cn', website: 'https://example.cn', registration_en: '', registration_zh: '', map: null,
};
const paid = (over: Partial<ConfirmedBooking>): ConfirmedBooking => ({
  code: 'AB12CD34', lang: 'zh', booking_date: '2026-06-10', timeslot: '19:00', pax: 4, depositFen: 137_600,
  paid: { method: 'wechat', amountMinor: 137_600, currency: 'CNY' }, gender: 'F', first_name: '伟', last_name: '李',
  email: 'li.wei@example.cn', phone: '86 13800138000', manageUrl: 'https://example.cn/my_bookings?manage=7.signature', food: '', occasion: '', revision: 0, ...over,
});
const policy = { freeCancelWorkingDays: 4, allergyHours: 48 };
const messagesOf = (booking: ConfirmedBooking, rules = policy) => confirmationMessages(booking, restaurant, { now: new Date('2026-06-03T02:00:00Z'), policy: rules, diningMinutes: 150 });
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

  it('carry the manage link by e-mail and SMS, in both languages', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const message of messagesOf(paid({ lang }))) expect(message.text).toContain('https://example.cn/my_bookings?manage=7.signature');
    }
    expect(messagesOf(paid({ lang: 'zh' }))[0]!.text).toContain('确认到店');
    expect(messagesOf(paid({ lang: 'en' }))[0]!.text).toContain('tell us you are coming');
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

  it('carry what the guest chose, the cancellation rule and the deposit paid, by e-mail and SMS, in English', () => {
    const chosen = paid({ lang: 'en', food: 'No Pork, Gluten Free / shellfish', occasion: 'Birthday / ', paid: { method: 'paypal', amountMinor: 19_264, currency: 'USD' } });
    const [mail, sms] = messagesOf(chosen, { freeCancelWorkingDays: 5, allergyHours: 72 });
    expect(mail!.text).toContain('Dietary needs: No pork, Gluten-free / shellfish');
    expect(mail!.text).toContain('Occasion: Birthday\n');
    expect(mail!.text).toContain('Cancellation: free at least 5 working days before your visit (the deposit is refunded)');
    expect(mail!.text).toContain('Deposit: RMB 1,376.00 = USD 192.64 (paid by PayPal)');
    expect(mail!.text).not.toContain('Allergies or dietary needs?');
    expect(sms!.text).toContain('Dietary needs: No pork, Gluten-free / shellfish. Occasion: Birthday. Free cancellation 5+ working days ahead.');
    expect(sms!.text).toContain('deposit RMB 1,376.00 = USD 192.64 (paid by PayPal)');
    expect(sms!.text).toContain('Manage: https://example.cn/my_bookings?manage=7.signature');
  });

  it('carry them in Chinese, and ask for allergies as many hours ahead as set when no food was named', () => {
    const [mail, sms] = messagesOf(paid({ lang: 'zh', occasion: 'Anniversary / 求婚' }), { freeCancelWorkingDays: 4, allergyHours: 72 });
    expect(mail!.text).toContain('特别场合：纪念日 / 求婚');
    expect(mail!.text).toContain('如有食物过敏或饮食禁忌，请至少在到店前 72 小时告诉我们。');
    expect(mail!.text).toContain('取消规则：用餐前至少 4 个工作日取消可退还订金；之后订金不予退还，但可改期。');
    expect(mail!.text).toContain('订金：人民币 1,376.00 元（微信支付，已支付）');
    expect(sms!.text).toContain('特别场合：纪念日 / 求婚。如有食物过敏或饮食禁忌，请至少在到店前 72 小时告诉我们。用餐前4个工作日外取消可退订金。');
    expect(sms!.text).toContain('管理预订：https://example.cn/my_bookings?manage=7.signature');
    const fed = messagesOf(paid({ lang: 'zh', food: 'Vegetarian Menu / ' }), { freeCancelWorkingDays: 4, allergyHours: 72 });
    expect(fed[0]!.text).toContain('饮食禁忌：素食菜单');
    expect(fed.map((message) => message.text).join('')).not.toContain('72 小时');
  });

  it('carry an allergy the guest only wrote as written, without a leading slash', () => {
    // Saved as ' / text' and trimmed on the way in.
    const [mail, sms] = messagesOf(paid({ lang: 'en', food: '/ Severe shellfish allergy' }), { freeCancelWorkingDays: 5, allergyHours: 72 });
    expect(mail!.text).toContain('Dietary needs: Severe shellfish allergy\n');
    expect(sms!.text).toContain('Dietary needs: Severe shellfish allergy.');
  });
});
