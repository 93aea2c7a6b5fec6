import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalCreateResponse, WpayResponse } from '../../../api-client/contract/payment.ts';
import { startAlipayFake, type AlipayFake } from '../../payments/fakes/alipay-fake.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { startWechatFake, type WechatFake } from '../../payments/fakes/wechat-fake.ts';
import { bookingRow, messagesFor, placeHold, transactionsOf, fakeProviderSettings } from '../../payments/test-support.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/test-app.ts';

/**
 * An order nobody should pay any more (replaced by a newer one, its booking paid another
 * way, its hold expired) is closed at WeChat and Alipay, so an old QR code or cashier tab cannot
 * take a second deposit; a payment that lands on one anyway is recorded and flagged for refund.
 */
let t: TestApp;
let alipay: AlipayFake;
let paypal: PaypalFake;
let wechat: WechatFake;

beforeAll(async () => {
  alipay = await startAlipayFake(() => t.clock.now());
  paypal = await startPaypalFake({ now: () => t.clock.now() });
  wechat = await startWechatFake(() => t.clock.now());
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080', ...fakeProviderSettings({ alipay, paypal, wechat }) } });
});
afterAll(async () => {
  await t.close();
  await Promise.all([alipay.close(), paypal.close(), wechat.close()]);
});

const HOLD_MS = 30 * 60_000;
type Hold = Awaited<ReturnType<typeof placeHold>>;

const wechatOrdersOf = (code: string) => [...wechat.transactions.values()].filter((order) => order.attach === code);
const attemptStatus = async (id: string) => (await t.db.query<{ status: string }>('select status from payment_attempts where id = $1', [id])).rows[0]?.status;
const reconcile = () => t.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
const notifyWechat = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/wechat', headers: message.headers, payload: message.body });

async function wpay(hold: Hold): Promise<string> {
  const answer = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  expect(answer.body).toMatchObject({ code_url: expect.stringMatching(/^weixin:/) });
  return wechatOrdersOf(hold.code).at(-1)!.out_trade_no;
}

/** alipay_create; the guest's browser opens the cashier unless `open` is false. Answers the trade and its URL. */
async function alipayTrade(hold: Hold, device: 'desktop' | 'mobile' = 'desktop', open = true) {
  const { url } = (await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device })).body;
  if (open) expect(await (await fetch(url)).text()).toContain('cashier');
  const biz = JSON.parse(new URL(url).searchParams.get('biz_content')!) as { out_trade_no: string };
  return { outTradeNo: biz.out_trade_no, url };
}

/** The order's making was abandoned (its server stopped mid-call), so the next wpay replaces it. */
async function abandonWechatOrder(code: string) {
  await t.db.query("update payment_attempts set code_url = null where method = 'wechat' and booking_id = (select id from bookings where code = $1)", [code]);
  t.clock.advance(45_000);
}

describe('an order replaced by a newer one is closed', () => {
  it('WeChat: the first QR code cannot be paid once a second wpay made a new order; the new one pays', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const first = await wpay(hold);
    await abandonWechatOrder(hold.code);
    const second = await wpay(hold);
    expect(second).not.toBe(first);
    expect(wechat.calls).toContainEqual({ method: 'POST', path: `/v3/pay/transactions/out-trade-no/${first}/close` });
    expect(wechat.transactions.get(first)?.trade_state).toBe('CLOSED');
    expect(() => wechat.pay(first)).toThrow(/closed/);
    expect(await attemptStatus(first)).toBe('closed');

    expect((await notifyWechat(wechat.pay(second))).statusCode).toBe(204);
    expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([{ payment_method: 'wechat', outcome: 'confirmed' }]);
  });

  it('Alipay: the desktop cashier is closed when the guest moves to a phone, and does not open again', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const desktop = await alipayTrade(hold, 'desktop');
    const phone = await alipayTrade(hold, 'mobile');
    expect(phone.outTradeNo).not.toBe(desktop.outTradeNo);
    expect(alipay.trades.get(desktop.outTradeNo)?.trade_status).toBe('TRADE_CLOSED');
    expect(() => alipay.pay(desktop.outTradeNo)).toThrow(/closed/);
    expect(await (await fetch(desktop.url)).text()).toContain('TRADE_HAS_CLOSE');
    expect(await attemptStatus(desktop.outTradeNo)).toBe('closed');
    expect(await attemptStatus(phone.outTradeNo)).toBe('created');
  });

  it('Alipay: a cashier not opened yet has no trade to close; reconciliation closes it once it is opened', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:30' });
    const desktop = await alipayTrade(hold, 'desktop', false);
    await alipayTrade(hold, 'mobile');
    expect(await attemptStatus(desktop.outTradeNo)).toBe('created');
    // The old tab is opened after all: Alipay makes the trade, and the next reconciliation closes it.
    expect(await (await fetch(desktop.url)).text()).toContain('cashier');
    expect((await reconcile()).statusCode).toBe(200);
    expect(alipay.trades.get(desktop.outTradeNo)?.trade_status).toBe('TRADE_CLOSED');
    expect(await attemptStatus(desktop.outTradeNo)).toBe('closed');
  });
});

