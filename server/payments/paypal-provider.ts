import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { formatMinor, parseMinor } from '../lib/amounts.ts';
import { paypalCall, type PaypalClient, type PaypalSettings } from './paypal-client.ts';
import {
  NotificationRejected,
  ProviderError,
  type CreatedOrder,
  type IncomingNotification,
  type NewOrder,
  type OrderRef,
  type OrderState,
  type PaymentProvider,
  type ProviderNotification,
  type RefundRequest,
  type RefundState,
} from './provider.ts';

export type { PaypalSettings } from './paypal-client.ts';

const amountSchema = z.object({ currency_code: z.string(), value: z.string() });
const captureSchema = z.object({
  id: z.string(),
  status: z.string(),
  amount: amountSchema,
  custom_id: z.string().optional(),
  invoice_id: z.string().optional(),
  create_time: z.string().optional(),
  supplementary_data: z.object({ related_ids: z.object({ order_id: z.string().optional() }).optional() }).optional(),
});
type Capture = z.infer<typeof captureSchema>;
const orderSchema = z.object({
  id: z.string(),
  status: z.string(),
  purchase_units: z
    .array(
      z.object({
        custom_id: z.string().optional(),
        invoice_id: z.string().optional(),
        amount: amountSchema.optional(),
        payments: z.object({ captures: z.array(captureSchema).optional() }).optional(),
      }),
    )
    .default([]),
});
const refundSchema = z.object({ id: z.string(), status: z.string() });
const issueSchema = z.object({ details: z.array(z.object({ issue: z.string() })).default([]) });

/** A PayPal refund's status as ours: COMPLETED, PENDING (on its way), CANCELLED or FAILED. */
function refundState(refund: z.infer<typeof refundSchema>): RefundState {
  const state = refund.status === 'COMPLETED' ? 'succeeded' : refund.status === 'PENDING' ? 'processing' : 'failed';
  return { state, providerRefundId: refund.id, providerStatus: refund.status };
}

const webhookEventSchema = z.object({ id: z.string(), event_type: z.string(), resource: z.unknown() });

/** What we know of our order when PayPal's answer leaves it out (no invoice_id or custom_id). */
interface Known {
  attemptId?: string;
  bookingCode?: string;
}

function captureState(capture: Capture, orderId: string | undefined, known: Known = {}): OrderState {
  if (capture.status === 'PENDING') return { state: 'pending', providerStatus: capture.status };
  if (capture.status !== 'COMPLETED') {
    const closed = ['DECLINED', 'FAILED', 'REFUNDED', 'PARTIALLY_REFUNDED'].includes(capture.status);
    return { state: closed ? 'closed' : 'unpaid', providerStatus: capture.status };
  }
  const amountMinor = parseMinor(capture.amount.value);
  if (amountMinor === null || (capture.amount.currency_code !== 'USD' && capture.amount.currency_code !== 'CNY')) {
    throw new ProviderError('paypal', `capture ${capture.id} has an amount we cannot read`);
  }
  const bookingCode = capture.custom_id ?? known.bookingCode;
  return {
    state: 'paid',
    trade: {
      attemptId: capture.invoice_id ?? known.attemptId ?? '',
      transactionId: capture.id,
      orderId: orderId ?? capture.supplementary_data?.related_ids?.order_id,
      amountMinor,
      currency: capture.amount.currency_code,
      ...(bookingCode ? { bookingCode } : {}),
      ...(capture.create_time ? { paidAt: new Date(capture.create_time) } : {}),
    },
  };
}

/** The order's state, or null when the answer does not show its capture (a minimal answer). */
function orderState(order: z.infer<typeof orderSchema>, known: Known): OrderState | null {
  const unit = order.purchase_units[0];
  const capture = unit?.payments?.captures?.[0];
  if (capture) {
    return captureState(capture, order.id, { attemptId: unit?.invoice_id ?? known.attemptId, bookingCode: unit?.custom_id ?? known.bookingCode });
  }
  if (order.status === 'COMPLETED') return null;
  return { state: order.status === 'VOIDED' ? 'closed' : 'unpaid', providerStatus: order.status };
}

const missingOrder = (ref: OrderRef) => new ProviderError('paypal', `attempt ${ref.attemptId} has no PayPal order`);

/** The first issue PayPal names in a refusal (ORDER_ALREADY_CAPTURED, ...). */
function firstIssue(json: unknown): string | undefined {
  const issue = issueSchema.safeParse(json);
  return issue.success ? issue.data.details[0]?.issue : undefined;
}

async function queryOrder(client: PaypalClient, ref: OrderRef): Promise<OrderState> {
  if (!ref.orderId) throw missingOrder(ref);
  const response = await paypalCall(client, 'GET', `/v2/checkout/orders/${encodeURIComponent(ref.orderId)}`);
  if (response.status === 404) return { state: 'closed', providerStatus: 'NOT_FOUND' };
  if (response.status !== 200) throw new ProviderError('paypal', `order query failed (${response.status})`, response.status);
  const order = orderSchema.parse(response.json);
  const state = orderState(order, ref);
  if (!state) throw new ProviderError('paypal', `completed order ${order.id} shows no capture`);
  return state;
}

/**
 * Refunds (part of) a capture: our refund id is the PayPal-Request-Id, so asking again (a retry
 * after a lost answer, reconciliation) answers the same refund instead of making another.
 */
