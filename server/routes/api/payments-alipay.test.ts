import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AlipayVerifyResponse, PaymentOptions } from '../../../api-client/contract/payment.ts';
import { startAlipayFake, type AlipayFake } from '../../payments/fakes/alipay-fake.ts';
import { bookingRow, messagesFor, paymentStateForTest, placeHold, transactionsOf } from '../../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: AlipayFake;

beforeAll(async () => {
  fake = await startAlipayFake(() => t.clock.now());
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://book.test:8080',
      ALIPAY_GATEWAY: fake.gateway,
      ALIPAY_APP_ID: fake.appId,
      // As Alipay's key tool hands them out: bare base64 for ours, PEM for theirs.
      ALIPAY_PRIVATE_KEY: fake.appPrivateKey.export({ type: 'pkcs8', format: 'der' }).toString('base64'),
      ALIPAY_PUBLIC_KEY: String(fake.alipayPublicKey.export({ type: 'spki', format: 'pem' })),
      ALIPAY_SELLER_ID: fake.sellerId,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function openCashier(time = '19:00', device: 'desktop' | 'mobile' = 'desktop') {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device });
  expect(await (await fetch(created.body.url)).text()).toContain('cashier');
  const trade = [...fake.trades.values()].at(-1)!;
  return { ...hold, url: created.body.url, attemptId: trade.out_trade_no };
}
const notify = (params: Record<string, string>) =>
  t.app.inject({
    method: 'POST',
    url: '/api/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(params).toString(),
  });

describe('Alipay with credentials (against the local fake)', () => {
  it('sends the guest to the real gateway with return_url /booking_result; the demo gateway answers 404', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/payment_options' })).json<PaymentOptions>();
    expect(options.methods).toContainEqual({ method: 'alipay', demo: false });
    const order = await openCashier('19:00', 'mobile');
    expect(order.url.startsWith(fake.gateway)).toBe(true);
    expect(fake.trades.get(order.attemptId)).toMatchObject({ total_amount: '1000.00', method: 'alipay.trade.wap.pay', return_url: 'http://book.test:8080/booking_result' });
    expect((await t.app.inject({ method: 'GET', url: `/demo-pay/alipay/gateway.do?${new URL(order.url).search.slice(1)}` })).statusCode).toBe(404);
  });

  it('answers processing for a genuine return until Alipay says paid, then confirms once on notify', async () => {
    const order = await openCashier();
    const early = fake.sign({ app_id: fake.appId, seller_id: fake.sellerId, out_trade_no: order.attemptId, total_amount: '1000.00' });
    // The result page adds method=desktop when the return URL has none.
    expect((await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', { ...early, method: 'desktop' })).body).toEqual({ status: 'processing', booking: null });
    expect((await bookingRow(t.db, order.code)).status).toBe('hold');

    const { notify: paid, returnParams } = fake.pay(order.attemptId);
    const answer = await notify(paid);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('success');
    expect((await notify(paid)).body).toBe('success');
    expect((await notify(fake.sign({ ...paid, trade_status: 'TRADE_FINISHED', notify_id: 'later-finished' }))).body).toBe('success');
    expect(await transactionsOf(t.db, order.code)).toHaveLength(1);
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
    const verified = await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', returnParams);
    expect(verified.body).toMatchObject({ status: 'success', booking: { code: order.code, pax: 2, timeslot: '19:00' } });
    // The result page names what was sent: this guest has an e-mail and a mainland mobile.
    expect(verified.body.booking?.confirmation_channels).toEqual(['email', 'sms']);
  });

  it('confirms from the trade query when the guest returns before the notification', async () => {
    const order = await openCashier('18:00');
    const { returnParams } = fake.pay(order.attemptId);
    expect((await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', returnParams)).body.status).toBe('success');
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
  });

  it('refuses tampered, unsigned, RSA1, foreign and unknown notifications, changing nothing', async () => {
    const order = await openCashier('18:30');
    const { notify: paid, returnParams } = fake.pay(order.attemptId);
    const before = await paymentStateForTest(t.db);
    const { sign: _sign, ...unsigned } = paid;
    const refused = [
      { ...paid, total_amount: '0.01' },
      unsigned,
      { ...paid, sign_type: 'RSA' },
      fake.sign({ ...paid, seller_id: '2088999999999999' }),
      fake.sign({ ...paid, total_amount: '0.01' }),
      fake.sign({ ...paid, out_trade_no: 'PNOSUCHORDER0000' }),
    ];
    for (const params of refused) {
      const answer = await notify(params);
      expect(answer.statusCode).toBe(400);
      expect(answer.body).not.toBe('success');
    }
    const forged = await order.guest.post<AlipayVerifyResponse>('/api/alipay_verify', { ...returnParams, total_amount: '0.01' });
    expect(forged.body).toEqual({ status: 'failed', booking: null });
    expect(await paymentStateForTest(t.db)).toEqual(before);
  });
});