describe('a hold that expires', () => {
  it('has its open WeChat and Alipay orders closed by reconciliation; its PayPal order is left to expire', async () => {
    const hold = await placeHold(t.app, t.db, { time: '19:00' });
    const qr = await wpay(hold);
    const cashier = await alipayTrade(hold);
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    const paypalCalls = paypal.calls.length;

    t.clock.advance(HOLD_MS + 60_000);
    expect((await reconcile()).statusCode).toBe(200);
    expect(wechat.transactions.get(qr)?.trade_state).toBe('CLOSED');
    expect(alipay.trades.get(cashier.outTradeNo)?.trade_status).toBe('TRADE_CLOSED');
    expect(() => wechat.pay(qr)).toThrow(/closed/);
    expect(() => alipay.pay(cashier.outTradeNo)).toThrow(/closed/);
    // PayPal has no close: only our capture takes the money. It was asked once whether we had.
    expect(paypal.calls.slice(paypalCalls).filter((call) => call.method === 'POST' && call.path.startsWith('/v2/'))).toEqual([]);
    const { rows } = await t.db.query<{ method: string; status: string }>(
      'select method, status from payment_attempts where booking_id = (select id from bookings where code = $1) order by method',
      [hold.code],
    );
    expect(rows).toEqual([
      { method: 'alipay', status: 'closed' },
      { method: 'paypal', status: 'closed' },
      { method: 'wechat', status: 'closed' },
    ]);
    expect(paypal.orders.get(order.id)?.status).toBe('CREATED');
    expect((await bookingRow(t.db, hold.code)).status).toBe('hold');
  });
});

describe('a booking paid by PayPal', () => {
  it('closes its open WeChat and Alipay orders; a WeChat payment that lands anyway is recorded, flagged for refund and e-mailed to the restaurant', async () => {
    const hold = await placeHold(t.app, t.db, { time: '19:30' });
    const qr = await wpay(hold);
    const cashier = await alipayTrade(hold);
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body;
    paypal.approve(order.id);
    expect((await hold.guest.post('/api/paypal_capture', { oid: order.id, code: hold.code })).body).toEqual({ status: 'COMPLETED' });

    expect(wechat.transactions.get(qr)?.trade_state).toBe('CLOSED');
    expect(alipay.trades.get(cashier.outTradeNo)?.trade_status).toBe('TRADE_CLOSED');
    expect(await attemptStatus(qr)).toBe('closed');
    expect(await attemptStatus(cashier.outTradeNo)).toBe('closed');
    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'pending', needs_refund: false });

    // WeChat tells us of a payment on the closed order all the same.
    const closed = wechat.transactions.get(qr)!;
    const late = wechat.notification({
      appid: closed.appid,
      mchid: closed.mchid,
      out_trade_no: qr,
      attach: hold.code,
      trade_state: 'SUCCESS',
      transaction_id: '4200000000000000000000000001',
      success_time: t.clock.now().toISOString(),
      amount: { total: closed.amount.total, currency: 'CNY' },
    });
    expect((await notifyWechat(late)).statusCode).toBe(204);
    expect(await transactionsOf(t.db, hold.code)).toMatchObject([
      { payment_method: 'paypal', outcome: 'confirmed', refund_due: false },
      { payment_method: 'wechat', outcome: 'duplicate', refund_due: true },
    ]);
    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'pending', needs_refund: true });
    const notices = (await messagesFor(t.db, 'restaurant@example.com')).filter((mail) => mail.subject.includes(hold.code));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.subject).toMatch(/refund.*duplicate/);
    expect(await messagesFor(t.db, hold.email)).toHaveLength(1);
  });
});
