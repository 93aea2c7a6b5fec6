import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CheckWxResponse, PaymentOptions, WpayResponse } from '../../../api-client/contract/payment.ts';
import { startWechatFake, type WechatFake } from '../../payments/fakes/wechat-fake.ts';
import { bookingRow, messagesFor, paymentStateForTest, placeHold, transactionsOf } from '../../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: WechatFake;

beforeAll(async () => {
  fake = await startWechatFake(() => t.clock.now());
  const pem = (key: { export(options: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') =>
    String(key.export({ type, format: 'pem' }));
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://book.test:8080',
      WECHAT_API_BASE: fake.url,
      WECHAT_APPID: fake.appid,
      WECHAT_MCHID: fake.mchid,
      WECHAT_MERCHANT_SERIAL: fake.merchantSerial,
      WECHAT_MERCHANT_PRIVATE_KEY: pem(fake.merchantPrivateKey, 'pkcs8'),
      WECHAT_PLATFORM_PUBLIC_KEY: pem(fake.platformPublicKey, 'spki').replace(/\n/g, '\\n'),
      WECHAT_PLATFORM_SERIAL: fake.platformSerial,
      WECHAT_APIV3_KEY: fake.apiV3Key,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function orderFor(time = '19:00') {
  const hold = await placeHold(t.app, t.db, { time });
  const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  const attemptId = [...fake.transactions.values()].find((transaction) => transaction.attach === hold.code)!.out_trade_no;
  return { ...hold, wpay: wpay.body, attemptId };
}
const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/wechat', headers: message.headers, payload: message.body });

describe('WeChat Pay with credentials (against the local fake)', () => {
  it('uses the real adapter: a weixin:// code, and the demo pages answer 404', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/payment_options' })).json<PaymentOptions>();
    expect(options.methods).toContainEqual({ method: 'wechat', demo: false });
    const order = await orderFor();
    expect(order.wpay).toEqual({ code_url: expect.stringMatching(/^weixin:\/\/wxpay\//), demo: false });
    expect(fake.transactions.get(order.attemptId)?.amount).toEqual({ total: 1000_00, currency: 'CNY' });
    expect((await t.app.inject({ method: 'GET', url: `/demo-pay/wechat/${order.attemptId}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/demo-pay/wechat/${order.attemptId}` })).statusCode).toBe(404);
    // Nor are the phone ways' stand-ins there: the demo bridge, its OAuth page, pay sheet and H5 cashier.
    const stateShaped = 'a'.repeat(32);
    for (const [method, url] of [
      ['GET', '/demo-pay/wechat/bridge.js'],
      ['GET', `/demo-pay/wechat/oauth?appid=wxd0000000demo0000&redirect_uri=${encodeURIComponent('http://book.test:8080/api/wechat_oauth_return')}&state=${stateShaped}`],
      ['POST', '/demo-pay/wechat/jsapi'],
      ['GET', `/demo-pay/wechat/h5/${order.attemptId}`],
      ['POST', `/demo-pay/wechat/h5/${order.attemptId}/pay`],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' })).statusCode, url).toBe(404);
    }
    expect((await bookingRow(t.db, order.code)).status).toBe('hold');
  });

  it('confirms on a genuine notification, once, however often it is replayed', async () => {
    const order = await orderFor();
    const paid = fake.pay(order.attemptId);
    expect((await notify(paid)).statusCode).toBe(204);
    expect((await notify(paid)).statusCode).toBe(204);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toHaveLength(1);
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
    expect((await order.guest.get<CheckWxResponse>(`/api/check_wx/${order.code}`)).body).toEqual({ status: 'SUCCESS' });
  });

  it('refuses forged, stale, foreign and tampered notifications, changing nothing', async () => {
    const order = await orderFor('18:00');
    const genuine = fake.pay(order.attemptId);
    const transaction = { ...fake.transactions.get(order.attemptId)!, amount: { total: 1000_00, currency: 'CNY' } };
    const before = await paymentStateForTest(t.db);
    const { 'wechatpay-signature': _signature, ...unsigned } = genuine.headers;
    const refused = [
      await notify({ headers: genuine.headers, body: genuine.body.replace('"summary"', '"summary2"') }),
      await notify({ headers: unsigned, body: genuine.body }),
      await notify({ headers: { ...genuine.headers, 'wechatpay-serial': 'PUB_KEY_ID_someone_else' }, body: genuine.body }),
      await notify(fake.notification(transaction, { timestamp: Math.floor(t.clock.now().getTime() / 1000) - 6 * 60 })),
      await notify(fake.notification({ ...transaction, amount: { total: 1, currency: 'CNY' } })),
      await notify(fake.notification({ ...transaction, mchid: '1111111111' })),
      await notify(fake.notification({ ...transaction, out_trade_no: 'PNOSUCHORDER00000' })),
    ];
    for (const response of refused) {
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'FAIL' });
    }
    expect(await paymentStateForTest(t.db)).toEqual(before);
  });

  it('check_wx asks WeChat when no notification came, and a late notification changes nothing more', async () => {
    const order = await orderFor('18:30');
    expect((await order.guest.get<CheckWxResponse>(`/api/check_wx/${order.code}`)).body).toEqual({ status: 'NOTPAY' });
    const late = fake.pay(order.attemptId);
    t.clock.advance(10_000);
    expect((await order.guest.get<CheckWxResponse>(`/api/check_wx/${order.code}`)).body).toEqual({ status: 'SUCCESS' });
    expect((await notify(late)).statusCode).toBe(204);
    expect(await transactionsOf(t.db, order.code)).toHaveLength(1);
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
  });
});
