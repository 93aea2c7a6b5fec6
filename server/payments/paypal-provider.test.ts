import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../lib/clock.ts';
import { startPaypalFake, type PaypalFake } from './fakes/paypal-fake.ts';
import { createPaypalProvider } from './paypal-provider.ts';
import { NotificationRejected, type NewOrder, type PaymentProvider } from './provider.ts';

let fake: PaypalFake;
let paypal: PaymentProvider;
const clock = createManualClock(new Date('2026-06-03T02:00:00Z'));

const order = (attemptId: string, amountMinor = 7000): NewOrder => ({
  attemptId,
  bookingCode: `CODE-${attemptId}`,
  amountMinor,
  currency: 'USD',
  description: 'Deposit',
  expiresAt: new Date('2026-06-03T02:30:00Z'),
  device: 'desktop',
});

beforeAll(async () => {
  fake = await startPaypalFake({ tokenSeconds: 3600, now: () => clock.now() });
  paypal = createPaypalProvider({ baseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, webhookId: fake.webhookId }, clock);
});
afterAll(() => fake.close());

describe('PayPal Orders v2 adapter against the local fake', () => {
  it('creates an order with the exact USD amount, booking code and invoice id', async () => {
    const created = await paypal.createOrder(order('A1', 7150));
    const stored = fake.orders.get(created.orderId!)!;
    expect(stored.unit).toMatchObject({ custom_id: 'CODE-A1', invoice_id: 'A1', amount: { currency_code: 'USD', value: '71.50' } });
  });

  it('reuses the OAuth token until it expires, then fetches a new one', async () => {
    const before = fake.tokenRequests;
    await paypal.createOrder(order('A2'));
    await paypal.createOrder(order('A3'));
    expect(fake.tokenRequests).toBe(before);
    clock.advance(3600_000);
    await paypal.createOrder(order('A4'));
    expect(fake.tokenRequests).toBe(before + 1);
  });

  it('sends PayPal-Request-Id so a retried create does not make a second order', async () => {
    const first = await paypal.createOrder(order('A5'));
    const again = await paypal.createOrder(order('A5'));
    expect(again.orderId).toBe(first.orderId);
  });

  it('captures an approved order once; a retry reads the same completed capture', async () => {
    const { orderId } = await paypal.createOrder(order('A6', 4900));
    const ref = { attemptId: 'A6', orderId: orderId!, bookingCode: 'CODE-A6' };
    expect(await paypal.capture!(ref)).toMatchObject({ state: 'unpaid', providerStatus: 'ORDER_NOT_APPROVED' });
    fake.approve(orderId!);
    const captured = await paypal.capture!(ref);
    expect(captured).toMatchObject({ state: 'paid', trade: { attemptId: 'A6', amountMinor: 4900, currency: 'USD', bookingCode: 'CODE-A6', orderId } });
    const retried = await paypal.capture!(ref);
    expect(retried.state === 'paid' && captured.state === 'paid' && retried.trade.transactionId).toBe(
      captured.state === 'paid' && captured.trade.transactionId,
    );
  });

  it('reports a declined capture as unpaid', async () => {
    const { orderId } = await paypal.createOrder(order('A7'));
    fake.approve(orderId!);
    fake.declineNextCapture();
    expect(await paypal.capture!({ attemptId: 'A7', orderId: orderId!, bookingCode: 'CODE-A7' })).toEqual({
      state: 'unpaid',
      providerStatus: 'INSTRUMENT_DECLINED',
    });
  });

  it('refuses to run with wrong client credentials', async () => {
    const wrong = createPaypalProvider({ baseUrl: fake.url, clientId: fake.clientId, clientSecret: 'nope' }, clock);
    await expect(wrong.createOrder(order('A8'))).rejects.toThrow(/token refused/);
  });

  it('accepts a webhook PayPal verifies and refuses a tampered one', async () => {
    const event = {
      id: 'WH-EVT-1',
      event_type: 'PAYMENT.CAPTURE.COMPLETED',
      resource: { id: 'CAP-1', status: 'COMPLETED', amount: { currency_code: 'USD', value: '49.00' }, custom_id: 'CODE-A9', invoice_id: 'A9' },
    };
    const genuine = fake.webhook(event);
    const verified = await paypal.verifyNotification!({ headers: genuine.headers, rawBody: genuine.body });
    expect(verified).toMatchObject({ eventId: 'WH-EVT-1', trade: { attemptId: 'A9', amountMinor: 4900, transactionId: 'CAP-1' } });
    const tampered = genuine.body.replace('49.00', '0.01');
    await expect(paypal.verifyNotification!({ headers: genuine.headers, rawBody: tampered })).rejects.toBeInstanceOf(NotificationRejected);
    const { 'paypal-transmission-sig': _sig, ...unsigned } = genuine.headers;
    await expect(paypal.verifyNotification!({ headers: unsigned, rawBody: genuine.body })).rejects.toThrow(/missing paypal-transmission-sig/);
  });
});
