import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startAlipayFake, type AlipayFake } from '../payments/fakes/alipay-fake.ts';
import { bookingRow, fakeProviderSettings, placeHold } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, refundRows } from './test-support.ts';

/** Refunds of deposits paid by Alipay, made at Alipay (its local fake) and settled by reconciliation. */
let t: TestApp;
let fake: AlipayFake;

beforeAll(async () => {
  fake = await startAlipayFake(() => t.clock.now());
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080', ...fakeProviderSettings({ alipay: fake }), ALIPAY_SELLER_ID: fake.sellerId } });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A hold paid through Alipay's cashier, confirmed by Alipay's notification: its code and trade. */
async function paidByAlipay(time: string): Promise<{ code: string; attemptId: string }> {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<{ url: string }>('/api/alipay_create', { code: hold.code, device: 'desktop' });
  await fetch(created.body.url);
  const attemptId = [...fake.trades.values()].at(-1)!.out_trade_no;
  const { notify } = fake.pay(attemptId);
  const notified = await t.app.inject({
    method: 'POST',
    url: '/api/notify/alipay',
    headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
    payload: new URLSearchParams(notify).toString(),
  });
  expect(notified.body).toBe('success');
  expect((await bookingRow(t.db, hold.code)).status).toBe('pending');
  return { code: hold.code, attemptId };
}
const reconcile = () => adminCall<{ refunds_settled: number }>(t.app, 'POST', '/api/admin/reconcile', {});

describe('refunding an Alipay deposit at Alipay', () => {
  it('cancels with a full refund, made at Alipay under our refund id', async () => {
    const booking = await paidByAlipay('18:00');
    const cancelled = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { refund: 'full' });
    expect(cancelled).toMatchObject({ status: 200, body: { deposit: { kind: 'refund', amount_minor: 1000_00, currency: 'CNY', method: 'alipay' } } });
    const [row] = await refundRows(t.db, booking.code);
    expect(row).toMatchObject({ method: 'alipay', status: 'succeeded', provider_refund_id: row!.id, amount_minor: 1000_00 });
    expect([...fake.trades.get(booking.attemptId)!.refunds.entries()]).toEqual([[row!.id, { refund_amount: '1000.00', refund_reason: 'cancel' }]]);
  });

  it('keeps a refund Alipay was too busy for as pending, and reconciliation makes it once', async () => {
    const booking = await paidByAlipay('18:30');
    fake.failNextRefunds(1);
    const refunded = await adminCall<{ refunds: Array<{ status: string; last_error: string | null }> }>(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 200 });
    expect(refunded.body.refunds).toMatchObject([{ status: 'pending', last_error: expect.stringContaining('ACQ.SYSTEM_ERROR') }]);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(1);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded', amount_minor: 200_00 });
    expect(fake.trades.get(booking.attemptId)!.refunds.size).toBe(1);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(0);
  });
});
