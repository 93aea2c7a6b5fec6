import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalCreateResponse } from '../../api-client/contract/payment.ts';
import { startPaypalFake, type PaypalFake } from '../payments/fakes/paypal-fake.ts';
import { bookingRow, placeHold } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, refundRows } from './test-support.ts';

/** Refunds of deposits paid by PayPal, made at PayPal (its local fake) and settled by reconciliation. */
let t: TestApp;
let fake: PaypalFake;

beforeAll(async () => {
  fake = await startPaypalFake({ now: () => t.clock.now() });
  t = await buildTestApp({
    env: { PAYPAL_API_BASE: fake.url, PAYPAL_CLIENT_ID: fake.clientId, PAYPAL_CLIENT_SECRET: fake.clientSecret, PAYPAL_WEBHOOK_ID: fake.webhookId },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

/** A hold paid by PayPal (USD): its code and the capture's id at PayPal. */
async function paidByPaypal(time: string): Promise<{ code: string; captureId: string }> {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, lang: 'en' });
  fake.approve(created.body.id);
  const captured = await hold.guest.post<{ status: string }>('/api/paypal_capture', { oid: created.body.id, code: hold.code });
  expect(captured.body).toEqual({ status: 'COMPLETED' });
  return { code: hold.code, captureId: fake.orders.get(created.body.id)!.capture!.id };
}
const reconcile = () => adminCall<{ refunds_settled: number }>(t.app, 'POST', '/api/admin/reconcile', {});

describe('refunding a PayPal deposit at PayPal', () => {
  it('cancels with the policy refund (less PayPal\'s fee), made at PayPal and recorded with its refund id', async () => {
    const booking = await paidByPaypal('18:00');
    const cancelled = await adminCall<{ deposit: { amount_minor: number; currency: string } }>(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {});
    expect(cancelled).toMatchObject({ status: 200, body: { deposit: { kind: 'refund', currency: 'USD', method: 'paypal' } } });
    const [row] = await refundRows(t.db, booking.code);
    const atPaypal = [...fake.refunds.values()].find((refund) => refund.captureId === booking.captureId)!;
    expect(row).toMatchObject({ method: 'paypal', currency: 'USD', status: 'succeeded', provider_refund_id: atPaypal.id, amount_minor: cancelled.body.deposit.amount_minor });
    expect(atPaypal).toMatchObject({ status: 'COMPLETED', invoice_id: row!.id, amount: { currency_code: 'USD', value: (cancelled.body.deposit.amount_minor / 100).toFixed(2) } });
  });

  it('keeps a refund PayPal has not made yet as processing, and reconciliation settles it once PayPal has', async () => {
    const booking = await paidByPaypal('18:30');
    fake.holdNextRefund();
    const refunded = await adminCall<{ refunds: Array<{ status: string; provider_refund_id: string }> }>(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 10 });
    expect(refunded.body.refunds).toMatchObject([{ status: 'processing', provider_status: 'PENDING' }]);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(0);
    fake.completeRefund(refunded.body.refunds[0]!.provider_refund_id);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(1);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded', amount_minor: 10_00 });
    expect([...fake.refunds.values()].filter((refund) => refund.captureId === booking.captureId)).toHaveLength(1);
  });

  it('sends a refund PayPal could not take again on reconciliation, once, and clears the booking\'s refund flag', async () => {
    const booking = await paidByPaypal('19:00');
    // As a second payment of a paid booking is recorded (settle-payment.ts).
    await t.db.query("update transactions set outcome = 'duplicate', refund_due = true where booking_id = (select id from bookings where code = $1)", [booking.code]);
    await t.db.query('update bookings set needs_refund = true where code = $1', [booking.code]);
    fake.failNextRefunds(1);
    const first = await adminCall<{ refunds: Array<{ status: string; last_error: string | null }> }>(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, {});
    expect(first.body.refunds).toMatchObject([{ status: 'pending', last_error: expect.stringContaining('refund failed (503') }]);
    expect((await bookingRow(t.db, booking.code)).needs_refund).toBe(false);
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(1);
    expect((await refundRows(t.db, booking.code))[0]).toMatchObject({ status: 'succeeded', amount_minor: 140_00, currency: 'USD' });
    expect([...fake.refunds.values()].filter((refund) => refund.captureId === booking.captureId)).toHaveLength(1);
    // Reconciliation again finds nothing left to do.
    t.clock.advance(120_000);
    expect((await reconcile()).body.refunds_settled).toBe(0);
  });
});
