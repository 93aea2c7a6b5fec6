import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWxResponse, PaypalCreateResponse, WpayResponse } from '../../api-client/contract/payment.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test/test-app.ts';
import { findDemoOrder, payDemoOrder } from './demo-ledger.ts';
import { ledgerSeatedForTest } from '../bookings/test-support.ts';
import { bookingRow, counterSeatingId, messagesFor, pathOf, placeHold, transactionsOf, VISIT_DATE } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());

const form = { 'content-type': 'application/x-www-form-urlencoded' };
const HOLD_MS = 30 * 60_000;

async function wechatCodeUrl(guest: Guest, code: string): Promise<string> {
  return ((await guest.post<WpayResponse>('/api/wpay', { code })).body as { code_url: string }).code_url;
}
const payWechat = (codeUrl: string) => t.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: form, payload: '' });
const heldSeats = async (time: string, date = VISIT_DATE) => ledgerSeatedForTest(t.db, await counterSeatingId(t.db, time), date);
const restaurantMail = () => messagesFor(t.db, 'restaurant@example.com');

describe('a deposit confirms a booking exactly once', () => {
  it('records a second payment by another method, flags it for refund and tells the restaurant', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const wechat = await wechatCodeUrl(hold.guest, hold.code);
    const alipay = (await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code })).body.url;
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(alipay) });
    // The guest pays both at once: WeChat has taken the money but not yet told us when Alipay's
    // payment confirms the booking, so closing the WeChat order finds it paid.
    await payDemoOrder(t.db, /\/demo-pay\/wechat\/([^/?]+)/.exec(wechat)![1]!, t.clock.now());
    const pay = /action="([^"]+\/pay)"/.exec(cashier.body)![1]!;
    await t.app.inject({ method: 'POST', url: pathOf(pay), headers: form, payload: '' });

    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'pending', needs_refund: true });
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([
      { payment_method: 'alipay', outcome: 'confirmed', refund_due: false },
      { payment_method: 'wechat', outcome: 'duplicate', refund_due: true },
    ]);
    expect(await messagesFor(t.db, hold.email)).toHaveLength(1);
    const notice = (await restaurantMail()).find((mail) => mail.body.includes(hold.code));
    expect(notice?.subject).toMatch(/refund.*duplicate/);
  });

  it('settles simultaneous reports of the same payment once', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const codeUrl = await wechatCodeUrl(hold.guest, hold.code);
    await Promise.all([payWechat(codeUrl), payWechat(codeUrl), hold.guest.get(`/api/check_wx/${hold.code}`)]);
    expect(await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).toMatchObject({ body: { status: 'SUCCESS' } });
    expect(await transactionsOf(t.db, hold.code)).toHaveLength(1);
    expect(await messagesFor(t.db, hold.email)).toHaveLength(1);
  });
});

// Each on an evening of its own: the counter's 10 seats are shared by its seatings.
describe('paying after the hold expired', () => {
  it('confirms when the seats are still free, taking them again', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:30', pax: 3, date: '2026-07-29' });
    const codeUrl = await wechatCodeUrl(hold.guest, hold.code);
    t.clock.advance(HOLD_MS + 60_000);
    expect((await hold.guest.post<{ error: string }>('/api/wpay', { code: hold.code })).body.error).toBe('booking_expired');
    await payWechat(codeUrl);
    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'pending', seats_released: false, needs_refund: false });
    expect(await heldSeats('18:30', '2026-07-29')).toBe(3);
  });

  it('records the payment, marks the booking for refund and e-mails the restaurant when the seats are gone', async () => {
    const hold = await placeHold(t.app, t.db, { time: '20:00', pax: 2, date: '2026-07-30' });
    const codeUrl = await wechatCodeUrl(hold.guest, hold.code);
    t.clock.advance(HOLD_MS + 60_000);
    await placeHold(t.app, t.db, { time: '20:00', pax: 8, date: '2026-07-30' });
    await placeHold(t.app, t.db, { time: '18:00', pax: 2, date: '2026-07-30' });
    await payWechat(codeUrl);
    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'hold', needs_refund: true });
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ outcome: 'no_seats', refund_due: true }]);
    expect(await heldSeats('20:00', '2026-07-30')).toBe(10);
    expect((await restaurantMail()).some((mail) => mail.body.includes(hold.code) && mail.subject.includes('no_seats'))).toBe(true);
    expect(await messagesFor(t.db, hold.email)).toEqual([]);
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'CLOSED' });
  });

  it('does not capture a PayPal order whose seats are gone', async () => {
    const hold = await placeHold(t.app, t.db, { time: '19:30', pax: 4, date: '2026-07-31' });
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    t.clock.advance(HOLD_MS + 60_000);
    await placeHold(t.app, t.db, { time: '18:30', pax: 8, date: '2026-07-31' });
    expect((await hold.guest.post('/api/paypal_capture', { oid: order.id, code: hold.code })).body).toEqual({ status: 'HOLD_EXPIRED' });
    expect((await findDemoOrder(t.db, order.id))?.status).toBe('created');
    expect(await transactionsOf(t.db, hold.code)).toEqual([]);
  });
});

describe('reconciliation', () => {
  it('finds a payment the provider took but we never recorded, and confirms it once', async () => {
    const hold = await placeHold(t.app, t.db, { time: '19:00' });
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    // The provider captured; the server stopped before it committed anything.
    await payDemoOrder(t.db, order.id, t.clock.now());
    expect((await bookingRow(t.db, hold.code)).status).toBe('hold');

    const reconcile = (token?: string) =>
      t.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await reconcile()).statusCode).toBe(401);
    expect((await reconcile(TEST_ADMIN_TOKEN)).json()).toMatchObject({ confirmed: 1 });
    expect((await reconcile(TEST_ADMIN_TOKEN)).json()).toMatchObject({ confirmed: 0 });
    expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, hold.code)).toHaveLength(1);
    expect(await messagesFor(t.db, hold.email)).toHaveLength(1);
  });
});
