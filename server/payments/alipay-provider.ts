import type { KeyObject } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { formatMinor, parseMinor } from '../lib/amounts.ts';
import { rawMemberObject, signRequest, verifyAlipayParams, verifyRsa2, type AlipayParams } from './alipay-signing.ts';
import { parseJson, providerFetch } from './provider-http.ts';
import {
  NotificationRejected,
  ProviderError,
  type CreatedOrder,
  type IncomingNotification,
  type NewOrder,
  type OrderRef,
  type OrderState,
  type PaidTrade,
  type PaymentProvider,
  type ProviderNotification,
  type RefundRequest,
  type RefundState,
} from './provider.ts';
import { parseShanghaiDateTime, shanghaiDateTime } from './shanghai-time.ts';

export interface AlipaySettings {
  /** https://openapi.alipay.com/gateway.do, or the sandbox's gateway. */
  gateway: string;
  appId: string;
  /** The app's private key (signs our requests). */
  privateKey: KeyObject;
  /** Alipay's public key (verifies notify, return and query answers). */
  alipayPublicKey: KeyObject;
  /** The merchant's seller id (2088...); when set, notifications for another seller are refused. */
  sellerId?: string;
  notifyUrl: string;
  returnUrl: string;
  /** Where the mobile page's "back" goes: the flow's address, to which the booking's code is added. */
  quitUrl: string;
  demo?: boolean;
}

const PAID = ['TRADE_SUCCESS', 'TRADE_FINISHED'];

/** What we read of the answers to alipay.trade.query and alipay.trade.close. */
const gatewayAnswerSchema = z.object({
  code: z.string(),
  sub_code: z.string().optional(),
  out_trade_no: z.string().optional(),
  trade_no: z.string().optional(),
  trade_status: z.string().optional(),
  total_amount: z.string().optional(),
  send_pay_date: z.string().optional(),
  fund_change: z.string().optional(),
  refund_amount: z.string().optional(),
  refund_status: z.string().optional(),
  out_request_no: z.string().optional(),
});

/** Refusals of alipay.trade.refund that asking again cannot change: the refund failed for good. */
const FINAL_REFUSALS = new Set([
  'ACQ.TRADE_NOT_EXIST',
  'ACQ.TRADE_NOT_ALLOW_REFUND',
  'ACQ.TRADE_HAS_CLOSE',
  'ACQ.TRADE_HAS_FINISHED',
  'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
  'ACQ.REFUND_FEE_ERROR',
  'ACQ.REASON_TRADE_REFUND_FEE_ERR',
]);

export interface AlipayProvider extends PaymentProvider {
  /** The return parameters (the guest's browser brings them): genuine, and for which attempt. */
  verifyReturn(params: AlipayParams): { attemptId: string } | null;
}

/** One app's Alipay: its settings and the clock its requests are dated by. */
interface AlipayClient {
  settings: AlipaySettings;
  clock: Clock;
}

/** The common parameters every request to the gateway carries. */
const commonParams = ({ settings, clock }: AlipayClient) => ({
  app_id: settings.appId,
  format: 'JSON',
  charset: 'utf-8',
  timestamp: shanghaiDateTime(clock.now()),
  version: '1.0',
});

function paidTrade(params: { out_trade_no?: string; trade_no?: string; total_amount?: string }, paidAt?: string): PaidTrade {
  const amountMinor = parseMinor(params.total_amount ?? '');
  if (!params.out_trade_no || !params.trade_no || amountMinor === null) throw new Error('paid trade without number or amount');
  const at = parseShanghaiDateTime(paidAt);
  return {
    attemptId: params.out_trade_no,
    transactionId: params.trade_no,
    amountMinor,
    currency: 'CNY',
    ...(at ? { paidAt: at } : {}),
  };
}

