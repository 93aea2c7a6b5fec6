import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaypalCreateResponse } from '../../../api-client/contract/payment.ts';
import { startPaypalFake, type PaypalFake } from '../../payments/fakes/paypal-fake.ts';
import { bookingRow, messagesFor, placeHold, transactionsOf } from '../../payments/test-support.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/test-app.ts';

/** What a live restaurant meets at PayPal's capture (against the local fake). */
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

async function approvedOrder(time: string) {
  const hold = await placeHold(t.app, t.db, { time });
  const created = await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code, lang: 'en' });
  fake.approve(created.body.id);
  return { ...hold, oid: created.body.id };
}
const capture = (order: Awaited<ReturnType<typeof approvedOrder>>) =>
  order.guest.post<{ status?: string; error?: string }>('/api/paypal_capture', { oid: order.oid, code: order.code });
const webhook = (event: unknown) => {
  const message = fake.webhook(event);
  return t.app.inject({ method: 'POST', url: '/api/notify/paypal', headers: message.headers, payload: message.body });
};
const reconcile = () => t.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

describe('PayPal capture', () => {
  it('asks PayPal for the whole order, and confirms from the order it knows when the answer has no invoice_id', async () => {
    const order = await approvedOrder('18:00');
    fake.answerNextCaptureWithoutIds();
    expect((await capture(order)).body).toEqual({ status: 'COMPLETED' });
    expect(fake.requests.filter((request) => request.url.pathname.endsWith('/capture')).at(-1)?.headers.prefer).toBe('return=representation');
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toMatchObject([{ payment_method: 'paypal', outcome: 'confirmed', amount_minor: 140_00 }]);
  });

  it('answers PENDING for a capture PayPal holds back; the webhook confirms the booking once it is released', async () => {
    const order = await approvedOrder('18:30');
    fake.holdNextCapture();
    expect((await capture(order)).body).toEqual({ status: 'PENDING' });
    expect((await bookingRow(t.db, order.code)).status).toBe('hold');
    expect(await transactionsOf(t.db, order.code)).toEqual([]);
    // Asked again (the guest reloads), it is still pending, not an error.
    expect((await capture(order)).body).toEqual({ status: 'PENDING' });

    const released = fake.completeCapture(order.oid);
    expect((await webhook({ id: 'WH-PENDING-1', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource: released })).statusCode).toBe(200);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await transactionsOf(t.db, order.code)).toMatchObject([{ provider_transaction_id: released.id, outcome: 'confirmed' }]);
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
  });

  it('settles a released PENDING capture by reconciliation when no webhook comes, even after the hold ran out', async () => {
    const order = await approvedOrder('19:00');
    fake.holdNextCapture();
    expect((await capture(order)).body).toEqual({ status: 'PENDING' });
    expect((await reconcile()).json()).toMatchObject({ confirmed: 0 });
    t.clock.advance(31 * 60_000);
    // The hold expired while PayPal held the money back: the order stays open for it.
    expect((await reconcile()).json()).toMatchObject({ confirmed: 0 });
    fake.completeCapture(order.oid);
    expect((await reconcile()).json()).toMatchObject({ confirmed: 1 });
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
    expect(await messagesFor(t.db, order.email)).toHaveLength(1);
  });

  it('knows a webhook capture without invoice_id by its PayPal order id', async () => {
    const order = await approvedOrder('19:30');
    fake.holdNextCapture();
    await capture(order);
    const { invoice_id: _invoice, custom_id: _custom, ...released } = fake.completeCapture(order.oid);
    const resource = { ...released, supplementary_data: { related_ids: { order_id: order.oid } } };
    expect((await webhook({ id: 'WH-PENDING-2', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource })).statusCode).toBe(200);
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
  });

  it('answers INSTRUMENT_DECLINED so the guest can choose another way to pay; the same order then captures', async () => {
    const order = await approvedOrder('20:00');
    fake.declineNextCapture();
    expect((await capture(order)).body).toEqual({ status: 'INSTRUMENT_DECLINED' });
    expect((await bookingRow(t.db, order.code)).status).toBe('hold');
    // The buttons restarted and the guest approved again with another card.
    fake.approve(order.oid);
    expect((await capture(order)).body).toEqual({ status: 'COMPLETED' });
    expect((await bookingRow(t.db, order.code)).status).toBe('pending');
  });

  it('replaces a token PayPal refused (401) and makes the call once more, for create and capture alike', async () => {
    const hold = await placeHold(t.app, t.db, { time: '18:00' });
    fake.revokeTokens();
    const tokens = fake.tokenRequests;
    const created = await hold.guest.post<PaypalCreateResponse>('/api/paypal_create', { code: hold.code });
    expect(created.status).toBe(200);
    expect(fake.tokenRequests).toBe(tokens + 1);
    fake.approve(created.body.id);
    fake.revokeTokens();
    expect((await hold.guest.post('/api/paypal_capture', { oid: created.body.id, code: hold.code })).body).toEqual({ status: 'COMPLETED' });
    expect(fake.tokenRequests).toBe(tokens + 2);
  });
});
