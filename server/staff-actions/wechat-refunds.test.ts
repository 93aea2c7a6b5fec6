import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWechatFake, type WechatFake } from '../payments/fakes/wechat-fake.ts';
import { bookingRow, placeHold } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, refundRows } from './test-support.ts';

/** Refunds of deposits paid by WeChat Pay, made at WeChat (its local fake), settled by its refund notification or reconciliation. */
let t: TestApp;
let fake: WechatFake;

beforeAll(async () => {
  fake = await startWechatFake(() => t.clock.now());
  const pem = (key: { export(options: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer }, type: 'pkcs8' | 'spki') => String(key.export({ type, format: 'pem' }));
  t = await buildTestApp({
    env: {
      PUBLIC_URL: 'http://book.test:8080',
      WECHAT_API_BASE: fake.url,
      WECHAT_APPID: fake.appid,
      WECHAT_MCHID: fake.mchid,
      WECHAT_MERCHANT_SERIAL: fake.merchantSerial,
      WECHAT_MERCHANT_PRIVATE_KEY: pem(fake.merchantPrivateKey, 'pkcs8'),
      WECHAT_PLATFORM_PUBLIC_KEY: pem(fake.platformPublicKey, 'spki'),
      WECHAT_PLATFORM_SERIAL: fake.platformSerial,
      WECHAT_APIV3_KEY: fake.apiV3Key,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const notify = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/wechat', headers: message.headers, payload: message.body });

/** A hold paid by WeChat Pay (Native), confirmed by WeChat's notification: its code and our order. */
async function paidByWechat(time: string): Promise<{ code: string; attemptId: string }> {
  const hold = await placeHold(t.app, t.db, { time });
  await hold.guest.post('/api/wpay', { code: hold.code });
  const attemptId = [...fake.transactions.values()].find((transaction) => transaction.attach === hold.code)!.out_trade_no;
  expect((await notify(fake.pay(attemptId))).statusCode).toBe(204);
  expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
  return { code: hold.code, attemptId };
}
const reconcile = () => adminCall<{ refunds_settled: number }>(t.app, 'POST', '/api/admin/reconcile', {});

describe('refunding a WeChat Pay deposit at WeChat', () => {
  it('cancels with a full refund, made at WeChat under our refund id (out_refund_no)', async () => {
    const booking = await paidByWechat('18:00');
    expect(await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { refund: 'full' })).toMatchObject({ status: 200, body: { deposit: { kind: 'refund', amount_minor: 1000_00 } } });
    const [row] = await refundRows(t.db, booking.code);
    const atWechat = fake.refunds.get(row!.id)!;
    expect(row).toMatchObject({ method: 'wechat', status: 'succeeded', provider_refund_id: atWechat.refund_id });
    expect(atWechat).toMatchObject({ amount: { refund: 1000_00, total: 1000_00 }, notify_url: 'http://book.test:8080/api/notify/wechat' });
  });

  it('settles a refund still processing by its REFUND.SUCCESS notification, once', async () => {
    const booking = await paidByWechat('18:30');
    fake.holdNextRefund();
    const refunded = await adminCall<{ refunds: Array<{ id: string; status: string }> }>(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 300 });
    expect(refunded.body.refunds).toMatchObject([{ status: 'processing', provider_status: 'PROCESSING' }]);
    const message = fake.completeRefund(refunded.body.refunds[0]!.id);
    expect((await notify(message)).statusCode).toBe(204);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded', amount_minor: 300_00 });
    expect((await notify(message)).statusCode).toBe(204);
    const tampered = message.body.replace('REFUND.SUCCESS', 'REFUND.ABNORMAL');
    expect((await notify({ headers: message.headers, body: tampered })).statusCode).toBe(400);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded' });
  });

  it('keeps a refund WeChat was too busy for as pending; reconciliation makes it once', async () => {
    const booking = await paidByWechat('19:00');
    fake.failNextRefunds(1);
    const refunded = await adminCall<{ refunds: Array<{ status: string; last_error: string | null }> }>(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, {});
    expect(refunded.body.refunds).toMatchObject([{ status: 'pending', last_error: expect.stringContaining('SYSTEM_ERROR') }]);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(1);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded', amount_minor: 1000_00 });
    expect([...fake.refunds.values()].filter((refund) => refund.out_trade_no === booking.attemptId)).toHaveLength(1);
  });
});
