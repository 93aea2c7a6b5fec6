/**
 * TEST-ONLY: Alipay's side of the contract tests, built on Alipay's official Node SDK
 * (`alipay-sdk`, a dev dependency). Never imported by the server.
 */
import { createSign, randomBytes, type KeyObject } from 'node:crypto';
import { AlipaySdk } from 'alipay-sdk';

/** A key as Alipay's key tool hands it out: bare base64 DER (PKCS#8 private, SPKI public). */
export const bareBase64 = (key: KeyObject): string =>
  key.export(key.type === 'private' ? { type: 'pkcs8', format: 'der' } : { type: 'spki', format: 'der' }).toString('base64');

/**
 * The SDK as a merchant configures it: it signs requests with `appPrivateKey` and its checkers
 * (checkNotifySignV2, checkResponseSign) verify with `alipayPublicKey`. To check what we sign,
 * give it our app's public key there.
 */
export function alipaySdk(options: { appId: string; appPrivateKey: KeyObject; alipayPublicKey: KeyObject; gateway?: string }): AlipaySdk {
  return new AlipaySdk({
    appId: options.appId,
    privateKey: bareBase64(options.appPrivateKey),
    keyType: 'PKCS8',
    alipayPublicKey: bareBase64(options.alipayPublicKey),
    signType: 'RSA2',
    ...(options.gateway ? { gateway: options.gateway } : {}),
  });
}

/**
 * The SDK's notify checker (checkNotifySignV2: raw values, as posted) for parameters signed with
 * the private half of `publicKey`. Checking never signs, so the SDK's required private key is a
 * placeholder here.
 */
export function sdkAccepts(params: Record<string, string>, publicKey: KeyObject): boolean {
  const checker = new AlipaySdk({ appId: 'checker', privateKey: 'unused', alipayPublicKey: bareBase64(publicKey), signType: 'RSA2' });
  return checker.checkNotifySignV2(params);
}

/**
 * How Alipay's gateway signs its notify and return parameters (opendocs.alipay.com/common/02mse7). The
 * SDK has no signer for Alipay's side, so this follows Alipay's documentation, apart from our code, and
 * every test checks its output with the SDK's own checker before sending it to our server.
 */
export function signedByAlipay<T extends Record<string, string>>(params: T, alipayPrivateKey: KeyObject): T & { sign_type: string; sign: string } {
  const withType: Record<string, string> = { ...params, sign_type: 'RSA2' };
  const content = Object.keys(withType)
    .filter((key) => key !== 'sign' && key !== 'sign_type')
    .sort()
    .map((key) => `${key}=${withType[key]}`)
    .join('&');
  return { ...params, sign_type: 'RSA2', sign: createSign('RSA-SHA256').update(content, 'utf8').sign(alipayPrivateKey, 'base64') };
}

export interface PaidTrade {
  appId: string;
  sellerId: string;
  outTradeNo: string;
  totalAmount: string;
  /** 'YYYY-MM-DD HH:mm:ss', Beijing time. */
  at: string;
}

/** The fields of a real trade_status_sync notification (page pay, paid from the balance). */
export function alipayNotify(trade: PaidTrade, tradeNo = `2026${randomBytes(12).toString('hex').replace(/\D/g, '3').slice(0, 24)}`) {
  return {
    gmt_create: trade.at,
    charset: 'utf-8',
    seller_email: 'deposits@restaurant.example',
    subject: 'Deposit 订金 · 100% & more',
    buyer_id: '2088102534368455',
    invoice_amount: trade.totalAmount,
    notify_id: `2026060300222${randomBytes(10).toString('hex').replace(/\D/g, '5')}`,
    fund_bill_list: JSON.stringify([{ amount: trade.totalAmount, fundChannel: 'ALIPAYACCOUNT' }]),
    notify_type: 'trade_status_sync',
    trade_status: 'TRADE_SUCCESS',
    receipt_amount: trade.totalAmount,
    buyer_pay_amount: trade.totalAmount,
    app_id: trade.appId,
    seller_id: trade.sellerId,
    gmt_payment: trade.at,
    notify_time: trade.at,
    version: '1.0',
    out_trade_no: trade.outTradeNo,
    total_amount: trade.totalAmount,
    trade_no: tradeNo,
    auth_app_id: trade.appId,
    buyer_logon_id: 'mei***@example.com',
    point_amount: '0.00',
  };
}

/** The fields of the return Alipay sends the guest back with (page pay or wap pay). */
export function alipayReturn(trade: PaidTrade, method: 'alipay.trade.page.pay.return' | 'alipay.trade.wap.pay.return', tradeNo: string) {
  return {
    charset: 'utf-8',
    out_trade_no: trade.outTradeNo,
    method,
    total_amount: trade.totalAmount,
    trade_no: tradeNo,
    auth_app_id: trade.appId,
    version: '1.0',
    app_id: trade.appId,
    seller_id: trade.sellerId,
    timestamp: trade.at,
  };
}

/**
 * An answer of the gateway as Alipay writes it: `{"<method>_response":{...},"sign":"..."}`,
 * signed over the exact text of the response member. Tests check it with the SDK's
 * checkResponseSign before our adapter reads it.
 */
export function alipayAnswer(method: string, fields: object, alipayPrivateKey: KeyObject): string {
  const member = JSON.stringify(fields);
  const sign = createSign('RSA-SHA256').update(member, 'utf8').sign(alipayPrivateKey, 'base64');
  return `{"${responseKey(method)}":${member},"sign":"${sign}"}`;
}

/** The member of an answer that carries the result: alipay.trade.query -> alipay_trade_query_response. */
export const responseKey = (method: string): string => `${method.replaceAll('.', '_')}_response`;
