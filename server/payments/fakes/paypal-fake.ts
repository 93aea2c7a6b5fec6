import { createHash, randomBytes } from 'node:crypto';
import { json, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * PayPal's REST API as tests need it, checking what PayPal checks: Basic client credentials for
 * a token, a live Bearer token on every call, PayPal-Request-Id idempotency, intent CAPTURE, an
 * amount with two decimals, capture only of an approved order and only once, and webhook
 * signatures it issued itself (standing in for PayPal's certificate check).
 */
interface FakeOrder {
  id: string;
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  unit: { custom_id?: string; invoice_id?: string; amount: { currency_code: string; value: string } };
  capture?: { id: string; status: string; amount: { currency_code: string; value: string }; custom_id?: string; invoice_id?: string; create_time: string };
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
