import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWxResponse, PaypalCreateResponse, WpayResponse } from '../../../api-client/contract/payment.ts';
import { verifyPhone } from '../../otp/test-verify.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { startWechatFake, type WechatFake } from '../../payments/fakes/wechat-fake.ts';
import { PAYMENT_CALLS_PER_ADDRESS, PAYMENT_CALLS_PER_SESSION, PROVIDER_QUERY_INTERVAL_MS } from '../../payments/payment-limits.ts';
import { bookingRow, guestAddress, placeHold, fakeProviderSettings } from '../../payments/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, testStore, type TestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let paypal: PaypalFake;
let wechat: WechatFake;

const env = () => ({ PUBLIC_URL: 'http://book.test:8080', ...fakeProviderSettings({ paypal, wechat }) });

beforeAll(async () => {
  paypal = await startPaypalFake({ now: () => t.clock.now() });
  wechat = await startWechatFake(() => t.clock.now());
  t = await buildTestApp({ env: env() });
});
afterAll(async () => {
  await t.close();
  await paypal.close();
  await wechat.close();
});

const times = <T>(n: number, call: () => Promise<T>) => Promise.all(Array.from({ length: n }, call));
/** Orders the providers were asked to create, and WeChat order queries, so far. */
const providerCalls = () => ({
  paypalOrders: paypal.calls.filter((call) => call.method === 'POST' && call.path === '/v2/checkout/orders').length,
  wechatOrders: wechat.calls.filter((call) => call.method === 'POST' && call.path === '/v3/pay/transactions/native').length,
  wechatQueries: wechat.calls.filter((call) => call.method === 'GET' && call.path.startsWith('/v3/pay/transactions/out-trade-no/')).length,
});

async function attemptsOf(code: string): Promise<Record<string, number>> {
  const { rows } = await t.db.query<{ method: string; n: number }>(
    'select p.method, count(*)::int as n from payment_attempts p join bookings b on b.id = p.booking_id where b.code = $1 group by p.method',
    [code],
  );
  return Object.fromEntries(rows.map((row) => [row.method, row.n]));
}

const codeUrlOf = (answer: { body: WpayResponse }) => ('code_url' in answer.body ? answer.body.code_url : null);

