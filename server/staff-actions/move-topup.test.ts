import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { Booking } from '../../api-client/contract/booking.ts';
import type { BookingDetails, BookingMoved } from '../../api-client/contract/staff-actions.ts';
import { counterSeatingId, messagesFor, pathOf, transactionsOf } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { expireTopups } from './expire-topups.ts';
import { adminCall, auditRows, paidBooking, refundRows } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const move = (code: string, body: Record<string, unknown>) =>
  adminCall<BookingMoved & { error?: string }>(t.app, 'POST', `/api/admin/booking/${code}/move`, body);
const tokenOf = (link: string) => new URL(link).searchParams.get('pay')!;
const HOUR = 3_600_000;

async function freeAt(date: string, time: string): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  const seating = await counterSeatingId(t.db, time);
  return body.slots.find((slot) => slot.seating_id === seating)!.available;
}

async function topupOf(code: string) {
  const { rows } = await t.db.query<{ status: string; pax_before: number; pax_after: number; amount_fen: number }>(
    'select t.status, t.pax_before, t.pax_after, t.amount_fen from booking_topups t join bookings b on b.id = t.booking_id where b.code = $1 order by t.id',
    [code],
  );
  return rows;
}

/** The top-ups staff see when they open the booking (the console's booking detail). */
async function topupsShown(code: string) {
  const shown = await adminCall<BookingDetails>(t.app, 'GET', `/api/admin/booking/${code}`);
  expect(shown.status).toBe(200);
  return shown.body.topups;
}

/** The guest opens the link from the message in a browser of their own. */
async function openLink(code: string, link: string) {
  const guest = await Guest.start(t.app);
  const opened = await guest.post('/api/open_pay_link', { code, token: tokenOf(link) });
  return { guest, opened };
}

async function payByDemoWechat(guest: Guest, code: string) {
  const wpay = await guest.post<{ code_url: string }>('/api/wpay', { code, lang: 'en' });
  expect(wpay.status).toBe(200);
  await t.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  return guest.get<{ status: string }>(`/api/check_wx/${code}`);
}

