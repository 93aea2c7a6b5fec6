import type { WechatChannel } from '../../../api-client/contract/payment.ts';

/**
 * How WeChat Pay is paid where the widget runs (docs/payments.md): inside WeChat's own browser by
 * JSAPI, in any other phone browser by H5, on a desktop by the Native QR code, which a phone
 * could only scan with a second device. Pure, so tests and stories can say where they "run".
 */
export type WechatWay = WechatChannel;

export interface Surroundings {
  userAgent: string;
  /** The primary pointer is a finger (`(pointer: coarse)`). */
  coarsePointer: boolean;
}

const IN_WECHAT = /MicroMessenger/i;
const PHONE = /Mobi|Android|iPhone|iPad|iPod|HarmonyOS/i;

export function wechatWayIn(surroundings: Surroundings, jsapiOffered: boolean): WechatWay {
  // Without JSAPI (no Official Account configured) WeChat can still scan a QR code in an image.
  if (IN_WECHAT.test(surroundings.userAgent)) return jsapiOffered ? 'jsapi' : 'native';
  return surroundings.coarsePointer && PHONE.test(surroundings.userAgent) ? 'h5' : 'native';
}

/** The way for this browser. */
export function wechatWayHere(jsapiOffered: boolean): WechatWay {
  const coarsePointer = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
  return wechatWayIn({ userAgent: typeof navigator === 'undefined' ? '' : navigator.userAgent, coarsePointer }, jsapiOffered);
}

/**
 * The hop the guest came back from, as the server wrote it into the return address's hash
 * (`tb-wxpay=h5`: back from WeChat's H5 cashier; `tb-wxpay=jsapi`: back from the OAuth hop).
 */
export type WechatHop = 'h5' | 'jsapi';
const HOP = /[#&]tb-wxpay=(h5|jsapi)(?=&|$)/;

export function wechatHopInHash(hash: string): WechatHop | null {
  return (HOP.exec(hash)?.[1] as WechatHop | undefined) ?? null;
}

const CLAIM = /[#&]tb-wxclaim=([A-Za-z0-9_-]{22,64})(?=&|$)/;

/**
 * The one-time claim an OAuth hop's return hands a browser that had no session cookie (the embed):
 * wpay_jsapi presents it so this session may use the openid the hop found.
 */
export function wechatClaimInHash(hash: string): string | null {
  return CLAIM.exec(hash)?.[1] ?? null;
}

/** Whether this page was reached back from a WeChat hop: step 4 then opens with its payment shown. */
export const returningFromWechat = (): boolean => typeof location !== 'undefined' && wechatHopInHash(location.hash) !== null;

/** Reads the hop once and takes it out of the address, so a reload does not act on it again. */
export function takeWechatHop(): WechatHop | null {
  if (typeof location === 'undefined') return null;
  const hop = wechatHopInHash(location.hash);
  if (!hop) return null;
  const rest = location.hash
    .replace(/^#/, '')
    .split('&')
    .filter((part) => part && !part.startsWith('tb-wxpay=') && !part.startsWith('tb-wxclaim='));
  history.replaceState(history.state, '', `${location.pathname}${location.search}${rest.length > 0 ? `#${rest.join('&')}` : ''}`);
  return hop;
}
