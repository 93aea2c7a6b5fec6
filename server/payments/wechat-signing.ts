import { createDecipheriv, createSign, createVerify, randomBytes, type KeyObject } from 'node:crypto';

/**
 * WeChat Pay API v3 signatures (WECHATPAY2-SHA256-RSA2048) and notification decryption. Requests
 * are signed with the merchant's private key; answers and notifications are signed by WeChat
 * with the platform key, over `timestamp\nnonce\nbody\n`.
 */
export const WECHAT_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';
/** WeChat's rule: a signed answer or notification older (or newer) than this is refused. */
export const WECHAT_MAX_SKEW_SECONDS = 300;

export function rsaSha256Sign(privateKey: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(privateKey, 'base64');
}

export function rsaSha256Verify(publicKey: KeyObject, message: string, signature: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

export interface RequestSigner {
  mchid: string;
  serial: string;
  privateKey: KeyObject;
}

/** The Authorization header of one request; pathWithQuery is the URL's path and query only. */
export function authorizationHeader(
  signer: RequestSigner,
  request: { method: string; pathWithQuery: string; body: string; timestamp: number; nonce?: string },
): string {
  const nonce = request.nonce ?? randomBytes(16).toString('hex');
  const message = `${request.method}\n${request.pathWithQuery}\n${request.timestamp}\n${nonce}\n${request.body}\n`;
  const signature = rsaSha256Sign(signer.privateKey, message);
  return `${WECHAT_SCHEMA} mchid="${signer.mchid}",nonce_str="${nonce}",signature="${signature}",timestamp="${request.timestamp}",serial_no="${signer.serial}"`;
}

/** Parses `WECHATPAY2-SHA256-RSA2048 k="v",...` into its fields; null if it is not that scheme. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${WECHAT_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(WECHAT_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) fields[match[1]!] = match[2]!;
  return fields;
}

export type SignedHeaders = Record<string, string | string[] | undefined>;

/**
 * Checks a WeChat signature on an answer or a notification: the serial must be the configured
 * platform key's, the timestamp within five minutes of now, and the signature valid. Returns
 * the reason it failed, or null when it is genuine.
 */
export function wechatSignatureProblem(
  headers: SignedHeaders,
  body: string,
  platform: { publicKey: KeyObject; serial: string },
  now: Date,
): string | null {
  const get = (name: string) => {
    const value = headers[name];
    return typeof value === 'string' ? value : undefined;
  };
  const serial = get('wechatpay-serial');
  const signature = get('wechatpay-signature');
  const timestamp = get('wechatpay-timestamp');
  const nonce = get('wechatpay-nonce');
  if (!serial || !signature || !timestamp || !nonce) return 'missing signature headers';
  if (serial !== platform.serial) return `unknown platform serial ${serial}`;
  if (!/^\d{1,12}$/.test(timestamp) || Math.abs(now.getTime() / 1000 - Number(timestamp)) > WECHAT_MAX_SKEW_SECONDS) {
    return 'stale timestamp';
  }
  if (!rsaSha256Verify(platform.publicKey, `${timestamp}\n${nonce}\n${body}\n`, signature)) return 'bad signature';
  return null;
}

export interface EncryptedResource {
  algorithm: string;
  ciphertext: string;
  nonce: string;
  associated_data?: string;
}

/** AEAD_AES_256_GCM with the APIv3 key; the last 16 bytes of the ciphertext are the tag. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  if (resource.algorithm !== 'AEAD_AES_256_GCM') throw new Error(`unsupported algorithm ${resource.algorithm}`);
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length <= 16) throw new Error('ciphertext too short');
  const decipher = createDecipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resource.nonce, 'utf8'));
  decipher.setAuthTag(data.subarray(data.length - 16));
  decipher.setAAD(Buffer.from(resource.associated_data ?? '', 'utf8'));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString('utf8');
}

/** What WeixinJSBridge.invoke('getBrandWCPayRequest', ...) takes, signed for one prepay_id. */
export interface JsapiPayParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

/**
 * Signs the JSAPI payment parameters with the merchant's private key (RSA, SHA256), over
 * `appId\ntimeStamp\nnonceStr\npackage\n` as WeChat Pay documents for getBrandWCPayRequest.
 */
export function jsapiPayParams(privateKey: KeyObject, request: { appId: string; prepayId: string; timestamp: number; nonce?: string }): JsapiPayParams {
  const nonceStr = request.nonce ?? randomBytes(16).toString('hex');
  const timeStamp = String(request.timestamp);
  const pkg = `prepay_id=${request.prepayId}`;
  const paySign = rsaSha256Sign(privateKey, `${request.appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`);
  return { appId: request.appId, timeStamp, nonceStr, package: pkg, signType: 'RSA', paySign };
}

/** Whether JSAPI parameters carry a genuine paySign of this merchant (the demo bridge checks as WeChat does). */
export function jsapiPaySignValid(publicKey: KeyObject, params: Pick<JsapiPayParams, 'appId' | 'timeStamp' | 'nonceStr' | 'package' | 'paySign'>): boolean {
  return rsaSha256Verify(publicKey, `${params.appId}\n${params.timeStamp}\n${params.nonceStr}\n${params.package}\n`, params.paySign);
}