describe('payment calls: one open order per booking and method, only for its guest, limited', () => {
  it('makes one order at each provider for 20 parallel paypal_create and 20 parallel wpay, and answers every call with it', async () => {
    const hold = await placeHold(t.app, t.db);
    const before = providerCalls();
    const [created, wpays] = await Promise.all([
      times(20, () => hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, lang: 'zh' })),
      times(20, () => hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code, lang: 'zh' })),
    ]);
    expect([...created, ...wpays].map((answer) => answer.status)).toEqual(Array(40).fill(200));
    const orderIds = new Set(created.map((answer) => answer.body.id));
    const codeUrls = new Set(wpays.map(codeUrlOf));
    expect(orderIds.size).toBe(1);
    expect(codeUrls.size).toBe(1);
    expect([...codeUrls][0]).toMatch(/^weixin:\/\/wxpay\//);
    expect(providerCalls()).toEqual({ ...before, paypalOrders: before.paypalOrders + 1, wechatOrders: before.wechatOrders + 1 });
    expect(await attemptsOf(hold.code)).toEqual({ paypal: 1, wechat: 1 });
    expect(paypal.orders.get([...orderIds][0]!)?.unit.custom_id).toBe(hold.code);
    expect([...wechat.transactions.values()].filter((order) => order.attach === hold.code)).toHaveLength(1);

    // Later calls, one at a time, answer the same orders too.
    expect((await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code })).body.id).toBe([...orderIds][0]);
    expect(codeUrlOf(await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code }))).toBe([...codeUrls][0]);
    expect(await attemptsOf(hold.code)).toEqual({ paypal: 1, wechat: 1 });
  });

  it('refuses a session that only knows the booking code: no order, no capture, no language change', async () => {
    const hold = await placeHold(t.app, t.db);
    const order = (await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, lang: 'zh' })).body;
    paypal.approve(order.id);
    const before = { calls: providerCalls(), attempts: await attemptsOf(hold.code) };
    const strangers = [await Guest.start(t.app, 'cookies', guestAddress()), await Guest.start(t.app, 'token', guestAddress())];
    for (const stranger of strangers) {
      const refused = [
        await stranger.post<{ error: string }>('/api/paypal_create', { code: hold.code, lang: 'en' }),
        await stranger.post<{ error: string }>('/api/wpay', { code: hold.code.toLowerCase(), lang: 'en' }),
        await stranger.post<{ error: string }>('/api/alipay_create', { code: hold.code, device: 'mobile', lang: 'en' }),
        await stranger.post<{ error: string }>('/api/paypal_capture', { oid: order.id, code: hold.code }),
        await stranger.post<{ error: string }>('/api/paypal_capture', { oid: order.id }),
      ];
      expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(Array(5).fill([403, 'booking_not_yours']));
    }
    expect(await bookingRow(t.db, hold.code)).toMatchObject({ status: 'hold', lang: 'zh' });
    expect(await attemptsOf(hold.code)).toEqual(before.attempts);
    expect(providerCalls()).toEqual(before.calls);
    expect(paypal.orders.get(order.id)?.status).toBe('APPROVED');
  });

  it("lets a session that verified the booking's phone pay, with the same open order, and choose the language", async () => {
    const hold = await placeHold(t.app, t.db);
    const first = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code, lang: 'en' });
    const phoneOwner = await Guest.start(t.app, 'cookies', guestAddress());
    await verifyPhone(t.app, phoneOwner, hold.phone.replace(/^86 /, ''));

    const again = await phoneOwner.post<WpayResponse>('/api/wpay', { code: hold.code, lang: 'zh' });
    expect(again.status).toBe(200);
    expect(codeUrlOf(again)).toBe(codeUrlOf(first));
    expect((await bookingRow(t.db, hold.code)).lang).toBe('zh');
    // The owner's repeated call answers the same order and still sets the language.
    expect(codeUrlOf(await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code, lang: 'en' }))).toBe(codeUrlOf(first));
    expect((await bookingRow(t.db, hold.code)).lang).toBe('en');

    const order = await phoneOwner.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code });
    expect(order.status).toBe(200);
    paypal.approve(order.body.id);
    expect((await phoneOwner.post('/api/paypal_capture', { oid: order.body.id, code: hold.code })).body).toEqual({ status: 'COMPLETED' });
    expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
  });

  it('answers 429 payment_rate_limited to a session beyond its calls, and serves it again once the window has passed', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    for (let call = 0; call < PAYMENT_CALLS_PER_SESSION.limit; call += 1) {
      expect((await hold.guest.post('/api/wpay', { code: hold.code })).status).toBe(200);
    }
    for (const refused of [
      await hold.guest.post<{ error: string }>('/api/paypal_create', { code: hold.code }),
      await hold.guest.post<{ error: string }>('/api/wpay', { code: hold.code }),
      await hold.guest.post<{ error: string }>('/api/alipay_create', { code: hold.code }),
      await hold.guest.post<{ error: string }>('/api/paypal_capture', { oid: 'ANY', code: hold.code }),
    ]) {
      expect([refused.status, refused.body.error]).toEqual([429, 'payment_rate_limited']);
    }
    // Polling for the result is not counted.
    expect((await hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`)).body).toEqual({ status: 'NOTPAY' });
    t.clock.advance(PAYMENT_CALLS_PER_SESSION.windowMs);
    expect((await hold.guest.post('/api/wpay', { code: hold.code })).status).toBe(200);
  });

  it('answers 429 to a client address beyond its calls, whichever sessions make them', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    const address = guestAddress();
    const perSession = PAYMENT_CALLS_PER_SESSION.limit;
    const sessions = await times(Math.ceil(PAYMENT_CALLS_PER_ADDRESS.limit / perSession) + 1, () => Guest.start(t.app, 'cookies', address));
    for (let call = 0; call < PAYMENT_CALLS_PER_ADDRESS.limit; call += 1) {
      expect((await sessions[Math.floor(call / perSession)]!.post('/api/wpay', { code: hold.code })).status).toBe(403);
    }
    const fresh = sessions.at(-1)!;
    const refused = await fresh.post<{ error: string }>('/api/wpay', { code: hold.code });
    expect([refused.status, refused.body.error]).toEqual([429, 'payment_rate_limited']);
    // Its own guest, elsewhere, pays as before.
    expect((await hold.guest.post('/api/wpay', { code: hold.code })).status).toBe(200);
  });

  it('lets check_wx be polled freely while WeChat is asked about the order once per interval', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:30' });
    await hold.guest.post('/api/wpay', { code: hold.code });
    const before = providerCalls().wechatQueries;
    const polls = await times(PAYMENT_CALLS_PER_SESSION.limit + 10, () => hold.guest.get<CheckWxResponse>(`/api/check_wx/${hold.code}`));
    expect(polls.every((poll) => poll.status === 200 && poll.body.status === 'NOTPAY')).toBe(true);
    expect(providerCalls().wechatQueries).toBe(before + 1);
    t.clock.advance(PROVIDER_QUERY_INTERVAL_MS - 1);
    await hold.guest.get(`/api/check_wx/${hold.code}`);
    expect(providerCalls().wechatQueries).toBe(before + 1);
    t.clock.advance(1);
    await hold.guest.get(`/api/check_wx/${hold.code}`);
    expect(providerCalls().wechatQueries).toBe(before + 2);
  });

  it.skipIf(testStore === 'pglite')(
    'makes one order for parallel calls through two server instances sharing PostgreSQL (PGlite is one process: there is no second instance)',
    async () => {
      const second = await buildTestApp({ database: await t.testDatabase!.openAnother(), now: t.clock.now(), env: env() });
      try {
        const hold = await placeHold(t.app, t.db, { time: '19:30', mode: 'token' });
        const wpay = (app: TestApp['app']) =>
          app.inject({ method: 'POST', url: '/api/wpay', payload: { code: hold.code }, headers: { authorization: `Bearer ${hold.guest.token}` }, remoteAddress: hold.guest.ip });
        const before = providerCalls().wechatOrders;
        const answers = await times(10, async () => Promise.all([wpay(t.app), wpay(second.app)]));
        const codeUrls = new Set(answers.flat().map((answer) => answer.json<{ code_url: string }>().code_url));
        expect(answers.flat().map((answer) => answer.statusCode)).toEqual(Array(20).fill(200));
        expect(codeUrls.size).toBe(1);
        expect(providerCalls().wechatOrders).toBe(before + 1);
        expect(await attemptsOf(hold.code)).toEqual({ wechat: 1 });
      } finally {
        await second.close();
      }
    },
  );
});
