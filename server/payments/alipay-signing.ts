import type { KeyObject } from 'node:crypto';
import { rsaSha256Sign, rsaSha256Verify } from './wechat-signing.ts';

/**
 * Alipay's RSA2 (SHA256withRSA) signatures over parameters: every parameter except the excluded
 * ones and empty values, sorted by name, joined as k=v with &, unencoded.
 */
export type AlipayParams = Record<string, string>;

export function signContent(params: AlipayParams, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort()
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** Signs a request to the gateway: everything but `sign` (sign_type is signed). */
export function signRequest(params: AlipayParams, privateKey: KeyObject): AlipayParams {
  const withType = { ...params, sign_type: 'RSA2' };
  return { ...withType, sign: rsaSha256Sign(privateKey, signContent(withType, ['sign'])) };
}

/**
 * Verifies what Alipay sends us (notify and return parameters): RSA2 only, over everything but
 * sign and sign_type.
 */
export function verifyAlipayParams(params: AlipayParams, alipayPublicKey: KeyObject): boolean {
  if (params.sign_type !== 'RSA2' || !params.sign) return false;
  return rsaSha256Verify(alipayPublicKey, signContent(params, ['sign', 'sign_type']), params.sign);
}

/** Signs parameters as Alipay does for notify and return (the demo gateway and the test fakes). */
export function signAsAlipay(params: AlipayParams, alipayPrivateKey: KeyObject): AlipayParams {
  const unsigned = { ...params, sign_type: 'RSA2' };
  return { ...unsigned, sign: rsaSha256Sign(alipayPrivateKey, signContent(unsigned, ['sign', 'sign_type'])) };
}

/**
 * The exact text of one top-level JSON member's object value, e.g. of
 * `alipay_trade_query_response` in `{"alipay_trade_query_response":{...},"sign":"..."}`: Alipay
 * signs those bytes, so they must be verified as sent, not re-serialised.
 */
export function rawMemberObject(body: string, member: string): string | null {
  const start = body.indexOf(`"${member}"`);
  if (start < 0) return null;
  const open = body.indexOf('{', start + member.length + 2);
  if (open < 0) return null;
  let depth = 0;
  let inString = false;
  for (let index = open; index < body.length; index += 1) {
    const char = body[index];
    if (inString) {
      if (char === '\\') index += 1;
      else if (char === '"') inString = false;
    } else if (char === '"') inString = true;
    else if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return body.slice(open, index + 1);
    }
  }
  return null;
}

export { rsaSha256Verify as verifyRsa2, rsaSha256Sign as signRsa2 };
