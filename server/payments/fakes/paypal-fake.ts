import { createHash, randomBytes } from 'node:crypto';
import { json, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * PayPal's REST API as tests need it, checking what PayPal checks: credentials and live tokens,
 * PayPal-Request-Id idempotency, intent CAPTURE, two-decimal amounts, one capture of an approved order,
 * refunds up to what is left. It checks webhook signatures it issued, standing in for PayPal's certificate.
 */
interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: { custom_id?: string; invoice_id?: string; amount: { currency_code: string; value: string } };
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id?: string; invoice_id?: string; create_time: string };
}

interface FakeRefund {
  id: string;
  status: 'COMPLETED' | 'PENDING' | 'CANCELLED' | 'FAILED';
  amount: { currency_code: string; value: string };
  invoice_id?: string;
  note_to_payer?: string;
  create_time: string;
  update_time: string;
  links: Array<{ href: string; rel: string; method: string }>;
}

export interface PaypalFake extends FakeServer {
  clientId: string;
  clientSecret: string;
  webhookId: string;
  orders: Map<string, FakeOrder>;
  tokenRequests: number;
  /** The buyer approves the order on PayPal's page. */
  approve(orderId: string): void;
  /** The next capture is declined by the card issuer. */
  declineNextCapture(): void;
  /** The next capture is held back (PENDING, e.g. an eCheck or a review) until completeCapture. */
  holdNextCapture(): void;
  /** PayPal releases a held capture; answers the capture, as a PAYMENT.CAPTURE.COMPLETED event carries it. */
  completeCapture(orderId: string): NonNullable<FakeOrder['capture']>;
  /** The next capture's answer leaves out invoice_id and custom_id. */
  answerNextCaptureWithoutIds(): void;
  /** Every token issued so far is refused (expired or revoked early): calls answer 401. */
  revokeTokens(): void;
  /** Refunds made, by PayPal's refund id, with the capture they came from. */
  refunds: Map<string, FakeRefund & { captureId: string }>;
  /** The next refund is accepted but not yet made (PENDING) until completeRefund. */
  holdNextRefund(): void;
  /** The next `count` refund calls answer 503, as PayPal does when it is down. */
  failNextRefunds(count: number): void;
  /** PayPal finishes a pending refund. */
  completeRefund(refundId: string): void;
  /** A webhook event as PayPal would deliver it: headers and body. */
  webhook(event: unknown): { headers: Record<string, string>; body: string };
}

