import { describe, expect, it } from 'vitest';
import { wechatClaimInHash, wechatHopInHash, wechatWayIn } from './wechat-way.ts';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; V2241A Build/UP1A.231005.007; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MMWEBID/5871 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

describe('how WeChat Pay is paid where the widget runs', () => {
  it('inside WeChat: JSAPI, or the QR code when JSAPI is not offered', () => {
    expect(wechatWayIn({ userAgent: ANDROID_WECHAT, coarsePointer: true }, true)).toBe('jsapi');
    expect(wechatWayIn({ userAgent: ANDROID_WECHAT, coarsePointer: true }, false)).toBe('native');
  });

  it('another phone browser: H5, never a QR code the phone would have to scan itself', () => {
    expect(wechatWayIn({ userAgent: IPHONE, coarsePointer: true }, true)).toBe('h5');
    expect(wechatWayIn({ userAgent: IPHONE, coarsePointer: true }, false)).toBe('h5');
  });

  it('a desktop, a touch laptop or a desktop browser shrunk narrow: the QR code', () => {
    expect(wechatWayIn({ userAgent: DESKTOP, coarsePointer: false }, true)).toBe('native');
    expect(wechatWayIn({ userAgent: DESKTOP, coarsePointer: true }, true)).toBe('native');
    expect(wechatWayIn({ userAgent: IPHONE, coarsePointer: false }, true)).toBe('native');
  });

  it('reads the hop the server wrote into the return address, and nothing else', () => {
    expect(wechatHopInHash('#tb-booking=AB12CD&tb-wxpay=h5')).toBe('h5');
    expect(wechatHopInHash('#tb-wxpay=jsapi&tb-booking=AB12CD')).toBe('jsapi');
    expect(wechatHopInHash('#tb-booking=AB12CD')).toBeNull();
    expect(wechatHopInHash('#tb-wxpay=h5x')).toBeNull();
    expect(wechatHopInHash('#other-tb-wxpay=h5')).toBeNull();
  });

  it('reads the one-time claim an OAuth return hands a browser without our cookie, and nothing else', () => {
    const claim = 'Zm9vYmFyYmF6cXV4MTIzNDU2Nzg5MA';
    expect(wechatClaimInHash(`#tb-booking=AB12CD&tb-wxpay=jsapi&tb-wxclaim=${claim}`)).toBe(claim);
    expect(wechatClaimInHash('#tb-booking=AB12CD&tb-wxpay=jsapi')).toBeNull();
    expect(wechatClaimInHash('#tb-wxclaim=short')).toBeNull();
    expect(wechatClaimInHash(`#tb-wxclaim=${claim}%3Cscript%3E`)).toBeNull();
  });
});
