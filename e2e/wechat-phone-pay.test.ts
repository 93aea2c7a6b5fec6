import type { BrowserContextOptions, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { bookUpToPayment } from './helpers/book-to-payment.ts';
import { ANDROID_WECHAT, IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * WeChat Pay against the offline demo: H5 in a phone browser (the demo cashier), JSAPI inside WeChat (the
 * OAuth hop, the demo WeixinJSBridge's pay sheet), the QR code on a desktop, or there the demo's own page.
 * A phone never sees a QR code.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);
/** The site at PUBLIC_URL's host (localhost), so the demo's hops come back to the same origin and session. */
const base = () => running.site.url.replace('127.0.0.1', 'localhost');

const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

const words = {
  en: { wechat: 'Pay with WeChat', payHere: 'No phone at hand? Open the demo payment page (new tab)', demoPay: /^Pay RMB/, paid: 'Payment and booking successful', cancelled: /WeChat payment cancelled\. Nothing was paid/, qr: 'WeChat payment QR code', scan: 'Scan to pay with WeChat' },
  zh: { wechat: '微信支付', payHere: '手边没有手机？打开演示支付页面（新标签页）', demoPay: /^Pay RMB/, paid: '支付成功，预订成功', cancelled: /微信支付已取消，未扣款/, qr: '微信支付二维码', scan: '微信扫码支付' },
} as const;

async function withContext(options: BrowserContextOptions, walk: (page: Page) => Promise<void>): Promise<void> {
  const context = await running.browser.newContext(options);
  try {
    await walk(await context.newPage());
  } finally {
    await context.close();
  }
}

/** What the server says of the booking's deposit (check_wx answers for any code). */
const depositStatus = async (code: string) => ((await (await fetch(`${running.site.url}/api/check_wx/${code}`)).json()) as { status: string }).status;
/** Each walk books on a day of its own (the month's open days, in turn). */
let walks = 0;
const book = (page: Page, lang: 'en' | 'zh', email: string) => bookUpToPayment(running.site, page, base(), lang, email, walks++ % 12);
const qrCount = (page: Page, lang: 'en' | 'zh') => page.getByRole('img', { name: words[lang].qr }).count();

describe('WeChat Pay on a phone, outside WeChat (H5)', () => {
  it.each(['en', 'zh'] as const)('pays at the cashier and comes back to the booking page, paid (%s)', async (lang) => {
    await withContext(phone(IPHONE_SAFARI), async (page) => {
      const code = await book(page, lang, `wechat.h5.${lang}@example.com`);
      await page.getByRole('button', { name: words[lang].wechat }).click();
      await page.waitForURL(/\/demo-pay\/wechat\/h5\//);
      await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
      await page.waitForURL(new RegExp(`/booking_process/${code}#`));
      await page.getByRole('heading', { name: words[lang].paid }).waitFor();
      expect(await depositStatus(code)).toBe('SUCCESS');
      expect(await qrCount(page, lang)).toBe(0);
    });
  });

  it.each(['en', 'zh'] as const)('cancelling at the cashier comes back to the payment options, nothing paid (%s)', async (lang) => {
    await withContext(phone(IPHONE_SAFARI), async (page) => {
      const code = await book(page, lang, `wechat.h5.cancel.${lang}@example.com`);
      await page.getByRole('button', { name: words[lang].wechat }).click();
      await page.waitForURL(/\/demo-pay\/wechat\/h5\//);
      await page.getByRole('button', { name: 'Cancel · 取消' }).click();
      await page.waitForURL(new RegExp(`/booking_process/${code}#`));
      await page.getByText(words[lang].cancelled).waitFor();
      await page.getByRole('button', { name: words[lang].wechat }).waitFor();
      expect(await depositStatus(code)).not.toBe('SUCCESS');
      expect(await page.getByRole('heading', { name: words[lang].paid }).count()).toBe(0);
      expect(await qrCount(page, lang)).toBe(0);
    });
  });
});

describe('WeChat Pay on a phone, inside WeChat (JSAPI)', () => {
  it.each(['en', 'zh'] as const)('makes the OAuth hop, pays in the WeChat pay sheet and shows success (%s)', async (lang) => {
    await withContext(phone(ANDROID_WECHAT), async (page) => {
      const code = await book(page, lang, `wechat.jsapi.${lang}@example.com`);
      const hops: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && hops.push(new URL(frame.url()).pathname));
      await page.getByRole('button', { name: words[lang].wechat }).click();
      const sheet = page.getByRole('dialog', { name: 'Demo WeChat Pay · 微信支付演示' });
      await sheet.waitFor();
      // The hop went through WeChat's (demo) authorize page and came back to this booking.
      expect(hops).toContain(`/booking_process/${code}`);
      expect(page.url()).toContain(`/booking_process/${code}#`);
      expect(page.url()).not.toContain('tb-wxpay');
      await sheet.getByRole('button', { name: 'Pay · 支付' }).click();
      await page.getByRole('heading', { name: words[lang].paid }).waitFor();
      expect(await depositStatus(code)).toBe('SUCCESS');
      expect(await qrCount(page, lang)).toBe(0);
    });
  });

  it.each(['en', 'zh'] as const)('cancelling the pay sheet comes back to the payment options, nothing paid (%s)', async (lang) => {
    await withContext(phone(ANDROID_WECHAT), async (page) => {
      const code = await book(page, lang, `wechat.jsapi.cancel.${lang}@example.com`);
      await page.getByRole('button', { name: words[lang].wechat }).click();
      const sheet = page.getByRole('dialog', { name: 'Demo WeChat Pay · 微信支付演示' });
      await sheet.getByRole('button', { name: 'Cancel · 取消' }).click();
      await page.getByText(words[lang].cancelled).waitFor();
      expect(await depositStatus(code)).not.toBe('SUCCESS');
      // Tapping again pays the same way, without another hop: the openid is known now.
      await page.getByRole('button', { name: words[lang].wechat }).click();
      await sheet.waitFor();
      expect(page.url()).toContain(`/booking_process/${code}`);
      expect(await qrCount(page, lang)).toBe(0);
    });
  });
});

describe('WeChat Pay on a desktop', () => {
  it.each(['en', 'zh'] as const)('shows the QR code as before (%s)', async (lang) => {
    await withContext(DESKTOP, async (page) => {
      await book(page, lang, `wechat.desktop.${lang}@example.com`);
      await page.getByRole('button', { name: words[lang].wechat }).click();
      const overlay = page.getByRole('dialog', { name: words[lang].scan });
      await overlay.getByRole('img', { name: words[lang].qr }).waitFor();
      expect(page.url()).toMatch(/\/booking_process\//);
    });
  });

  it.each(['en', 'zh'] as const)('the demo pays on the same computer, without a phone, and the booking page sees it (%s)', async (lang) => {
    await withContext(DESKTOP, async (page) => {
      await book(page, lang, `wechat.nophone.${lang}@example.com`);
      await page.getByRole('button', { name: words[lang].wechat }).click();
      const overlay = page.getByRole('dialog', { name: words[lang].scan });
      const [cashier] = await Promise.all([page.context().waitForEvent('page'), overlay.getByRole('link', { name: words[lang].payHere }).click()]);
      await cashier.getByRole('button', { name: words[lang].demoPay }).click();
      await cashier.getByRole('heading', { name: /Paid/ }).waitFor();
      await page.getByRole('heading', { name: words[lang].paid }).waitFor();
      expect(await overlay.count()).toBe(0);
    });
  });
});