export async function startPaypalFake(options: { tokenSeconds?: number; now?: () => Date } = {}): Promise<PaypalFake> {
  const now = options.now ?? (() => new Date());
  const clientId = `client-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(12).toString('hex');
  const webhookId = `WH-${randomBytes(6).toString('hex')}`;
  const tokens = new Map<string, number>();
  const orders = new Map<string, FakeOrder>();
  const idempotent = new Map<string, FakeAnswer>();
  const transmissions = new Map<string, string>();
  let declineNext = false;
  let holdNext = false;
  let withoutIdsNext = false;
  let holdRefundNext = false;
  let refundsToFail = 0;
  const refunds = new Map<string, FakeRefund & { captureId: string }>();
  const cents = (value: string) => Math.round(Number(value) * 100);
  const refundView = ({ captureId: _capture, ...refund }: FakeRefund & { captureId: string }) => refund;

  function refundCapture(request: FakeRequest, captureId: string): FakeAnswer {
    const capture = [...orders.values()].map((order) => order.capture).find((candidate) => candidate?.id === captureId);
    if (!capture) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    const body = JSON.parse(request.body || '{}') as { amount?: { currency_code?: string; value?: string }; invoice_id?: string; note_to_payer?: string };
    const amount = body.amount ?? capture.amount;
    if (!/^\d+\.\d{2}$/.test(amount.value ?? '') || Number(amount.value) <= 0) {
      return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DECIMAL_PRECISION' }] });
    }
    if (amount.currency_code !== capture.amount.currency_code) return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CURRENCY_MISMATCH' }] });
    if (capture.status === 'REFUNDED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_FULLY_REFUNDED' }] });
    if (capture.status !== 'COMPLETED' && capture.status !== 'PARTIALLY_REFUNDED') {
      return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'CAPTURE_STATUS_NOT_VALID' }] });
    }
    const refunded = [...refunds.values()].filter((refund) => refund.captureId === captureId && refund.status !== 'FAILED' && refund.status !== 'CANCELLED');
    const left = cents(capture.amount.value) - refunded.reduce((sum, refund) => sum + cents(refund.amount.value), 0);
    if (cents(amount.value!) > left) return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'REFUND_AMOUNT_EXCEEDED' }] });
    const id = randomBytes(8).toString('hex').toUpperCase();
    const refund = {
      id,
      captureId,
      status: holdRefundNext ? ('PENDING' as const) : ('COMPLETED' as const),
      amount: { currency_code: amount.currency_code!, value: amount.value! },
      ...(body.invoice_id ? { invoice_id: body.invoice_id } : {}),
      ...(body.note_to_payer ? { note_to_payer: body.note_to_payer } : {}),
      create_time: now().toISOString(),
      update_time: now().toISOString(),
      links: [{ href: `https://api.paypal.com/v2/payments/refunds/${id}`, rel: 'self', method: 'GET' }],
    };
    holdRefundNext = false;
    refunds.set(id, refund);
    capture.status = cents(amount.value!) === left ? 'REFUNDED' : 'PARTIALLY_REFUNDED';
    return json(201, refundView(refund));
  }

  const handle = (request: FakeRequest): FakeAnswer => {
    const path = request.url.pathname;
    if (path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== expected) return json(401, { error: 'invalid_client' });
      if (request.body !== 'grant_type=client_credentials') return json(400, { error: 'unsupported_grant_type' });
      fake.tokenRequests += 1;
      const token = randomBytes(16).toString('hex');
      const seconds = options.tokenSeconds ?? 32_400;
      tokens.set(token, now().getTime() + seconds * 1000);
      return json(200, { access_token: token, token_type: 'Bearer', expires_in: seconds });
    }
    const bearer = request.headers.authorization?.replace(/^Bearer /, '') ?? '';
    if ((tokens.get(bearer) ?? 0) <= now().getTime()) return json(401, { error: 'invalid_token' });
    const requestId = request.headers['paypal-request-id'];
    const key = typeof requestId === 'string' ? `${path}|${requestId}` : undefined;
    if (key && idempotent.has(key)) return idempotent.get(key)!;
    const answer = route(request, path);
    if (key && answer.status < 300) idempotent.set(key, answer);
    return answer;
  };

  function route(request: FakeRequest, path: string): FakeAnswer {
    if (request.method === 'POST' && path === '/v2/checkout/orders') {
      const body = JSON.parse(request.body) as { intent?: string; purchase_units?: FakeOrder['unit'][] };
      const unit = body.purchase_units?.[0];
      if (body.intent !== 'CAPTURE' || !unit) return json(400, { name: 'INVALID_REQUEST' });
      if (!/^\d+\.\d{2}$/.test(unit.amount?.value ?? '') || Number(unit.amount.value) <= 0) {
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'DECIMAL_PRECISION' }] });
      }
      const order: FakeOrder = { id: randomBytes(8).toString('hex').toUpperCase(), status: 'CREATED', unit };
      orders.set(order.id, order);
      return json(201, { id: order.id, status: order.status });
    }
    const match = /^\/v2\/checkout\/orders\/([^/]+)(\/capture)?$/.exec(path);
    const order = match ? orders.get(decodeURIComponent(match[1]!)) : undefined;
    if (match && !order) return json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    if (order && request.method === 'GET' && !match![2]) return json(200, view(order));
    if (order && request.method === 'POST' && match![2]) {
      if (order.status === 'COMPLETED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_ALREADY_CAPTURED' }] });
      if (order.status !== 'APPROVED') return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'ORDER_NOT_APPROVED' }] });
      if (declineNext) {
        declineNext = false;
        return json(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'INSTRUMENT_DECLINED' }] });
      }
      order.status = 'COMPLETED';
      order.capture = {
        id: `CAP-${randomBytes(6).toString('hex').toUpperCase()}`,
        status: 'COMPLETED',
        amount: order.unit.amount,
        custom_id: order.unit.custom_id,
        invoice_id: order.unit.invoice_id,
        create_time: now().toISOString(),
      };
      if (holdNext) order.capture.status = 'PENDING';
      holdNext = false;
      if (withoutIdsNext) {
        withoutIdsNext = false;
        const { custom_id: _custom, invoice_id: _invoice, ...unit } = order.unit;
        const { custom_id: _c, invoice_id: _i, ...capture } = order.capture;
        return json(201, { ...view(order), purchase_units: [{ ...unit, payments: { captures: [capture] } }] });
      }
      return json(201, view(order));
    }
    const refundOf = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(path);
    if (refundOf && request.method === 'POST') {
      if (refundsToFail > 0) {
        refundsToFail -= 1;
        return json(503, { name: 'INTERNAL_SERVER_ERROR', details: [{ issue: 'INTERNAL_SERVICE_ERROR' }] });
      }
      return refundCapture(request, decodeURIComponent(refundOf[1]!));
    }
    const refundAt = /^\/v2\/payments\/refunds\/([^/]+)$/.exec(path);
    if (refundAt && request.method === 'GET') {
      const refund = refunds.get(decodeURIComponent(refundAt[1]!));
      return refund ? json(200, refundView(refund)) : json(404, { name: 'RESOURCE_NOT_FOUND', details: [{ issue: 'INVALID_RESOURCE_ID' }] });
    }
    if (request.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
      const body = JSON.parse(request.body) as Record<string, unknown>;
      const expected = transmissions.get(String(body.transmission_id));
      const genuine =
        body.webhook_id === webhookId && expected !== undefined && expected === signature(String(body.transmission_id), body.webhook_event);
      return json(200, { verification_status: genuine && body.transmission_sig === expected ? 'SUCCESS' : 'FAILURE' });
    }
    return json(404, { name: 'NOT_FOUND' });
  }

  const view = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [{ ...order.unit, ...(order.capture ? { payments: { captures: [order.capture] } } : {}) }],
  });
  const signature = (transmissionId: string, event: unknown) =>
    createHash('sha256').update(`${transmissionId}|${webhookId}|${JSON.stringify(event)}`).digest('base64');

  const server = await startFakeServer(handle);
  const fake: PaypalFake = {
    ...server,
    clientId,
    clientSecret,
    webhookId,
    orders,
    tokenRequests: 0,
    approve(orderId) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no order ${orderId}`);
      order.status = 'APPROVED';
    },
    declineNextCapture() {
      declineNext = true;
    },
    holdNextCapture() {
      holdNext = true;
    },
    completeCapture(orderId) {
      const capture = orders.get(orderId)?.capture;
      if (!capture) throw new Error(`no capture of ${orderId}`);
      capture.status = 'COMPLETED';
      return capture;
    },
    answerNextCaptureWithoutIds() {
      withoutIdsNext = true;
    },
    revokeTokens() {
      tokens.clear();
    },
    refunds,
    failNextRefunds(count) {
      refundsToFail = count;
    },
    holdNextRefund() {
      holdRefundNext = true;
    },
    completeRefund(refundId) {
      const refund = refunds.get(refundId);
      if (!refund) throw new Error(`no refund ${refundId}`);
      refund.status = 'COMPLETED';
      refund.update_time = now().toISOString();
    },
    webhook(event) {
      const transmissionId = randomBytes(8).toString('hex');
      const sig = signature(transmissionId, event);
      transmissions.set(transmissionId, sig);
      return {
        body: JSON.stringify(event),
        headers: {
          'content-type': 'application/json',
          'paypal-auth-algo': 'SHA256withRSA',
          'paypal-cert-url': 'https://api.paypal.com/v1/notifications/certs/CERT-fake',
          'paypal-transmission-id': transmissionId,
          'paypal-transmission-sig': sig,
          'paypal-transmission-time': now().toISOString(),
        },
      };
    },
  };
  return fake;
}