async function refund(client: PaypalClient, request: RefundRequest): Promise<RefundState> {
  const response = await paypalCall(
    client,
    'POST',
    `/v2/payments/captures/${encodeURIComponent(request.transactionId)}/refund`,
    {
      amount: { currency_code: request.currency, value: formatMinor(request.amountMinor) },
      invoice_id: request.refundId,
      note_to_payer: request.reason.slice(0, 255) || undefined,
    },
    request.refundId,
    { prefer: 'return=representation' },
  );
  if (response.status === 200 || response.status === 201) return refundState(refundSchema.parse(response.json));
  const first = firstIssue(response.json);
  // PayPal turned the refund down for good (already refunded, more than is left, too old).
  if (response.status === 422 && first) return { state: 'failed', providerStatus: first };
  throw new ProviderError('paypal', `refund failed (${response.status}${first ? ` ${first}` : ''})`, response.status);
}

async function queryRefund(client: PaypalClient, request: RefundRequest): Promise<RefundState> {
  if (!request.providerRefundId) return refund(client, request);
  const response = await paypalCall(client, 'GET', `/v2/payments/refunds/${encodeURIComponent(request.providerRefundId)}`);
  if (response.status !== 200) throw new ProviderError('paypal', `refund query failed (${response.status})`, response.status);
  return refundState(refundSchema.parse(response.json));
}

async function createOrder(client: PaypalClient, order: NewOrder): Promise<CreatedOrder> {
  const response = await paypalCall(
    client,
    'POST',
    '/v2/checkout/orders',
    {
      intent: 'CAPTURE',
      purchase_units: [
        {
          custom_id: order.bookingCode,
          invoice_id: order.attemptId,
          description: order.description.slice(0, 127),
          amount: { currency_code: order.currency, value: formatMinor(order.amountMinor) },
        },
      ],
    },
    order.attemptId,
  );
  if (response.status !== 200 && response.status !== 201) {
    throw new ProviderError('paypal', `order refused (${response.status})`, response.status);
  }
  return { orderId: orderSchema.parse(response.json).id };
}

async function capture(client: PaypalClient, ref: OrderRef): Promise<OrderState> {
  if (!ref.orderId) throw missingOrder(ref);
  // PayPal answers a capture minimally (id and status) unless asked for the whole order.
  const response = await paypalCall(client, 'POST', `/v2/checkout/orders/${encodeURIComponent(ref.orderId)}/capture`, {}, `capture-${ref.attemptId}`, {
    prefer: 'return=representation',
  });
  if (response.status === 200 || response.status === 201) return orderState(orderSchema.parse(response.json), ref) ?? queryOrder(client, ref);
  const first = firstIssue(response.json);
  // Captured already (a retry after a lost answer): the order itself tells what happened.
  if (first === 'ORDER_ALREADY_CAPTURED') return queryOrder(client, ref);
  if (response.status === 422) return { state: 'unpaid', providerStatus: first ?? 'UNPROCESSABLE_ENTITY' };
  if (response.status === 404) return { state: 'closed', providerStatus: 'NOT_FOUND' };
  throw new ProviderError('paypal', `capture failed (${response.status})`, response.status);
}

/** A webhook as PayPal's verify-webhook-signature call is asked about it: its headers and the event. */
function verificationRequest(incoming: IncomingNotification, webhookId: string) {
  const header = (name: string) => {
    const value = incoming.headers[name];
    if (typeof value !== 'string' || !value) throw new NotificationRejected(`missing ${name}`);
    return value;
  };
  let event: unknown;
  try {
    event = JSON.parse(incoming.rawBody);
  } catch {
    throw new NotificationRejected('body is not JSON');
  }
  return {
    auth_algo: header('paypal-auth-algo'),
    cert_url: header('paypal-cert-url'),
    transmission_id: header('paypal-transmission-id'),
    transmission_sig: header('paypal-transmission-sig'),
    transmission_time: header('paypal-transmission-time'),
    webhook_id: webhookId,
    webhook_event: event,
  };
}

async function verifyNotification(client: PaypalClient, incoming: IncomingNotification): Promise<ProviderNotification> {
  if (!client.settings.webhookId) throw new NotificationRejected('no PAYPAL_WEBHOOK_ID configured');
  const request = verificationRequest(incoming, client.settings.webhookId);
  const response = await paypalCall(client, 'POST', '/v1/notifications/verify-webhook-signature', request);
  const verdict = z.object({ verification_status: z.string() }).safeParse(response.json);
  if (response.status !== 200 || !verdict.success || verdict.data.verification_status !== 'SUCCESS') {
    throw new NotificationRejected('PayPal did not verify the signature');
  }
  const parsed = webhookEventSchema.safeParse(request.webhook_event);
  if (!parsed.success) throw new NotificationRejected('not a webhook event');
  if (parsed.data.event_type !== 'PAYMENT.CAPTURE.COMPLETED') return { eventId: parsed.data.id, trade: null };
  const captured = captureSchema.safeParse(parsed.data.resource);
  if (!captured.success) throw new NotificationRejected('capture event without a capture');
  const state = captureState(captured.data, undefined);
  return { eventId: parsed.data.id, trade: state.state === 'paid' ? state.trade : null };
}

/** PayPal Orders v2: create (intent CAPTURE), capture, query; webhooks via verify-webhook-signature. */
export function createPaypalProvider(settings: PaypalSettings, clock: Clock): PaymentProvider {
  const client: PaypalClient = { settings, clock };
  return {
    method: 'paypal',
    demo: false,
    refund: (request) => refund(client, request),
    queryRefund: (request) => queryRefund(client, request),
    createOrder: (order) => createOrder(client, order),
    queryOrder: (ref) => queryOrder(client, ref),
    capture: (ref) => capture(client, ref),
    verifyNotification: (incoming) => verifyNotification(client, incoming),
  };
}
