import { namedEmbedOrigins } from '../config.ts';
/**
 * Where WeChat's H5 cashier and the OAuth hop return the guest: the page they were on if its origin is ours
 * or a named EMBED_ORIGINS entry, else /booking_process/{code}; never another site (an open redirect).
 * The hash tells the widget which booking to reopen and whether to check the payment (h5) or pay (jsapi).
 */
export type WechatHop = 'h5' | 'jsapi';

export const RETURN_URL_MAX = 2048;

export function wechatReturnUrl(
  config: { PUBLIC_URL: string; EMBED_ORIGINS: string },
  bookingCode: string,
  hop: WechatHop,
  asked?: string,
): string {
  const own = new URL(config.PUBLIC_URL).origin;
  const embedders = namedEmbedOrigins(config);
  let target = new URL(`${config.PUBLIC_URL}/booking_process/${encodeURIComponent(bookingCode)}`);
  if (asked && asked.length <= RETURN_URL_MAX) {
    try {
      const url = new URL(asked);
      if ((url.protocol === 'https:' || url.protocol === 'http:') && (url.origin === own || embedders.includes(url.origin))) target = url;
    } catch {
      // not a URL: the booking page it is
    }
  }
  const kept = target.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part && !part.startsWith('tb-booking=') && !part.startsWith('tb-wxpay=') && !part.startsWith('tb-wxclaim='));
  target.hash = [...kept, `tb-booking=${encodeURIComponent(bookingCode)}`, `tb-wxpay=${hop}`].join('&');
  return target.toString();
}

/**
 * The return address of an OAuth hop that came back to a browser without a session, with the
 * one-time claim its session presents to use the openid (`tb-wxclaim=`, in the hash: never sent to
 * a server in a request line or a Referer).
 */
export function withOauthClaim(returnUrl: string, claim: string): string {
  const url = new URL(returnUrl);
  url.hash = `${url.hash.replace(/^#/, '')}&tb-wxclaim=${claim}`;
  return url.toString();
}
