import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { parseJson, providerFetch } from './provider-http.ts';
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
  type WechatChannel,
} from './provider.ts';
import { shanghaiRfc3339 } from './shanghai-time.ts';
import { OPENID, wechatOauth, type OauthSettings, type WechatOauth } from './wechat-oauth.ts';
import { authorizationHeader, decryptResource, jsapiPayParams, wechatSignatureProblem, type JsapiPayParams } from './wechat-signing.ts';

/** The merchant's settings; WeChat's OAuth hosts as the OAuth (wechat-oauth.ts) takes them. */
export interface WechatSettings extends Pick<OauthSettings, 'oauthApiBase' | 'oauthPageBase'> {
  /** https://api.mch.weixin.qq.com */
  baseUrl: string;
  appid: string;
  mchid: string;
  merchantSerial: string;
  merchantKey: KeyObject;
  platformKey: KeyObject;
  platformSerial: string;
  apiV3Key: string;
  notifyUrl: string;
  /** The Official Account's AppSecret (WECHAT_APPSECRET): without it there is no OAuth, so no JSAPI. */
  appSecret?: string;
}

/** WeChat Pay, with what paying on the guest's phone needs beside the common interface. */
export interface WechatProvider extends PaymentProvider {
  readonly method: 'wechat';
  /** Absent when JSAPI cannot be offered (no AppSecret): inside WeChat the QR code is shown instead. */
  readonly oauth?: WechatOauth;
  /** The signed getBrandWCPayRequest parameters of a JSAPI order's prepay_id, fresh for each call. */
  jsapiPayParams(prepayId: string): JsapiPayParams;
}

/** What WeChat's answers carry for a prepay_id: bounded before we keep or echo it. */
const PREPAY_ID = /^[A-Za-z0-9_-]{6,64}$/;

/** The body of a WeChat order of each way: the common fields and what that way adds. */
export function wechatOrderBody(settings: Pick<WechatSettings, 'appid' | 'mchid' | 'notifyUrl'>, order: NewOrder): { path: string; body: Record<string, unknown> } {
  const way = order.wechat ?? { channel: 'native' };
  const common = {
    appid: settings.appid,
    mchid: settings.mchid,
    description: order.description.slice(0, 40),
    out_trade_no: order.attemptId,
    time_expire: shanghaiRfc3339(order.expiresAt),
    attach: order.bookingCode,
    notify_url: settings.notifyUrl,
    amount: { total: order.amountMinor, currency: 'CNY' },
  };
  if (way.channel === 'jsapi') {
    if (!way.openid || !OPENID.test(way.openid)) throw new ProviderError('wechat', 'JSAPI order without a valid openid');
    return { path: '/v3/pay/transactions/jsapi', body: { ...common, payer: { openid: way.openid } } };
  }
  if (way.channel === 'h5') {
    if (!way.clientIp) throw new ProviderError('wechat', 'H5 order without the payer\'s address');
    return { path: '/v3/pay/transactions/h5', body: { ...common, scene_info: { payer_client_ip: way.clientIp, h5_info: { type: 'Wap' } } } };
  }
  return { path: '/v3/pay/transactions/native', body: common };
}

const transactionSchema = z.object({
  appid: z.string(),
  mchid: z.string(),
  out_trade_no: z.string(),
  transaction_id: z.string().optional(),
  trade_state: z.string(),
  attach: z.string().optional(),
  success_time: z.string().optional(),
  amount: z.object({ total: z.number().int().optional(), currency: z.string().optional() }).optional(),
});
const notificationSchema = z.object({
  id: z.string(),
  event_type: z.string(),
  resource: z.object({
    algorithm: z.string(),
    ciphertext: z.string(),
    nonce: z.string(),
    associated_data: z.string().optional(),
  }),
});

const CLOSED_STATES = ['CLOSED', 'REVOKED', 'PAYERROR', 'REFUND'];

/** A domestic refund as WeChat answers it and as its REFUND.* notifications carry it. */
const refundSchema = z.object({
  mchid: z.string().optional(),
  refund_id: z.string(),
  out_refund_no: z.string(),
  status: z.string().optional(),
  refund_status: z.string().optional(),
});

/** SUCCESS; PROCESSING (on its way); CLOSED or ABNORMAL (not received: the restaurant acts). */
function refundState(refund: z.infer<typeof refundSchema>): RefundState {
  const status = refund.status ?? refund.refund_status ?? 'PROCESSING';
  const state = status === 'SUCCESS' ? 'succeeded' : status === 'PROCESSING' ? 'processing' : 'failed';
  return { state, providerRefundId: refund.refund_id, providerStatus: status };
}