/** One signed gateway call about our trade; the answer is believed only with Alipay's signature. */
async function gatewayCall(client: AlipayClient, method: string, outTradeNo: string, responseKey: string, biz: Record<string, string> = {}) {
  const { settings } = client;
  const params = signRequest({ ...commonParams(client), method, biz_content: JSON.stringify({ out_trade_no: outTradeNo, ...biz }) }, settings.privateKey);
  const response = await providerFetch('alipay', settings.gateway, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=utf-8' },
    body: new URLSearchParams(params).toString(),
  });
  if (response.status !== 200) throw new ProviderError('alipay', `${method} failed (${response.status})`, response.status);
  const signed = rawMemberObject(response.text, responseKey);
  const envelope = z.object({ sign: z.string() }).safeParse(parseJson('alipay', response.text));
  if (!signed || !envelope.success || !verifyRsa2(settings.alipayPublicKey, signed, envelope.data.sign)) {
    throw new ProviderError('alipay', `${method} answer not trusted: bad signature`);
  }
  return gatewayAnswerSchema.parse(JSON.parse(signed));
}

async function queryOrder(client: AlipayClient, ref: OrderRef): Promise<OrderState> {
  const answer = await gatewayCall(client, 'alipay.trade.query', ref.attemptId, 'alipay_trade_query_response');
  if (answer.code !== '10000') {
    // A page-pay trade exists at Alipay only once the guest has opened the cashier.
    if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid', providerStatus: 'TRADE_NOT_EXIST' };
    throw new ProviderError('alipay', `trade query refused (${answer.sub_code ?? answer.code})`);
  }
  if (answer.out_trade_no !== ref.attemptId) throw new ProviderError('alipay', 'trade query answered for another trade');
  const status = answer.trade_status ?? 'UNKNOWN';
  if (PAID.includes(status)) return { state: 'paid', trade: paidTrade(answer, answer.send_pay_date) };
  return { state: status === 'TRADE_CLOSED' ? 'closed' : 'unpaid', providerStatus: status };
}

/**
 * alipay.trade.fastpay.refund.query: how our refund (out_request_no) stands. Alipay answers a
 * refund it never made with no refund_amount; then it is sent (again), unless the refund call
 * itself asked (then it is on its way and asked about later).
 */
async function queryRefund(client: AlipayClient, request: RefundRequest, resend = true): Promise<RefundState> {
  const answer = await gatewayCall(client, 'alipay.trade.fastpay.refund.query', request.attemptId, 'alipay_trade_fastpay_refund_query_response', {
    out_request_no: request.refundId,
  });
  if (answer.code !== '10000') throw new ProviderError('alipay', `refund query refused (${answer.sub_code ?? answer.code})`);
  if (!answer.refund_amount) return resend ? refund(client, request) : { state: 'processing', providerRefundId: request.refundId, providerStatus: 'REFUND_PROCESSING' };
  const status = answer.refund_status ?? 'REFUND_SUCCESS';
  return { state: status === 'REFUND_SUCCESS' ? 'succeeded' : 'processing', providerRefundId: request.refundId, providerStatus: status };
}

/**
 * alipay.trade.refund: our refund id is the out_request_no, so asking again refunds once (Alipay
 * answers a repeat with fund_change N; the refund query then says whether it was made).
 */
async function refund(client: AlipayClient, request: RefundRequest): Promise<RefundState> {
  const answer = await gatewayCall(client, 'alipay.trade.refund', request.attemptId, 'alipay_trade_refund_response', {
    trade_no: request.transactionId,
    refund_amount: formatMinor(request.amountMinor),
    out_request_no: request.refundId,
    ...(request.reason ? { refund_reason: request.reason } : {}),
  });
  if (answer.code === '10000') {
    if (answer.fund_change === 'Y') return { state: 'succeeded', providerRefundId: request.refundId, providerStatus: 'REFUND_SUCCESS' };
    return queryRefund(client, request, false);
  }
  if (answer.sub_code && FINAL_REFUSALS.has(answer.sub_code)) return { state: 'failed', providerStatus: answer.sub_code };
  throw new ProviderError('alipay', `refund refused (${answer.sub_code ?? answer.code})`);
}