describe('a party made larger pays the difference by a link sent to the guest', () => {
  it('takes the seats at once, sends the link with the amount, and the demo payment confirms the larger party', async () => {
    const date = '2026-07-07';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, lang: 'en' });
    const free = await freeAt(date, '19:00');
    const answer = await move(booking.code, { date, time: '19:00', party: 4 });
    expect(answer).toMatchObject({
      status: 200,
      body: { to: { pax: 4 }, deposit_difference_fen: 1000_00, pay_link: { url: expect.stringMatching(`^http://book\\.test:8080/booking_process/${booking.code}\\?pay=`), told: ['email', 'sms'] } },
    });
    expect(new Date(answer.body.pay_link!.expires_at).getTime()).toBe(TEST_NOW.getTime() + 24 * HOUR);
    expect(await freeAt(date, '19:00')).toBe(free - 2);
    // Staff opening the booking see the difference asked and until when.
    expect((await topupsShown(booking.code))).toEqual([
      { pax_before: 2, pax_after: 4, amount_fen: 1000_00, status: 'open', created_at: TEST_NOW.toISOString(), expires_at: new Date(TEST_NOW.getTime() + 24 * HOUR).toISOString(), settled_at: null },
    ]);
    const link = answer.body.pay_link!.url;
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`Pay RMB 1,000.00 for your larger party · ${booking.code}`);
    expect(mail.body).toContain('Your booking is now for 4 guests instead of 2, and the seats are held for you. Please pay the deposit of RMB 1,000.00 for the extra guests by');
    expect(mail.body).toContain(link);
    expect(mail.body).toContain('Unpaid by then, the booking goes back to 2 guests');
    expect((await messagesFor(t.db, booking.phone)).at(-1)!.body).toContain(link);

    const { guest, opened } = await openLink(booking.code, link);
    expect(opened).toMatchObject({ status: 200, body: { status: 'pending' } });
    const seen = await guest.get<Booking>(`/api/fetch_booking/${booking.code}`);
    expect(seen.body).toMatchObject({ pax: 4, personal: true, topup_due: { amount_fen: 1000_00, pax_before: 2 } });
    expect(await payByDemoWechat(guest, booking.code)).toMatchObject({ body: { status: 'SUCCESS' } });
    expect(await transactionsOf(t.db, booking.code)).toMatchObject([
      { outcome: 'confirmed', amount_minor: 1000_00, refund_due: false },
      { outcome: 'confirmed', amount_minor: 1000_00, currency: 'CNY', refund_due: false },
    ]);
    expect(await topupOf(booking.code)).toMatchObject([{ status: 'paid', pax_before: 2, pax_after: 4 }]);
    expect(await topupsShown(booking.code)).toMatchObject([{ status: 'paid', amount_fen: 1000_00, settled_at: TEST_NOW.toISOString() }]);
    expect((await guest.get<Booking>(`/api/fetch_booking/${booking.code}`)).body.topup_due).toBeUndefined();
    expect((await messagesFor(t.db, booking.email)).at(-1)!.subject).toBe(`Payment received: 4 guests confirmed · ${booking.code}`);
    // Paid: the clean-up leaves the larger party as it is.
    t.clock.set(new Date(TEST_NOW.getTime() + 25 * HOUR));
    expect(await expireTopups(t.db, t.clock.now())).toBe(0);
    expect(await freeAt(date, '19:00')).toBe(free - 2);
  });

  it('ends the link for the difference when the seating begins, not a day later', async () => {
    const date = '2026-07-08';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, lang: 'en' });
    // Made larger at 15:00 on the evening itself.
    t.clock.set(new Date('2026-07-08T07:00:00Z'));
    const answer = await move(booking.code, { date, time: '19:00', party: 3, override: true });
    expect(answer.body.pay_link!.expires_at).toBe('2026-07-08T11:00:00.000Z');
    expect((await topupsShown(booking.code))[0]).toMatchObject({ status: 'open', expires_at: '2026-07-08T11:00:00.000Z' });
  });

  it('tells a Chinese guest in Chinese, and PayPal charges the difference in USD', async () => {
    const date = '2026-07-08';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, lang: 'zh', method: 'paypal' });
    const answer = await move(booking.code, { date, time: '19:00', party: 3, override: true });
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`请支付新增人数的订金 人民币 500.00 元 · ${booking.code}`);
    expect(mail.body).toContain('您的预订已由2位改为3位，座位已为您保留。');
    expect((await messagesFor(t.db, booking.phone)).at(-1)!.body).toContain(`请于`);
    const { guest } = await openLink(booking.code, answer.body.pay_link!.url);
    const created = await guest.post<{ id: string; amount: { currency_code: string; value: string } }>('/api/paypal_create', { code: booking.code, lang: 'zh' });
    expect(created.body.amount.currency_code).toBe('USD');
    const deposit = (await transactionsOf(t.db, booking.code))[0]!.amount_minor;
    expect(Math.abs(Number(created.body.amount.value) * 100 - deposit / 2)).toBeLessThanOrEqual(1);
    expect(await guest.post('/api/paypal_capture', { oid: created.body.id, code: booking.code })).toMatchObject({ body: { status: 'COMPLETED' } });
    expect((await transactionsOf(t.db, booking.code)).map((row) => row.outcome)).toEqual(['confirmed', 'confirmed']);
    expect((await messagesFor(t.db, booking.email)).at(-1)!.subject).toBe(`已收到订金 70.00 美元，3位已确认 · ${booking.code}`);
  });

  it('a refund without an amount gives back the deposit and the paid difference, each through its provider', async () => {
    const date = '2026-07-09';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, lang: 'en' });
    const answer = await move(booking.code, { date, time: '19:00', party: 3, override: true });
    const { guest } = await openLink(booking.code, answer.body.pay_link!.url);
    const created = await guest.post<{ id: string }>('/api/paypal_create', { code: booking.code, lang: 'en' });
    expect(await guest.post('/api/paypal_capture', { oid: created.body.id, code: booking.code })).toMatchObject({ body: { status: 'COMPLETED' } });
    const refunded = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, {});
    expect(refunded.status).toBe(200);
    const paid = (await transactionsOf(t.db, booking.code)).map((row) => [row.payment_method, row.amount_minor, row.currency]);
    const back = (await refundRows(t.db, booking.code)).map((row) => [row.method, row.amount_minor, row.currency]);
    expect(paid).toEqual([['wechat', 1000_00, 'CNY'], ['paypal', expect.any(Number), 'USD']]);
    expect(back.sort()).toEqual([...paid].sort());
    expect((await refundRows(t.db, booking.code)).every((row) => row.status === 'succeeded')).toBe(true);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, {})).status).toBe(409);
    // One e-mail and one SMS name both: the deposit back to WeChat Pay, the difference back to PayPal.
    const mails = (await messagesFor(t.db, booking.email)).filter((message) => message.subject?.startsWith('Refund of'));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body).toContain('RMB 1,000.00 to your WeChat Pay account');
    expect(mails[0]!.body).toMatch(/We are refunding .+ and .+\./);
    expect(mails[0]!.body).toMatch(/USD [\d,.]+ to your PayPal account/);
    expect(mails[0]!.subject).toMatch(/^Refund of (RMB|USD) [\d,.]+ \+ (RMB|USD) [\d,.]+ · /);
    expect((await messagesFor(t.db, booking.phone)).filter((message) => message.body.includes('We are refunding'))).toHaveLength(1);
  });

  it('unpaid by the link\'s time: the booking goes back to the party paid for, the extra seats come free, the guest is told', async () => {
    const date = '2026-07-09';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, lang: 'en' });
    const free = await freeAt(date, '19:00');
    const answer = await move(booking.code, { date, time: '19:00', party: 5 });
    expect(await freeAt(date, '19:00')).toBe(free - 3);
    t.clock.set(new Date(TEST_NOW.getTime() + 24 * HOUR + 1000));
    const { guest, opened } = await openLink(booking.code, answer.body.pay_link!.url);
    expect(opened).toMatchObject({ status: 409, body: { error: 'booking_expired' } });
    expect((await guest.post('/api/wpay', { code: booking.code, lang: 'en' })).status).toBe(403);
    await expireTopups(t.db, t.clock.now());
    expect(await freeAt(date, '19:00')).toBe(free);
    const shown = await adminCall<{ pax: number }>(t.app, 'GET', `/api/admin/booking/${booking.code}`);
    expect(shown.body.pax).toBe(2);
    expect(await topupsShown(booking.code)).toMatchObject([{ status: 'expired', pax_before: 2, pax_after: 5, amount_fen: 1500_00 }]);
    expect(await topupOf(booking.code)).toMatchObject([{ status: 'expired' }]);
    expect((await auditRows(t.db, booking.code)).at(-1)).toMatchObject({ actor: 'system', action: 'topup_expired', before: { pax: 5 }, after: { pax: 2 } });
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`Your booking is for 2 guests again · ${booking.code}`);
    expect(mail.body).toContain('The deposit for the extra guests was not paid in time, so your booking is for 2 guests again (not 5).');
    expect(await expireTopups(t.db, t.clock.now())).toBe(0);
  });

  it('a second move replaces the link; cancelling the booking asks for nothing more', async () => {
    const date = '2026-07-10';
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date });
    const first = await move(booking.code, { date, time: '19:00', party: 4 });
    const second = await move(booking.code, { date, time: '20:00', party: 3 });
    expect(second.body).toMatchObject({ deposit_difference_fen: 500_00, pay_link: { url: expect.any(String) } });
    expect(await topupOf(booking.code)).toMatchObject([{ status: 'replaced' }, { status: 'open', pax_before: 2, pax_after: 3, amount_fen: 500_00 }]);
    expect((await openLink(booking.code, first.body.pay_link!.url)).opened).toMatchObject({ status: 404, body: { error: 'pay_link_invalid' } });
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { refund: 'none' })).status).toBe(200);
    expect(await topupOf(booking.code)).toMatchObject([{ status: 'replaced' }, { status: 'cancelled' }]);
    expect(await topupsShown(booking.code)).toMatchObject([{ status: 'replaced', pax_after: 4 }, { status: 'cancelled', pax_after: 3, amount_fen: 500_00 }]);
    expect((await openLink(booking.code, second.body.pay_link!.url)).opened).toMatchObject({ status: 409, body: { error: 'booking_not_payable' } });
  });

  it('a smaller party is refunded the difference when staff choose', async () => {
    const date = '2026-07-11';
    const booking = await paidBooking(t.app, t.db, { pax: 4, time: '19:00', date });
    const answer = await move(booking.code, { date, time: '19:00', party: 2 });
    expect(answer.body).toMatchObject({ deposit_difference_fen: -1000_00, pay_link: null });
    const refunded = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 1000 });
    expect(refunded).toMatchObject({ status: 200, body: { refunds: [{ amount_minor: 1000_00, status: 'succeeded' }], told: ['email', 'sms'] } });
    expect((await refundRows(t.db, booking.code)).map((row) => row.amount_minor)).toEqual([1000_00]);
  });
});
