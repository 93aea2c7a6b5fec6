import { CaptureStatus, CheckoutPaymentIntent, OrderStatus, RefundStatus } from '@paypal/paypal-server-sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createManualClock } from '../../lib/clock.ts';
import { startPaypalFake, type PaypalFake } from '../fakes/paypal-fake.ts';
import { createPaypalProvider } from '../paypal-provider.ts';
import type { NewOrder, PaymentProvider } from '../provider.ts';
import { readAs } from './paypal-sdk.ts';

/**
 * Contract: the Orders v2 bodies our PayPal adapter sends are OrderRequests as PayPal's server
 * SDK models them, and the answers of the fake the other tests rely on are Orders and captures
 * the SDK reads, with the capture where our adapter looks for it.
 */
const clock = createManualClock(new Date('2026-06-03T02:00:00Z'));
let fake: PaypalFake;
let paypal: PaymentProvider;

beforeAll(async () => {
  fake = await startPaypalFake({ now: () => clock.now() });
  paypal = createPaypalProvider({ baseUrl: fake.url, clientId: fake.clientId, clientSecret: fake.clientSecret, webhookId: fake.webhookId }, clock);
});
afterAll(() => fake.close());

const order = (attemptId: string): NewOrder => ({
  attemptId,
  bookingCode: 'BOOKCODE1',
  amountMinor: 140_05,
  currency: 'USD',
  description: 'Deposit for 2 persons, 10 June 2026 19:00 · 订金',
  expiresAt: new Date('2026-06-03T02:30:00Z'),
  device: 'desktop',
});
/** The last request our adapter sent to `path`. */
const sent = (method: string, path: string) => fake.requests.findLast((request) => request.method === method && request.url.pathname === path);
/**
 * The fake's answer to `path`, as our adapter receives it: with the adapter's token, and for a
 * request the adapter made, again with its PayPal-Request-Id and body, so a create or capture
 * answers from PayPal's idempotency record.
 */
async function answerTo(method: string, path: string): Promise<unknown> {
  const request = sent(method, path);
  const headers: Record<string, string> = { authorization: String(fake.requests.at(-1)!.headers.authorization), 'content-type': 'application/json' };
  const requestId = request?.headers['paypal-request-id'];
  if (typeof requestId === 'string') headers['paypal-request-id'] = requestId;
  const response = await fetch(`${fake.url}${path}`, { method, headers, ...(method === 'GET' ? {} : { body: request?.body ?? '{}' }) });
  return response.json();
}

describe('PayPal Orders v2 bodies (@paypal/paypal-server-sdk models)', () => {
  it('sends a create-order body that is an OrderRequest, every field one the SDK knows', async () => {
    await paypal.createOrder(order('PPCONTRACT01'));
    const body = JSON.parse(sent('POST', '/v2/checkout/orders')!.body) as unknown;
    const read = readAs('OrderRequest', body);
    expect(read.errors).toEqual([]);
    expect(read.written).toEqual(body);
    const request = read.model!;
    expect(request.intent).toBe(CheckoutPaymentIntent.Capture);
    expect(request.purchaseUnits).toHaveLength(1);
    const unit = request.purchaseUnits[0]!;
    expect(unit).toMatchObject({ customId: 'BOOKCODE1', invoiceId: 'PPCONTRACT01', amount: { currencyCode: 'USD', value: '140.05' } });
    // USD has two decimals (PayPal's currency codes), and PayPal keeps 127 characters of a description.
    expect(unit.amount.value).toMatch(/^\d+\.\d{2}$/);
    expect(unit.description!.length).toBeLessThanOrEqual(127);
  });

  it("answers create, query and capture with Orders the SDK reads, every field one it knows, statuses among its own", async () => {
    const { orderId } = await paypal.createOrder(order('PPCONTRACT02'));
    const ordersPath = `/v2/checkout/orders/${orderId}`;
    const answers = [await answerTo('POST', '/v2/checkout/orders'), await answerTo('GET', ordersPath)];
    fake.approve(orderId!);
    await paypal.capture!({ attemptId: 'PPCONTRACT02', orderId: orderId!, bookingCode: 'BOOKCODE1' });
    answers.push(await answerTo('POST', `${ordersPath}/capture`), await answerTo('GET', ordersPath));
    for (const answer of answers) {
      const read = readAs('Order', answer);
      expect(read.errors).toEqual([]);
      expect(read.written).toEqual(answer);
      expect(read.model!.id).toBe(orderId);
      expect(Object.values(OrderStatus)).toContain(read.model!.status);
      for (const captured of read.model!.purchaseUnits?.flatMap((unit) => unit.payments?.captures ?? []) ?? []) {
        expect(Object.values(CaptureStatus)).toContain(captured.status);
      }
    }
    expect(readAs('Order', answers[2]).model!.status).toBe(OrderStatus.Completed);
  });

  it('has the capture at purchase_units[].payments.captures[], and our adapter reads it from there', async () => {
    const { orderId } = await paypal.createOrder(order('PPCONTRACT03'));
    fake.approve(orderId!);
    const state = await paypal.capture!({ attemptId: 'PPCONTRACT03', orderId: orderId!, bookingCode: 'BOOKCODE1' });
    const model = readAs('Order', await answerTo('POST', `/v2/checkout/orders/${orderId}/capture`)).model!;
    const captured = model.purchaseUnits![0]!.payments!.captures![0]!;
    expect(captured).toMatchObject({ status: CaptureStatus.Completed, amount: { currencyCode: 'USD', value: '140.05' }, customId: 'BOOKCODE1', invoiceId: 'PPCONTRACT03' });
    expect(state).toEqual({
      state: 'paid',
      trade: {
        attemptId: captured.invoiceId,
        transactionId: captured.id,
        orderId: model.id,
        amountMinor: 140_05,
        currency: captured.amount!.currencyCode,
        bookingCode: captured.customId,
        paidAt: new Date(captured.createTime!),
      },
    });
  });

  it('reads the capture of a PAYMENT.CAPTURE.COMPLETED webhook where the SDK has it (CapturedPayment)', async () => {
    const { orderId } = await paypal.createOrder(order('PPCONTRACT04'));
    // The resource of the event, as PayPal's webhook documentation shows it.
    const resource = {
      id: '42311647XV020574X',
      status: 'COMPLETED',
      amount: { currency_code: 'USD', value: '140.05' },
      final_capture: true,
      seller_protection: { status: 'ELIGIBLE', dispute_categories: ['ITEM_NOT_RECEIVED', 'UNAUTHORIZED_TRANSACTION'] },
      seller_receivable_breakdown: {
        gross_amount: { currency_code: 'USD', value: '140.05' },
        paypal_fee: { currency_code: 'USD', value: '5.19' },
        net_amount: { currency_code: 'USD', value: '134.86' },
      },
      invoice_id: 'PPCONTRACT04',
      custom_id: 'BOOKCODE1',
      supplementary_data: { related_ids: { order_id: orderId } },
      create_time: '2026-06-03T02:05:00Z',
      update_time: '2026-06-03T02:05:00Z',
      links: [{ href: `https://api.paypal.com/v2/payments/captures/42311647XV020574X`, rel: 'self', method: 'GET' }],
    };
    const read = readAs('CapturedPayment', resource);
    expect(read.errors).toEqual([]);
    expect(read.written).toEqual(resource);
    const model = read.model!;
    const event = { id: 'WH-58D329510W468432D-8HN650336L201105X', event_type: 'PAYMENT.CAPTURE.COMPLETED', resource_type: 'capture', resource };
    const message = fake.webhook(event);
    const notified = await paypal.verifyNotification!({ headers: message.headers, rawBody: message.body });
    expect(notified).toEqual({
      eventId: event.id,
      trade: {
        attemptId: model.invoiceId,
        transactionId: model.id,
        orderId: model.supplementaryData!.relatedIds!.orderId,
        amountMinor: 140_05,
        currency: model.amount!.currencyCode,
        bookingCode: model.customId,
        paidAt: new Date(model.createTime!),
      },
    });
  });
});