/** The signed redirect to Alipay's cashier: page pay on a desktop, wap pay on a phone. */
function createOrder(client: AlipayClient, order: NewOrder): CreatedOrder {
  const { settings } = client;
  const mobile = order.device === 'mobile';
  const params = signRequest(
    {
      ...commonParams(client),
      method: mobile ? 'alipay.trade.wap.pay' : 'alipay.trade.page.pay',
      notify_url: settings.notifyUrl,
      return_url: settings.returnUrl,
      biz_content: JSON.stringify({
        out_trade_no: order.attemptId,
        total_amount: formatMinor(order.amountMinor),
        subject: order.description.slice(0, 128),
        product_code: mobile ? 'QUICK_WAP_WAY' : 'FAST_INSTANT_TRADE_PAY',
        time_expire: shanghaiDateTime(order.expiresAt),
        ...(mobile ? { quit_url: `${settings.quitUrl}/${encodeURIComponent(order.bookingCode)}` } : {}),
      }),
    },
    settings.privateKey,
  );
  return { redirectUrl: `${settings.gateway}?${new URLSearchParams(params).toString()}` };
}

async function closeOrder(client: AlipayClient, ref: OrderRef): Promise<OrderState> {
  const answer = await gatewayCall(client, 'alipay.trade.close', ref.attemptId, 'alipay_trade_close_response');
  if (answer.code === '10000') return { state: 'closed', providerStatus: 'TRADE_CLOSED' };
  // No trade yet: the cashier was never opened, so there is nothing to close, but a tab still
  // holding the signed URL could open it until time_expire: tried again until then.
  if (answer.sub_code === 'ACQ.TRADE_NOT_EXIST') return { state: 'unpaid', providerStatus: 'TRADE_NOT_EXIST' };
  // ACQ.TRADE_STATUS_ERROR and the like: paid or closed already; the trade says which.
  return queryOrder(client, ref);
}

function verifyNotification(settings: AlipaySettings, incoming: IncomingNotification): ProviderNotification {
  const params = Object.fromEntries(new URLSearchParams(incoming.rawBody));
  if (!verifyAlipayParams(params, settings.alipayPublicKey)) throw new NotificationRejected('bad or missing RSA2 signature');
  if (params.app_id !== settings.appId) throw new NotificationRejected('notification for another app');
  if (settings.sellerId && params.seller_id !== settings.sellerId) throw new NotificationRejected('notification for another seller');
  if (!params.notify_id) throw new NotificationRejected('no notify_id');
  if (!PAID.includes(params.trade_status ?? '')) return { eventId: params.notify_id, trade: null };
  try {
    return { eventId: params.notify_id, trade: paidTrade(params, params.gmt_payment) };
  } catch (error) {
    throw new NotificationRejected((error as Error).message);
  }
}

function verifyReturn(settings: AlipaySettings, params: AlipayParams): { attemptId: string } | null {
  if (!verifyAlipayParams(params, settings.alipayPublicKey)) return null;
  if ((params.app_id ?? params.auth_app_id) !== settings.appId) return null;
  if (settings.sellerId && params.seller_id && params.seller_id !== settings.sellerId) return null;
  return params.out_trade_no ? { attemptId: params.out_trade_no } : null;
}

/** Alipay page pay (desktop) and wap pay (mobile): a signed redirect, notify, trade query and close. */
export function createAlipayProvider(settings: AlipaySettings, clock: Clock): AlipayProvider {
  const client: AlipayClient = { settings, clock };
  return {
    method: 'alipay',
    demo: settings.demo ?? false,
    refund: (request) => refund(client, request),
    queryRefund: (request) => queryRefund(client, request),
    signsOnly: true,
    createOrder: async (order) => createOrder(client, order),
    queryOrder: (ref) => queryOrder(client, ref),
    closeOrder: (ref) => closeOrder(client, ref),
    verifyNotification: async (incoming) => verifyNotification(settings, incoming),
    verifyReturn: (params) => verifyReturn(settings, params),
  };
}
