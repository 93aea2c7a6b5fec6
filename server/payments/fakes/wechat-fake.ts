import { createCipheriv, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { parseAuthorization, rsaSha256Sign, rsaSha256Verify, WECHAT_MAX_SKEW_SECONDS } from '../wechat-signing.ts';
import { json, startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from './fake-server.ts';

/**
 * WeChat Pay API v3 (Native, JSAPI, H5, domestic refunds) and the OAuth code exchange as tests need them,
 * refusing what the real one refuses: a wrong signature, merchant, serial, timestamp or appid, amounts not
 * in whole CNY fen, paying a closed order, refunding more than is left (once per out_refund_no).
 */
interface FakeRefund {
  refund_id: string;
  out_refund_no: string;
  transaction_id: string;
  out_trade_no: string;
  reason?: string;
  notify_url?: string;
  status: 'SUCCESS' | 'PROCESSING' | 'CLOSED' | 'ABNORMAL';
  create_time: string;
  success_time?: string;
  amount: { refund: number; total: number; currency: string };
}
interface FakeTransaction {
  appid: string;
  mchid: string;
  out_trade_no: string;
  attach?: string;
  trade_state: 'NOTPAY' | 'SUCCESS' | 'CLOSED';
  transaction_id?: string;
  success_time?: string;
  amount: { total: number; currency: string };
  description: string;
  time_expire: string;
  notify_url: string;
  trade_type: 'NATIVE' | 'JSAPI' | 'MWEB';
  payer?: { openid: string };
  scene_info?: { payer_client_ip?: string; h5_info?: { type?: string } };
}

export interface WechatFake extends FakeServer {
  appid: string;
  mchid: string;
  merchantSerial: string;
  merchantPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  platformSerial: string;
  apiV3Key: string;
  /** The Official Account's AppSecret the OAuth exchange wants. */
  appSecret: string;
  transactions: Map<string, FakeTransaction>;
  /** WeChat's authorize page: a one-time code (five minutes) for this payer. */
  issueOauthCode(openid: string): string;
  /** The guest pays the order (scans and confirms); answers the notification WeChat would POST. Throws for a closed order. */
  pay(outTradeNo: string): { headers: Record<string, string>; body: string };
  /** Refunds made, by out_refund_no. */
  refunds: Map<string, FakeRefund>;
  /** The next refund is accepted but still PROCESSING until completeRefund. */
  holdNextRefund(): void;
  /** The next `count` refund calls answer 500 SYSTEM_ERROR. */
  failNextRefunds(count: number): void;
  /** WeChat finishes a refund: answers the REFUND.SUCCESS notification it POSTs. */
  completeRefund(outRefundNo: string): { headers: Record<string, string>; body: string };
  /** A notification of an arbitrary transaction, signed and encrypted as WeChat would. */
  notification(transaction: object, options?: { timestamp?: number; id?: string }): { headers: Record<string, string>; body: string };
}

export async function startWechatFake(now: () => Date = () => new Date()): Promise<WechatFake> {
  const merchant = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const platform = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const appid = 'wx' + randomBytes(8).toString('hex');
  const mchid = String(1_900_000_000 + Math.floor(Math.random() * 99_999));
  const merchantSerial = randomBytes(20).toString('hex').toUpperCase();
  const platformSerial = `PUB_KEY_ID_${randomBytes(12).toString('hex')}`;
  const apiV3Key = randomBytes(16).toString('hex');
  const transactions = new Map<string, FakeTransaction>();
  const appSecret = randomBytes(16).toString('hex');
  const oauthCodes = new Map<string, { openid: string; expires: number }>();

  const seconds = () => Math.floor(now().getTime() / 1000);
  const refunds = new Map<string, FakeRefund>();
  let holdRefundNext = false;
  let refundsToFail = 0;

  function refundView(refund: FakeRefund) {
    return {
      refund_id: refund.refund_id, out_refund_no: refund.out_refund_no, transaction_id: refund.transaction_id, out_trade_no: refund.out_trade_no,
      channel: 'ORIGINAL', user_received_account: '支付用户零钱', status: refund.status, create_time: refund.create_time,
      ...(refund.success_time ? { success_time: refund.success_time } : {}),
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.amount.total, refund: refund.amount.refund, payer_total: refund.amount.total, payer_refund: refund.amount.refund,
        settlement_refund: refund.amount.refund, settlement_total: refund.amount.total, discount_refund: 0, currency: 'CNY', refund_fee: 0,
      },
    };
  }

  function makeRefund(body: { transaction_id?: string; out_trade_no?: string; out_refund_no?: string; reason?: string; notify_url?: string; amount?: { refund?: number; total?: number; currency?: string } }): FakeAnswer {
    if (refundsToFail > 0) {
      refundsToFail -= 1;
      return json(500, { code: 'SYSTEM_ERROR', message: '系统繁忙，请稍后重试' });
    }
    if (!/^[A-Za-z0-9_\-|*@]{1,64}$/.test(body.out_refund_no ?? '')) return json(400, { code: 'PARAM_ERROR', message: 'out_refund_no' });
    const repeat = refunds.get(body.out_refund_no!);
    if (repeat) return signed(200, refundView(repeat));
    const transaction = [...transactions.values()].find((candidate) => candidate.transaction_id === body.transaction_id || (body.out_trade_no && candidate.out_trade_no === body.out_trade_no));
    if (!transaction || transaction.trade_state !== 'SUCCESS') return json(404, { code: 'RESOURCE_NOT_EXISTS', message: '订单不存在' });
    const amount = body.amount ?? {};
    if (!Number.isInteger(amount.refund) || amount.refund! <= 0 || amount.total !== transaction.amount.total || (amount.currency ?? 'CNY') !== 'CNY') {
      return json(400, { code: 'PARAM_ERROR', message: 'amount.refund, amount.total and currency' });
    }
    const refunded = [...refunds.values()].filter((refund) => refund.transaction_id === transaction.transaction_id).reduce((sum, refund) => sum + refund.amount.refund, 0);
    if (refunded + amount.refund! > transaction.amount.total) return json(400, { code: 'INVALID_REQUEST', message: '申请退款金额超过订单可退金额' });
    const refund: FakeRefund = {
      refund_id: `5030${randomBytes(12).toString('hex')}`,
      out_refund_no: body.out_refund_no!,
      transaction_id: transaction.transaction_id!,
      out_trade_no: transaction.out_trade_no,
      ...(body.reason ? { reason: body.reason } : {}),
      ...(body.notify_url ? { notify_url: body.notify_url } : {}),
      status: holdRefundNext ? 'PROCESSING' : 'SUCCESS',
      create_time: now().toISOString(),
      ...(holdRefundNext ? {} : { success_time: now().toISOString() }),
      amount: { refund: amount.refund!, total: amount.total!, currency: 'CNY' },
    };
    holdRefundNext = false;
    refunds.set(refund.out_refund_no, refund);
    return signed(200, refundView(refund));
  }
  function signed(status: number, body: unknown, timestamp = seconds()): FakeAnswer {
    const text = JSON.stringify(body);
    const nonce = randomBytes(16).toString('hex');
    return {
      status,
      body: text,
      headers: {
        'wechatpay-serial': platformSerial,
        'wechatpay-timestamp': String(timestamp),
        'wechatpay-nonce': nonce,
        'wechatpay-signature': rsaSha256Sign(platform.privateKey, `${timestamp}\n${nonce}\n${text}\n`),
      },
    };
  }

  /** A signed answer without a body (204): the signature covers the empty body. */
  function signedNoContent(): FakeAnswer {
    const timestamp = seconds();
    const nonce = randomBytes(16).toString('hex');
    return {
      status: 204,
      body: '',
      headers: {
        'wechatpay-serial': platformSerial,
        'wechatpay-timestamp': String(timestamp),
        'wechatpay-nonce': nonce,
        'wechatpay-signature': rsaSha256Sign(platform.privateKey, `${timestamp}\n${nonce}\n\n`),
      },
    };
  }

  function authProblem(request: FakeRequest): string | null {
    const auth = parseAuthorization(request.headers.authorization);
    if (!auth) return 'no WECHATPAY2-SHA256-RSA2048 authorization';
    if (auth.mchid !== mchid) return 'wrong mchid';
    if (auth.serial_no !== merchantSerial) return 'wrong merchant serial';
    if (Math.abs(seconds() - Number(auth.timestamp)) > WECHAT_MAX_SKEW_SECONDS) return 'stale timestamp';
    const path = request.url.pathname + request.url.search;
    const message = `${request.method}\n${path}\n${auth.timestamp}\n${auth.nonce_str}\n${request.body}\n`;
    return rsaSha256Verify(merchant.publicKey, message, auth.signature ?? '') ? null : 'bad signature';
  }

  /** The Official Account's code exchange: unsigned, the AppSecret in the query; a code works once. */
  function oauthExchange(query: URLSearchParams): FakeAnswer {
    if (query.get('appid') !== appid || query.get('secret') !== appSecret) return json(200, { errcode: 40125, errmsg: 'invalid appsecret' });
    if (query.get('grant_type') !== 'authorization_code') return json(200, { errcode: 40002, errmsg: 'invalid grant_type' });
    const issued = oauthCodes.get(query.get('code') ?? '');
    oauthCodes.delete(query.get('code') ?? '');
    if (!issued || issued.expires <= now().getTime()) return json(200, { errcode: 40163, errmsg: 'code been used' });
    return json(200, { access_token: randomBytes(16).toString('hex'), expires_in: 7200, refresh_token: randomBytes(16).toString('hex'), openid: issued.openid, scope: 'snsapi_base' });
  }

  const ORDER_PATHS: Record<string, FakeTransaction['trade_type']> = {
    '/v3/pay/transactions/native': 'NATIVE',
    '/v3/pay/transactions/jsapi': 'JSAPI',
    '/v3/pay/transactions/h5': 'MWEB',
  };

  function handle(request: FakeRequest): FakeAnswer {
    if (request.method === 'GET' && request.url.pathname === '/sns/oauth2/access_token') return oauthExchange(request.url.searchParams);
    const problem = authProblem(request);
    if (problem) return json(401, { code: 'SIGN_ERROR', message: problem });
    const tradeType = request.method === 'POST' ? ORDER_PATHS[request.url.pathname] : undefined;
    if (tradeType) {
      const body = { ...(JSON.parse(request.body) as Omit<FakeTransaction, 'trade_state' | 'trade_type'>), trade_type: tradeType };
      if (body.appid !== appid || body.mchid !== mchid) return json(400, { code: 'APPID_MCHID_NOT_MATCH', message: 'appid/mchid' });
      if (!Number.isInteger(body.amount?.total) || body.amount.total <= 0 || (body.amount.currency ?? 'CNY') !== 'CNY') {
        return json(400, { code: 'PARAM_ERROR', message: 'amount.total must be whole fen in CNY' });
      }
      if (!/^[A-Za-z0-9_\-|*]{6,32}$/.test(body.out_trade_no ?? '')) return json(400, { code: 'PARAM_ERROR', message: 'out_trade_no' });
      if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/.test(body.time_expire ?? '')) return json(400, { code: 'PARAM_ERROR', message: 'time_expire' });
      if (tradeType === 'JSAPI' && !/^[A-Za-z0-9_-]{6,64}$/.test(body.payer?.openid ?? '')) return json(400, { code: 'PARAM_ERROR', message: 'payer.openid' });
      if (tradeType === 'MWEB' && (!body.scene_info?.payer_client_ip || body.scene_info.h5_info?.type !== 'Wap')) {
        return json(400, { code: 'PARAM_ERROR', message: 'scene_info.payer_client_ip and h5_info.type' });
      }
      const existing = transactions.get(body.out_trade_no);
      if (existing && existing.trade_state === 'SUCCESS') return json(400, { code: 'ORDERPAID', message: 'paid' });
      // WeChat binds an out_trade_no to the way it was placed.
      if (existing && existing.trade_type !== tradeType) return json(400, { code: 'PARAM_ERROR', message: 'out_trade_no of another trade type' });
      transactions.set(body.out_trade_no, { ...body, trade_state: 'NOTPAY' });
      const id = randomBytes(10).toString('hex');
      if (tradeType === 'JSAPI') return signed(200, { prepay_id: `wx${id}` });
      if (tradeType === 'MWEB') return signed(200, { h5_url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx${id}&package=${Date.now()}` });
      return signed(200, { code_url: `weixin://wxpay/bizpayurl?pr=${id.slice(0, 10)}` });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(request.url.pathname);
    if (request.method === 'GET' && query) {
      if (request.url.searchParams.get('mchid') !== mchid) return json(400, { code: 'PARAM_ERROR', message: 'mchid' });
      const transaction = transactions.get(decodeURIComponent(query[1]!));
      if (!transaction) return json(404, { code: 'ORDER_NOT_EXIST', message: 'no such order' });
      return signed(200, view(transaction));
    }
    if (request.method === 'POST' && request.url.pathname === '/v3/refund/domestic/refunds') return makeRefund(JSON.parse(request.body || '{}'));
    const refundAt = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(request.url.pathname);
    if (request.method === 'GET' && refundAt) {
      const refund = refunds.get(decodeURIComponent(refundAt[1]!));
      return refund ? signed(200, refundView(refund)) : json(404, { code: 'RESOURCE_NOT_EXISTS', message: '退款单不存在' });
    }
    // Close: 204 even for an order WeChat never had; a paid or closed order says so instead.
    const close = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)\/close$/.exec(request.url.pathname);
    if (request.method === 'POST' && close) {
      if ((JSON.parse(request.body || '{}') as { mchid?: string }).mchid !== mchid) return json(400, { code: 'PARAM_ERROR', message: 'mchid' });
      const transaction = transactions.get(decodeURIComponent(close[1]!));
      if (transaction?.trade_state === 'SUCCESS') return json(400, { code: 'ORDERPAID', message: '订单已支付' });
      if (transaction?.trade_state === 'CLOSED') return json(400, { code: 'ORDER_CLOSED', message: '订单已关闭' });
      if (transaction) transaction.trade_state = 'CLOSED';
      return signedNoContent();
    }
    return json(404, { code: 'NOT_FOUND', message: request.url.pathname });
  }

  const view = (t: FakeTransaction) => ({
    appid: t.appid,
    mchid: t.mchid,
    out_trade_no: t.out_trade_no,
    attach: t.attach,
    trade_state: t.trade_state,
    trade_type: t.trade_type,
    ...(t.payer ? { payer: t.payer } : {}),
    ...(t.transaction_id ? { transaction_id: t.transaction_id, success_time: t.success_time } : {}),
    amount: { total: t.amount.total, payer_total: t.amount.total, currency: 'CNY', payer_currency: 'CNY' },
  });

  function notification(
    transaction: object,
    options: { timestamp?: number; id?: string; eventType?: string; summary?: string; originalType?: string } = {},
  ) {
    const nonce = randomBytes(6).toString('hex');
    const originalType = options.originalType ?? 'transaction';
    const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(nonce, 'utf8'));
    cipher.setAAD(Buffer.from(originalType, 'utf8'));
    const encrypted = Buffer.concat([cipher.update(JSON.stringify(transaction), 'utf8'), cipher.final(), cipher.getAuthTag()]);
    const event = {
      id: options.id ?? randomBytes(16).toString('hex'),
      create_time: now().toISOString(),
      resource_type: 'encrypt-resource',
      event_type: options.eventType ?? 'TRANSACTION.SUCCESS',
      summary: options.summary ?? '支付成功',
      resource: { original_type: originalType, algorithm: 'AEAD_AES_256_GCM', ciphertext: encrypted.toString('base64'), associated_data: originalType, nonce },
    };
    const answer = signed(200, event, options.timestamp);
    return { body: answer.body, headers: { 'content-type': 'application/json', ...answer.headers } };
  }

  const server = await startFakeServer(handle);
  return {
    ...server,
    appid,
    mchid,
    merchantSerial,
    merchantPrivateKey: merchant.privateKey,
    platformPublicKey: platform.publicKey,
    platformSerial,
    apiV3Key,
    appSecret,
    transactions,
    notification,
    refunds,
    holdNextRefund() {
      holdRefundNext = true;
    },
    failNextRefunds(count) {
      refundsToFail = count;
    },
    completeRefund(outRefundNo) {
      const refund = refunds.get(outRefundNo);
      if (!refund) throw new Error(`no refund ${outRefundNo}`);
      refund.status = 'SUCCESS';
      refund.success_time = now().toISOString();
      // The resource of a REFUND.SUCCESS notification, as WeChat Pay's documentation lists it.
      const resource = {
        mchid, out_trade_no: refund.out_trade_no, transaction_id: refund.transaction_id, out_refund_no: refund.out_refund_no, refund_id: refund.refund_id,
        refund_status: 'SUCCESS', success_time: refund.success_time, user_received_account: '支付用户零钱',
        amount: { total: refund.amount.total, refund: refund.amount.refund, payer_total: refund.amount.total, payer_refund: refund.amount.refund },
      };
      return notification(resource, { eventType: 'REFUND.SUCCESS', summary: '退款成功', originalType: 'refund' });
    },
    issueOauthCode(openid) {
      const code = randomBytes(16).toString('hex');
      oauthCodes.set(code, { openid, expires: now().getTime() + 5 * 60_000 });
      return code;
    },
    pay(outTradeNo) {
      const transaction = transactions.get(outTradeNo);
      if (!transaction) throw new Error(`no order ${outTradeNo}`);
      // As WeChat: a closed order's QR code no longer pays.
      if (transaction.trade_state === 'CLOSED') throw new Error(`order ${outTradeNo} is closed`);
      transaction.trade_state = 'SUCCESS';
      transaction.transaction_id = `4200${randomBytes(12).toString('hex')}`;
      transaction.success_time = now().toISOString();
      return notification(view(transaction));
    },
  };
}
