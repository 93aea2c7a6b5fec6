import { createHmac } from 'node:crypto';

/**
 * Alibaba Cloud RPC API signature, version 1.0 (HMAC-SHA1), as the SMS API (dysmsapi) takes it:
 * parameters sorted by name and percent-encoded per RFC 3986, then
 * `POST&%2F&<encoded query>` signed with `AccessKeySecret&`.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((key) => key !== 'Signature')
    .sort()
    .map((key) => `${percentEncode(key)}=${percentEncode(params[key]!)}`)
    .join('&');
}

export function aliyunSignature(method: 'GET' | 'POST', params: Record<string, string>, accessKeySecret: string): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

/** '2026-06-03T02:00:00Z': ISO 8601 in UTC without milliseconds, as the API requires. */
export const aliyunTimestamp = (at: Date) => at.toISOString().replace(/\.\d{3}Z$/, 'Z');
