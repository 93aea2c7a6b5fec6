import type { BrowserContextOptions } from 'playwright-core';

/** Safari on an iPhone: a phone browser outside WeChat (WeChat Pay by H5). */
export const IPHONE_SAFARI = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
/** WeChat's built-in browser on Android (MicroMessenger): WeChat Pay by JSAPI. */
export const ANDROID_WECHAT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8 Build/UQ1A.240205.004; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/122.0.6261.120 Mobile Safari/537.36 XWEB/1220133 MMWEBSDK/20240404 MicroMessenger/8.0.49.2600(0x28003133) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64';

/** A 390 px touch phone with this browser's user agent. */
export const phone = (userAgent: string): BrowserContextOptions => ({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, userAgent });
