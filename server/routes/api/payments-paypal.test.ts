import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentOptions, PaypalCreateResponse } from '../../../api-client/contract/payment.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { bookingRow, messagesFor, paymentStateForTest, placeHold, transactionsOf } from '../../payments/test-support.ts';
import type { Booking } from '../../../api-client/contract/booking.ts';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import { verifyEmail } from '../../otp/test-verify.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let fake: PaypalFake;

beforeAll(async () => {
  fake = await startPaypalFake({ now: () => t.clock.now() });
  t = await buildTestApp({
    env: {
      PAYPAL_API_BASE: fake.url,
      PAYPAL_CLIENT_ID: fake.clientId,
      PAYPAL_CLIENT_SECRET: fake.clientSecret,
      PAYPAL_WEBHOOK_ID: fake.webhookId,
    },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function orderFor(time = '19:00') {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, lang: 'en' });
  return { ...hold, oid: created.body.id, created: created.body };
}
const capture = (order: Awaited<ReturnType<typeof orderFor>>, code = order.code) =>
  order.guest.post<{ status?: string; error?: string }>('/api/paypal_capture', { oid: order.oid, code });
const webhook = (message: { headers: Record<string, string>; body: string }) =>
  t.app.inject({ method: 'POST', url: '/api/notify/paypal', headers: message.headers, payload: message.body });

describe('PayPal with credentials (against the local fake)', () => {
  it('offers real PayPal with its client id and creates an order for the server-computed USD amount', async () => {
    const options = (await t.app.inject({ method: 'GET', url: '/api/payment_options' })).json<PaymentOptions>();
    expect(options.methods).toContainEqual({ method: 'paypal', demo: false });
    expect(options.paypal_client_id).toBe(fake.clientId);
    const order = await orderFor();
    expect(fake.orders.get(order.oid)?.unit).toMatchObject({ custom_id: order.code, amount: { currency_code: 'USD', value: '140.00' } });
  });

  it('leaves the booking unpaid until the buyer approved, then confirms once across capture retries and the webhook', async () => {
    const order = await orderFor();
    expect((await capture(order)).body).toEqual({ status: 'ORDER_NOT_APPROVED' });
    expect((await bookingRow(t.db, order.code)).status).toBe('hold');
    fake.approve(order.oid);
    expect((await capture(order)).body).toEqual({ status: 'COMPLETED' });
    expect((await capture(order)).body).toEqual({ status: 'COMPLETED' });
    const captured = fake.orders.get(order.oid)!.capture!;
    const event = { id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: captured };
    expect((await webhook(fake.webhook(event))).statusCode).toBe(200);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toMatchObject([{ provider_transaction_id: captured.id, amount_minor: 140_00 }]);
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
    // My bookings shows the deposit as paid: PayPal, in USD.
    await verifyEmail(t.app, order.guest, order.email);
    const mine = await order.guest.post<UserBookingsResponse>('/api/get_user_bookings', { country: null, phone: null, email: order.email });
    expect(mine.body.bookings).toMatchObject([{ code: order.code, transaction: { payment_method: 'paypal', amount: 140, currency: 'USD' } }]);
    // So does the booking its confirmation shows: what PayPal charged, beside the RMB deposit.
    const booking = await order.guest.get<Booking>(`/api/fetch_booking/${order.code}`);
    expect(booking.body.deposit_paid).toEqual({ payment_method: 'paypal', amount: 140, currency: 'USD' });
  });

  it('reports a declined capture and keeps the hold unpaid', async () => {
    const order = await orderFor('18:00');
    fake.approve(order.oid);
    fake.declineNextCapture();
    expect((await capture(order)).body).toEqual({ status: 'INSTRUMENT_DECLINED' });
    expect(await transactionsOf(t.db, order.code)).toEqual([]);
  });

  it("refuses to capture another booking's order, an unknown order, and forged webhooks, changing nothing", async () => {
    const mine = await orderFor('18:30');
    const theirs = await orderFor('18:30');
    fake.approve(theirs.oid);
    const before = await paymentStateForTest(t.db);
    const crossed = await mine.guest.post<{ error: string }>('/api/paypal_capture', { oid: theirs.oid, code: mine.code });
    expect(crossed.status).toBe(409);
    expect(crossed.body.error).toBe('order_booking_mismatch');
    expect(fake.orders.get(theirs.oid)?.status).toBe('APPROVED');
    expect((await mine.guest.post('/api/paypal_capture', { oid: 'NOSUCHORDER' })).status).toBe(404);

    const resource = { id: 'CAP-X', status: 'COMPLETED', amount: { currency_code: 'USD', value: '140.00' }, custom_id: theirs.code, invoice_id: 'P0' };
    const genuine = fake.webhook({ id: 'WH-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource });
    expect((await webhook({ headers: genuine.headers, body: genuine.body.replace('140.00', '1.40') })).statusCode).toBe(400);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    expect((await webhook({ headers: unsigned, body: genuine.body })).statusCode).toBe(400);
    // Genuinely signed but for an order we never made: refused too.
    expect((await webhook(genuine)).statusCode).toBe(400);
    expect(await paymentStateForTest(t.db)).toEqual(before);
  });

  it('refuses a webhook whose amount differs from the order, even when PayPal signed it', async () => {
    const order = await orderFor('19:30');
    const attempt = fake.orders.get(order.oid)!.unit.invoice_id!;
    const before = await paymentStateForTest(t.db);
    const resource = { id: 'CAP-Y', status: 'COMPLETED', amount: { currency_code: 'USD', value: '1.40' }, custom_id: order.code, invoice_id: attempt };
    expect((await webhook(fake.webhook({ id: 'WH-3', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource }))).statusCode).toBe(400);
    expect(await paymentStateForTest(t.db)).toEqual(before);
  });
});
