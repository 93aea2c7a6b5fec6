import type { KeyObject } from 'node:crypto';
import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { Clock } from '../lib/clock.ts';
import { parseJson, providerFetch } from './provider-http.ts';
import {
  NotificationRejected,
  ProviderError,
  type OrderRef,
  type OrderState,
  type PaymentProvider,
  type ProviderNotification,
} from './provider.ts';
import { shanghaiRfc3339 } from './shanghai-time.ts';
import { authorizationHeader, decryptResource, wechatSignatureProblem } from './wechat-signing.ts';

export interface WechatSettings {
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

/** WeChat Pay API v3, Native payment (a QR code the guest scans with WeChat). */
export function createWechatProvider(settings: WechatSettings, clock: Clock): PaymentProvider {
  const platform = { publicKey: settings.platformKey, serial: settings.platformSerial };
  const signer = { mchid: settings.mchid, serial: settings.merchantSerial, privateKey: settings.merchantKey };

  async function call(method: 'GET' | 'POST', pathWithQuery: string, body?: unknown) {
    const text = body === undefined ? '' : JSON.stringify(body);
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
      const problem = wechatSignatureProblem(Object.fromEntries(response.headers), response.text, platform, clock.now());
      if (problem) throw new ProviderError('wechat', `answer not trusted: ${problem}`);
    }
    return { status: response.status, json: response.text ? parseJson('wechat', response.text) : {} };
  }

  /** A transaction WeChat reports, checked against our merchant and app before it is believed. */
  function transactionState(transaction: z.infer<typeof transactionSchema>): OrderState {
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

  async function queryOrder(ref: OrderRef): Promise<OrderState> {
    const path = `/v3/pay/transactions/out-trade-no/${encodeURIComponent(ref.attemptId)}?mchid=${encodeURIComponent(settings.mchid)}`;
    const response = await call('GET', path);
    if (response.status === 404) return { state: 'closed', providerStatus: 'ORDER_NOT_EXIST' };
    if (response.status !== 200) throw new ProviderError('wechat', `order query failed (${response.status})`, response.status);
    return transactionState(transactionSchema.parse(response.json));
  }

  return {
    method: 'wechat',
    demo: false,

    async createOrder(order) {
      const response = await call('POST', '/v3/pay/transactions/native', {
        appid: settings.appid,
        mchid: settings.mchid,
        description: order.description.slice(0, 40),
        out_trade_no: order.attemptId,
        time_expire: shanghaiRfc3339(order.expiresAt),
        attach: order.bookingCode,
        notify_url: settings.notifyUrl,
        amount: { total: order.amountMinor, currency: 'CNY' },
      });
      const body = z.object({ code_url: z.string() }).safeParse(response.json);
      if (response.status !== 200 || !body.success) {
        throw new ProviderError('wechat', `native order refused (${response.status})`, response.status);
      }
      return { codeUrl: body.data.code_url };
    },

    queryOrder,

    async closeOrder(ref) {
      const response = await call('POST', `/v3/pay/transactions/out-trade-no/${encodeURIComponent(ref.attemptId)}/close`, { mchid: settings.mchid });
      // 204: closed (WeChat answers so for an order it never made, too). Anything else (ORDERPAID,
      // ORDER_CLOSED, 202 USER_PAYING while the guest types the PIN, SYSTEM_ERROR): the order says.
      if (response.status === 204) return { state: 'closed', providerStatus: 'CLOSED' };
      return queryOrder(ref);
    },

    async verifyNotification(incoming): Promise<ProviderNotification> {
      const problem = wechatSignatureProblem(incoming.headers, incoming.rawBody, platform, clock.now());
      if (problem) throw new NotificationRejected(problem);
      let notification: z.infer<typeof notificationSchema>;
      try {
        notification = notificationSchema.parse(JSON.parse(incoming.rawBody));
      } catch {
        throw new NotificationRejected('not a WeChat Pay notification');
      }
      if (notification.event_type !== 'TRANSACTION.SUCCESS') return { eventId: notification.id, trade: null };
      let transaction: z.infer<typeof transactionSchema>;
      try {
        transaction = transactionSchema.parse(JSON.parse(decryptResource(settings.apiV3Key, notification.resource)));
      } catch {
        throw new NotificationRejected('resource cannot be decrypted');
      }
      try {
        const state = transactionState(transaction);
        return { eventId: notification.id, trade: state.state === 'paid' ? state.trade : null };
      } catch (error) {
        throw new NotificationRejected((error as Error).message);
      }
    },
  };
}
