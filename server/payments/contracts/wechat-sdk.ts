/**
 * TEST-ONLY: WeChat Pay's side of the contract tests, built on the helpers of the
 * `wechatpay-axios-plugin` SDK (a dev dependency): its Formatter (the strings WeChat signs), Rsa
 * (SHA256withRSA) and Aes.AesGcm (notification resources). Never imported by the server.
 */
import { generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { Aes, Formatter, Rsa } from 'wechatpay-axios-plugin';
import { startFakeServer, type FakeAnswer, type FakeRequest, type FakeServer } from '../fakes/fake-server.ts';
import { shanghaiRfc3339 } from '../shanghai-time.ts';

export interface WechatParties {
  appid: string;
  mchid: string;
  merchantSerial: string;
  merchant: { privateKey: KeyObject; publicKey: KeyObject };
  /** 微信支付公钥 id and key pair: WeChat signs answers and notifications with it. */
  platformSerial: string;
  platform: { privateKey: KeyObject; publicKey: KeyObject };
  apiV3Key: string;
}

export function wechatParties(): WechatParties {
  return {
    appid: `wx${randomBytes(8).toString('hex')}`,
    mchid: '1900009191',
    merchantSerial: randomBytes(20).toString('hex').toUpperCase(),
    merchant: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    platformSerial: `PUB_KEY_ID_0119000091912025${randomBytes(6).toString('hex').toUpperCase()}`,
    platform: generateKeyPairSync('rsa', { modulusLength: 2048 }),
    apiV3Key: randomBytes(16).toString('hex'),
  };
}

/** The fields of `WECHATPAY2-SHA256-RSA2048 k="v",...`, read here apart from our own parser. */
export function authorizationFields(header: string): { scheme: string; fields: Record<string, string> } {
  const space = header.indexOf(' ');
  const pairs = header.slice(space + 1).split(',').map((pair) => /^(\w+)="(.*)"$/.exec(pair.trim()));
  return { scheme: header.slice(0, space), fields: Object.fromEntries(pairs.map((match) => [match?.[1] ?? '?', match?.[2] ?? ''])) };
}

/** Whether the SDK's request signature string and RSA check accept a request's Authorization for this merchant. */
export function sdkAcceptsRequest(parties: WechatParties, request: FakeRequest): boolean {
  const { scheme, fields } = authorizationFields(String(request.headers.authorization ?? ''));
  if (scheme !== 'WECHATPAY2-SHA256-RSA2048' || fields.mchid !== parties.mchid || fields.serial_no !== parties.merchantSerial) return false;
  const message = Formatter.request(request.method, request.url.pathname + request.url.search, fields.timestamp!, fields.nonce_str!, request.body);
  return Rsa.verify(message, fields.signature ?? '', parties.merchant.publicKey);
}

/** The Wechatpay-* headers WeChat puts on an answer or a notification, signed with the SDK's helpers. */
export function signedHeaders(parties: WechatParties, body: string, timestamp: number, signer = parties.platform.privateKey) {
  const nonce = Formatter.nonce();
  return {
    'Wechatpay-Serial': parties.platformSerial,
    'Wechatpay-Timestamp': String(timestamp),
    'Wechatpay-Nonce': nonce,
    'Wechatpay-Signature': Rsa.sign(Formatter.response(timestamp, nonce, body), signer),
    'Wechatpay-Signature-Type': 'WECHATPAY2-SHA256-RSA2048',
  };
}

/** A TRANSACTION.SUCCESS notification: the transaction encrypted with the SDK's AES-256-GCM, the body signed as WeChat signs. */
export function sdkNotification(parties: WechatParties, transaction: object, timestamp: number, options: { tamperCiphertext?: boolean } = {}) {
  const nonce = Formatter.nonce(12);
  let ciphertext = Aes.AesGcm.encrypt(JSON.stringify(transaction), parties.apiV3Key, nonce, 'transaction');
  if (options.tamperCiphertext) {
    const bytes = Buffer.from(ciphertext, 'base64');
    bytes[0]! ^= 1;
    ciphertext = bytes.toString('base64');
  }
  const body = JSON.stringify({
    id: randomBytes(18).toString('hex'),
    create_time: shanghaiRfc3339(new Date(timestamp * 1000)),
    resource_type: 'encrypt-resource',
    event_type: 'TRANSACTION.SUCCESS',
    summary: '支付成功',
    resource: { original_type: 'transaction', algorithm: 'AEAD_AES_256_GCM', ciphertext, associated_data: 'transaction', nonce },
  });
  return { body, headers: { 'Content-Type': 'application/json', ...signedHeaders(parties, body, timestamp) } };
}

/** What a paid Native transaction looks like in a notification or a query answer. */
export function paidTransaction(parties: WechatParties, order: { out_trade_no: string; attach?: string; amount: { total: number } }, successTime: string) {
  return {
    appid: parties.appid,
    mchid: parties.mchid,
    out_trade_no: order.out_trade_no,
    transaction_id: `4200002${randomBytes(11).toString('hex').replace(/\D/g, '1')}`,
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    trade_state_desc: '支付成功',
    bank_type: 'OTHERS',
    attach: order.attach,
    success_time: successTime,
    payer: { openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o' },
    amount: { total: order.amount.total, payer_total: order.amount.total, currency: 'CNY', payer_currency: 'CNY' },
  };
}

export interface SdkWechat extends FakeServer {
  /** The orders created so far (Native, JSAPI, H5), as sent, with the path they were sent to. */
  orders: Array<{ out_trade_no: string; attach?: string; amount: { total: number; currency?: string }; path?: string; [key: string]: unknown }>;
}

/** Whether the SDK's helpers accept a getBrandWCPayRequest paySign for this merchant: `appId\ntimeStamp\nnonceStr\npackage\n`, SHA256withRSA. */
export function sdkAcceptsPaySign(parties: WechatParties, pay: { appId: string; timeStamp: string; nonceStr: string; package: string; paySign: string }): boolean {
  return Rsa.verify(Formatter.joinedByLineFeed(pay.appId, pay.timeStamp, pay.nonceStr, pay.package), pay.paySign, parties.merchant.publicKey);
}

/**
 * WeChat Pay's API as the SDK's helpers see it: a request whose Authorization the SDK does not
 * accept is refused with 401 (unsigned, as WeChat does), and every answer is signed with the
 * SDK's helpers at `now()`. `answer` may replace the genuine answer of a request.
 */
export async function startSdkWechat(
  parties: WechatParties,
  now: () => Date,
  answer?: (request: FakeRequest, genuine: FakeAnswer) => FakeAnswer,
): Promise<SdkWechat> {
  const orders: SdkWechat['orders'] = [];
  const signed = (status: number, body: object): FakeAnswer => {
    const text = JSON.stringify(body);
    return { status, body: text, headers: signedHeaders(parties, text, Math.floor(now().getTime() / 1000)) };
  };
  const route = (request: FakeRequest): FakeAnswer => {
    if (!sdkAcceptsRequest(parties, request)) return { status: 401, body: JSON.stringify({ code: 'SIGN_ERROR', message: '签名错误' }) };
    if (request.method === 'POST' && request.url.pathname === '/v3/pay/transactions/native') {
      orders.push({ ...(JSON.parse(request.body) as SdkWechat['orders'][number]), path: request.url.pathname });
      return signed(200, { code_url: `weixin://wxpay/bizpayurl?pr=${randomBytes(4).toString('hex')}` });
    }
    // WeChat's documented answers: JSAPI a prepay_id, H5 the cashier's h5_url.
    if (request.method === 'POST' && request.url.pathname === '/v3/pay/transactions/jsapi') {
      orders.push({ ...(JSON.parse(request.body) as SdkWechat['orders'][number]), path: request.url.pathname });
      return signed(200, { prepay_id: 'wx201410272009395522657a690389285100' });
    }
    if (request.method === 'POST' && request.url.pathname === '/v3/pay/transactions/h5') {
      orders.push({ ...(JSON.parse(request.body) as SdkWechat['orders'][number]), path: request.url.pathname });
      return signed(200, { h5_url: 'https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=wx2016121516420242444321ca0631331346&package=1405458241' });
    }
    const query = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)$/.exec(request.url.pathname);
    const order = query && orders.find((candidate) => candidate.out_trade_no === decodeURIComponent(query[1]!));
    if (order) return signed(200, { appid: parties.appid, mchid: parties.mchid, out_trade_no: order.out_trade_no, trade_state: 'NOTPAY', trade_state_desc: '订单未支付', amount: { total: order.amount.total, currency: 'CNY' } });
    return { status: 404, body: JSON.stringify({ code: 'ORDER_NOT_EXIST', message: '订单不存在' }) };
  };
  const server = await startFakeServer((request) => {
    const genuine = route(request);
    return answer ? answer(request, genuine) : genuine;
  });
  return { ...server, orders };
}