describe('PayPal refunds (captures/{id}/refund, refunds/{id}) against the SDK models', () => {
  it('sends a RefundRequest the SDK reads, and the fake answers Refunds it reads, statuses among its own', async () => {
    const { orderId } = await paypal.createOrder(order('PPCONTRACT05'));
    fake.approve(orderId!);
    const paid = await paypal.capture!({ attemptId: 'PPCONTRACT05', orderId: orderId!, bookingCode: 'BOOKCODE1' });
    if (paid.state !== 'paid') throw new Error('not captured');
    const captureId = paid.trade.transactionId;
    fake.holdNextRefund();
    const request = { refundId: 'rf-contract-1', attemptId: 'PPCONTRACT05', transactionId: captureId, amountMinor: 40_00, totalMinor: 140_05, currency: 'USD' as const, reason: 'Booking cancelled' };
    const state = await paypal.refund!(request);

    const refundPath = `/v2/payments/captures/${captureId}/refund`;
    const body = JSON.parse(sent('POST', refundPath)!.body) as unknown;
    const readRequest = readAs('RefundRequest', body);
    expect(readRequest.errors).toEqual([]);
    expect(readRequest.written).toEqual(body);
    expect(readRequest.model).toMatchObject({ amount: { currencyCode: 'USD', value: '40.00' }, invoiceId: 'rf-contract-1', noteToPayer: 'Booking cancelled' });
    expect(sent('POST', refundPath)!.headers['paypal-request-id']).toBe('rf-contract-1');

    const answers = [await answerTo('POST', refundPath)];
    fake.completeRefund(state.providerRefundId!);
    answers.push(await answerTo('GET', `/v2/payments/refunds/${state.providerRefundId}`));
    for (const answer of answers) {
      const read = readAs('Refund', answer);
      expect(read.errors).toEqual([]);
      expect(read.written).toEqual(answer);
      expect(read.model!.id).toBe(state.providerRefundId);
      expect(Object.values(RefundStatus)).toContain(read.model!.status);
    }
    expect(readAs('Refund', answers[0]).model!.status).toBe(RefundStatus.Pending);
    expect(state).toEqual({ state: 'processing', providerRefundId: readAs('Refund', answers[0]).model!.id, providerStatus: RefundStatus.Pending });
    expect(await paypal.queryRefund!({ ...request, providerRefundId: state.providerRefundId })).toEqual({
      state: 'succeeded',
      providerRefundId: readAs('Refund', answers[1]).model!.id,
      providerStatus: RefundStatus.Completed,
    });
  });
});