/** Refusals of a refund that asking again cannot change. */
const FINAL_REFUND_CODES = new Set(['INVALID_REQUEST', 'PARAM_ERROR', 'RESOURCE_NOT_EXISTS', 'USER_ACCOUNT_ABNORMAL', 'MCH_NOT_EXISTS']);

/** One merchant's WeChat Pay: its settings and the clock its signatures are dated by. */
interface WechatClient {
  settings: WechatSettings;
  clock: Clock;
}

const platformOf = (settings: WechatSettings) => ({ publicKey: settings.platformKey, serial: settings.platformSerial });

async function call({ settings, clock }: WechatClient, method: 'GET' | 'POST', pathWithQuery: string, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  const signer = { mchid: settings.mchid, serial: settings.merchantSerial, privateKey: settings.merchantKey };
  const authorization = authorizationHeader(signer, {
    method,
    pathWithQuery,
    body: text,
    timestamp: Math.floor(clock.now().getTime() / 1000),
    nonce: randomBytes(16).toString('hex'),
  });
  const response = await providerFetch('wechat', `${settings.baseUrl}${pathWithQuery}`, {
    method,
    headers: { authorization, accept: 'application/json', 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: text }),
  });
  // Only a genuine answer is believed; an unsigned error page is just an error.
  if (response.status >= 200 && response.status < 300) {
    const problem = wechatSignatureProblem(Object.fromEntries(response.headers), response.text, platformOf(settings), clock.now());
    if (problem) throw new ProviderError('wechat', `answer not trusted: ${problem}`);
  }
  return { status: response.status, json: response.text ? parseJson('wechat', response.text) : {} };
}

/** A transaction WeChat reports, checked against our merchant and app before it is believed. */
function transactionState(settings: WechatSettings, transaction: z.infer<typeof transactionSchema>): OrderState {
  if (transaction.mchid !== settings.mchid || transaction.appid !== settings.appid) {
    throw new ProviderError('wechat', 'transaction of another merchant or app');
  }
  if (transaction.trade_state !== 'SUCCESS') {
    const closed = CLOSED_STATES.includes(transaction.trade_state);
    return { state: closed ? 'closed' : 'unpaid', providerStatus: transaction.trade_state };
  }
  if (!transaction.transaction_id || transaction.amount?.total === undefined) {
    throw new ProviderError('wechat', 'paid transaction without id or amount');
  }
  if ((transaction.amount.currency ?? 'CNY') !== 'CNY') throw new ProviderError('wechat', 'paid in a currency other than CNY');
  return {
    state: 'paid',
    trade: {
      attemptId: transaction.out_trade_no,
      transactionId: transaction.transaction_id,
      amountMinor: transaction.amount.total,
      currency: 'CNY',
      bookingCode: transaction.attach,
      ...(transaction.success_time ? { paidAt: new Date(transaction.success_time) } : {}),
    },
  };
}

async function queryOrder(client: WechatClient, ref: OrderRef): Promise<OrderState> {
  const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(ref.attemptId)}?mchid=${encodeURIComponent(client.settings.mchid)}`;
  const response = await call(client, 'GET', path);
  if (response.status === 404) return { state: 'closed', providerStatus: 'ORDER_NOT_EXIST' };
  if (response.status !== 200) throw new ProviderError('wechat', `order query failed (${response.status})`, response.status);
  return transactionState(client.settings, transactionSchema.parse(response.json));
}

/**
 * POST /v3/refund/domestic/refunds: our refund id is the out_refund_no, so asking again answers
 * the same refund. Its outcome also comes as a REFUND.* notification to our notify_url.
 */
async function refund(client: WechatClient, request: RefundRequest): Promise<RefundState> {
  const response = await call(client, 'POST', '/v3/refund/domestic/refunds', {
    transaction_id: request.transactionId,
    out_refund_no: request.refundId,
    ...(request.reason ? { reason: request.reason } : {}),
    notify_url: client.settings.notifyUrl,
    amount: { refund: request.amountMinor, total: request.totalMinor, currency: 'CNY' },
  });
  if (response.status === 200) return refundState(refundSchema.parse(response.json));
  const code = z.object({ code: z.string() }).safeParse(response.json);
  if (response.status < 500 && code.success && FINAL_REFUND_CODES.has(code.data.code)) return { state: 'failed', providerStatus: code.data.code };
  throw new ProviderError('wechat', `refund failed (${response.status}${code.success ? ` ${code.data.code}` : ''})`, response.status);
}

/** GET /v3/refund/domestic/refunds/{out_refund_no}; one WeChat never received is sent (again). */
async function queryRefund(client: WechatClient, request: RefundRequest): Promise<RefundState> {
  const response = await call(client, 'GET', `/v3/refund/domestic/refunds/${encodeURIComponent(request.refundId)}`);
  if (response.status === 404) return refund(client, request);
  if (response.status !== 200) throw new ProviderError('wechat', `refund query failed (${response.status})`, response.status);
  return refundState(refundSchema.parse(response.json));
}

const createdSchema = z.object({ code_url: z.string().min(1).optional(), prepay_id: z.string().regex(PREPAY_ID).optional(), h5_url: z.url().optional() });

/** What an order of this way needs from WeChat's answer (an H5 cashier only over https), or null. */
function createdOrderOf(way: WechatChannel, json: unknown): CreatedOrder | null {
  const answer = createdSchema.safeParse(json);
  if (!answer.success) return null;
  if (way === 'jsapi') return answer.data.prepay_id ? { prepayId: answer.data.prepay_id } : null;
  if (way === 'h5') return answer.data.h5_url?.startsWith('https://') ? { h5Url: answer.data.h5_url } : null;
  return answer.data.code_url ? { codeUrl: answer.data.code_url } : null;
}

async function createOrder(client: WechatClient, order: NewOrder): Promise<CreatedOrder> {
  const { path, body } = wechatOrderBody(client.settings, order);
  const response = await call(client, 'POST', path, body);
  const way = order.wechat?.channel ?? 'native';
  const created = createdOrderOf(way, response.json);
  if (response.status !== 200 || !created) throw new ProviderError('wechat', `${way} order refused (${response.status})`, response.status);
  return created;
}

async function closeOrder(client: WechatClient, ref: OrderRef): Promise<OrderState> {
  const response = await call(client, 'POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(ref.attemptId)}/close`, { mchid: client.settings.mchid });
  // 204: closed (WeChat answers so for an order it never made, too). Anything else (ORDERPAID,
  // ORDER_CLOSED, 202 USER_PAYING while the guest types the PIN, SYSTEM_ERROR): the order says.
  if (response.status === 204) return { state: 'closed', providerStatus: 'CLOSED' };
  return queryOrder(client, ref);
}

