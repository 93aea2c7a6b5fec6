import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { bookUpToPayment, flowWords } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * An Alipay deposit paid at the demo cashier landed on /booking_result saying
 * "Payment Not Confirmed", because the page added a total_fee that Alipay never signed. Walked
 * here as a guest does, on a desktop (page pay) and on a phone (wap pay), in both languages.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

/** The flow's words (helpers/book-to-payment.ts) and what the Alipay walk reads after paying. */
const words = {
  en: { ...flowWords.en, confirmed: 'Booking confirmed', thanks: 'Thank you, Ms Mei Wang.', guests: '2 guests', details: 'See your booking', alipay: 'Pay with Alipay', codeLabel: 'Booking code', calendar: 'Add to your calendar', next: 'What happens next', deposit: 'Deposit paid', address: 'Address', time: '19:00' },
  zh: { ...flowWords.zh, confirmed: '预订已确认', thanks: '感谢您，王美女士！', guests: '2 位', details: '查看预订详情', alipay: '支付宝支付', codeLabel: '预订编号', calendar: '添加到日历', next: '接下来', deposit: '已付订金', address: '地址', time: '19:00' },
} as const;

describe('an Alipay deposit paid at the demo cashier', () => {
  it.each([
    ['desktop', 'en', DESKTOP],
    ['desktop', 'zh', DESKTOP],
    ['phone', 'en', PHONE],
    ['phone', 'zh', PHONE],
  ] as const)('says Booking confirmed, then opens the same full confirmation as WeChat and PayPal (%s, %s)', async (device, lang, options) => {
    const context = await running.browser.newContext(options);
    try {
      const page = await context.newPage();
      const w = words[lang];
      const code = await bookUpToPayment(running.site, page, running.site.url, lang, `alipay.${device}.${lang}@example.com`);
      await page.getByRole('button', { name: w.alipay }).click();
      // The demo cashier stands in for Alipay's: wap pay on a phone, page pay on a desktop.
      await page.waitForURL(/\/demo-pay\/alipay\//);
      await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
      await page.waitForURL(/\/booking_result\?/);
      expect(new URL(page.url()).searchParams.get('method')).toBe(device === 'phone' ? 'alipay.trade.wap.pay.return' : 'alipay.trade.page.pay.return');

      // SPEC's result page: Booking confirmed, with thanks, the names, the date, the party and the time.
      await page.getByRole('heading', { name: w.confirmed }).waitFor();
      const result = await page.locator('main').innerText();
      for (const words of [w.thanks, w.guests, w.time, code]) expect(result).toContain(words);
      await page.getByRole('link', { name: w.details }).click();
      await page.waitForURL(new RegExp(`/booking_process/${code}$`));
      await page.getByRole('heading', { name: w.calendar }).waitFor();
      const text = await page.locator('main').innerText();
      for (const words of [w.codeLabel, code, w.next, w.deposit, w.address, w.time]) expect(text).toContain(words);
      expect(text).not.toMatch(/Payment not confirmed|支付未确认|√/);
      expect(result).not.toMatch(/Booking processing|预订处理中/);
    } finally {
      await context.close();
    }
  });
});
