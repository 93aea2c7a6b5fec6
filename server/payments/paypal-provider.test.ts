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

  it('asks for the whole order on capture (Prefer: return=representation)', async () => {
    const { orderId } = await paypal.createOrder(order('B1'));
    fake.approve(orderId!);
    expect(await paypal.capture!({ attemptId: 'B1', orderId: orderId!, bookingCode: 'CODE-B1' })).toMatchObject({ state: 'paid' });
    expect(fake.requests.filter((request) => request.url.pathname.endsWith('/capture')).at(-1)?.headers.prefer).toBe('return=representation');
  });

  it('falls back to the order it knows when the capture answer carries no invoice_id or custom_id', async () => {
    const { orderId } = await paypal.createOrder(order('B2', 5100));
    fake.approve(orderId!);
    fake.answerNextCaptureWithoutIds();
    expect(await paypal.capture!({ attemptId: 'B2', orderId: orderId!, bookingCode: 'CODE-B2' })).toMatchObject({
      state: 'paid',
      trade: { attemptId: 'B2', bookingCode: 'CODE-B2', orderId, amountMinor: 5100 },
    });
  });

  it('reports a capture PayPal holds back as pending; the order shows it paid once released', async () => {
    const { orderId } = await paypal.createOrder(order('B3'));
    const ref = { attemptId: 'B3', orderId: orderId!, bookingCode: 'CODE-B3' };
    fake.approve(orderId!);
    fake.holdNextCapture();
    expect(await paypal.capture!(ref)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    expect(await paypal.queryOrder(ref)).toEqual({ state: 'pending', providerStatus: 'PENDING' });
    fake.completeCapture(orderId!);
    expect(await paypal.queryOrder(ref)).toMatchObject({ state: 'paid', trade: { attemptId: 'B3' } });
  });

  it('replaces a token PayPal refuses (401) and makes the call once more', async () => {
    await paypal.createOrder(order('B4'));
    fake.revokeTokens();
    const before = fake.tokenRequests;
    const { orderId } = await paypal.createOrder(order('B5'));
    expect(fake.orders.get(orderId!)?.unit.invoice_id).toBe('B5');
    expect(fake.tokenRequests).toBe(before + 1);
  });

  it('gives up after one retry when the new token is refused too', async () => {
    const refusing = await startPaypalFake({ tokenSeconds: 0, now: () => clock.now() });
    try {
      const adapter = createPaypalProvider({ baseUrl: refusing.url, clientId: refusing.clientId, clientSecret: refusing.clientSecret }, clock);
      await expect(adapter.createOrder(order('B6'))).rejects.toThrow(/order refused \(401\)/);
      expect(refusing.tokenRequests).toBe(2);
      expect(refusing.calls.filter((call) => call.path === '/v2/checkout/orders')).toHaveLength(2);
    } finally {
      await refusing.close();
    }
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

  describe('refunds (captures/{id}/refund)', () => {
    /** A captured order of `amountMinor` US cents: its capture id. */
    async function captured(attemptId: string, amountMinor: number): Promise<string> {
      const { orderId } = await paypal.createOrder(order(attemptId, amountMinor));
      fake.approve(orderId!);
      const state = await paypal.capture!({ attemptId, orderId: orderId!, bookingCode: `CODE-${attemptId}` });
      if (state.state !== 'paid') throw new Error('not captured');
      return state.trade.transactionId;
    }
    const refundOf = (transactionId: string, refundId: string, amountMinor: number, totalMinor = 7000) => ({
      refundId, attemptId: 'R', transactionId, amountMinor, totalMinor, currency: 'USD' as const, reason: 'cancel',
    });

    it('refunds part, then the rest, of a capture; our refund id keeps a retry from refunding twice', async () => {
      const capture = await captured('R1', 7000);
      const part = await paypal.refund!(refundOf(capture, 'rf-R1-a', 2500));
      expect(part).toMatchObject({ state: 'succeeded', providerStatus: 'COMPLETED' });
      const again = await paypal.refund!(refundOf(capture, 'rf-R1-a', 2500));
      expect(again.providerRefundId).toBe(part.providerRefundId);
      expect([...fake.refunds.values()].filter((refund) => refund.captureId === capture)).toHaveLength(1);
      const sent = fake.requests.findLast((request) => request.url.pathname === `/v2/payments/captures/${capture}/refund`)!;
      expect(sent.headers['paypal-request-id']).toBe('rf-R1-a');
      expect(JSON.parse(sent.body)).toEqual({ amount: { currency_code: 'USD', value: '25.00' }, invoice_id: 'rf-R1-a', note_to_payer: 'cancel' });
      expect(await paypal.refund!(refundOf(capture, 'rf-R1-b', 4500))).toMatchObject({ state: 'succeeded' });
      expect(await paypal.refund!(refundOf(capture, 'rf-R1-c', 100))).toEqual({ state: 'failed', providerStatus: 'CAPTURE_FULLY_REFUNDED' });
    });

    it('answers a refund PayPal has not made yet as processing, and settles it when asked again', async () => {
      const capture = await captured('R2', 7000);
      fake.holdNextRefund();
      const pending = await paypal.refund!(refundOf(capture, 'rf-R2', 7000));
      expect(pending).toMatchObject({ state: 'processing', providerStatus: 'PENDING' });
      const request = { ...refundOf(capture, 'rf-R2', 7000), providerRefundId: pending.providerRefundId! };
      expect(await paypal.queryRefund!(request)).toMatchObject({ state: 'processing' });
      fake.completeRefund(pending.providerRefundId!);
      expect(await paypal.queryRefund!(request)).toEqual({ state: 'succeeded', providerRefundId: pending.providerRefundId, providerStatus: 'COMPLETED' });
    });

    it('says failed when PayPal refuses the amount for good, and throws when PayPal cannot be read', async () => {
      const capture = await captured('R3', 3000);
      expect(await paypal.refund!(refundOf(capture, 'rf-R3', 3001, 3000))).toEqual({ state: 'failed', providerStatus: 'REFUND_AMOUNT_EXCEEDED' });
      await expect(paypal.refund!(refundOf('NO-SUCH-CAPTURE', 'rf-R3b', 100))).rejects.toThrow(/refund failed \(404 INVALID_RESOURCE_ID\)/);
    });
  });
});