/** A notification's encrypted resource, opened and read, or refused with `refusal`. */
function openResource<T>(settings: WechatSettings, notification: z.infer<typeof notificationSchema>, schema: z.ZodType<T>, refusal: string): T {
  try {
    return schema.parse(JSON.parse(decryptResource(settings.apiV3Key, notification.resource)));
  } catch {
    throw new NotificationRejected(refusal);
  }
}

async function verifyNotification({ settings, clock }: WechatClient, incoming: IncomingNotification): Promise<ProviderNotification> {
  const problem = wechatSignatureProblem(incoming.headers, incoming.rawBody, platformOf(settings), clock.now());
  if (problem) throw new NotificationRejected(problem);
  let notification: z.infer<typeof notificationSchema>;
  try {
    notification = notificationSchema.parse(JSON.parse(incoming.rawBody));
  } catch {
    throw new NotificationRejected('not a WeChat Pay notification');
  }
  if (notification.event_type.startsWith('REFUND.')) {
    const refunded = openResource(settings, notification, refundSchema, 'refund resource cannot be decrypted');
    if (refunded.mchid !== undefined && refunded.mchid !== settings.mchid) throw new NotificationRejected('refund of another merchant');
    return { eventId: notification.id, trade: null, refund: { refundId: refunded.out_refund_no, state: refundState(refunded) } };
  }
  if (notification.event_type !== 'TRANSACTION.SUCCESS') return { eventId: notification.id, trade: null };
  const transaction = openResource(settings, notification, transactionSchema, 'resource cannot be decrypted');
  try {
    const state = transactionState(settings, transaction);
    return { eventId: notification.id, trade: state.state === 'paid' ? state.trade : null };
  } catch (error) {
    throw new NotificationRejected((error as Error).message);
  }
}

/**
 * WeChat Pay API v3: Native payment (a QR code the guest scans with WeChat) on a desktop, JSAPI
 * inside WeChat's own browser, H5 in any other phone browser (docs/payments.md).
 */
export function createWechatProvider(settings: WechatSettings, clock: Clock): WechatProvider {
  const client: WechatClient = { settings, clock };
  return {
    method: 'wechat' as const,
    demo: false,
    refund: (request) => refund(client, request),
    queryRefund: (request) => queryRefund(client, request),
    createOrder: (order) => createOrder(client, order),
    jsapiPayParams: (prepayId) =>
      jsapiPayParams(settings.merchantKey, { appId: settings.appid, prepayId, timestamp: Math.floor(clock.now().getTime() / 1000) }),
    ...(settings.appSecret ? { oauth: wechatOauth({ ...settings, appSecret: settings.appSecret }) } : {}),
    queryOrder: (ref) => queryOrder(client, ref),
    closeOrder: (ref) => closeOrder(client, ref),
    verifyNotification: (incoming) => verifyNotification(client, incoming),
  };
}
