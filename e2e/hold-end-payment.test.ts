import { describe, expect, it } from 'vitest';
import { bookUpToPayment } from './helpers/book-to-payment.ts';
import { setRestaurantSetting, startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * A hold of one minute, paid on the demo cashier as its countdown ends: the page asks the server
 * rather than trusting its own clock, and a payment the server confirms after the hold's end turns
 * "expired" into the confirmation by itself, as My bookings lists it.
 */
const running = useSiteAndBrowser(async () => {
  // Reconciliation would close the open order of an expired hold; the test pays it first.
  const site = await startSiteWithoutResendWait({ PAYMENT_RECONCILE_MINUTES: '60' });
  await setRestaurantSetting(site, 'hold_minutes', 1);
  return site;
});

const words = {
  en: {
    wechat: /^Pay with WeChat/, demoPage: /Open the demo payment page/, checking: /checking your booking with the restaurant/,
    expired: 'Booking expired', doNotPayAgain: /please do not pay again/, paid: 'Payment and booking successful', myBookings: 'My bookings', upcoming: 'Upcoming booking',
  },
  zh: {
    wechat: /^微信支付/, demoPage: /打开演示支付页面/, checking: /正在向餐厅确认您的预订/,
    expired: '预订已过期', doNotPayAgain: /请勿重复付款/, paid: '支付成功，预订成功', myBookings: '我的预订', upcoming: '即将到来的预订',
  },
} as const;

describe.each(['en', 'zh'] as const)('a payment as the hold ends, in %s', (lang) => {
  it('shows the booking confirmed, whatever the countdown said', async () => {
    const w = words[lang];
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      const code = await bookUpToPayment(running.site, page, running.site.url, lang, `hold-end.${lang}@example.com`, lang === 'en' ? 6 : 7);
      await page.getByRole('button', { name: w.wechat }).click();
      const overlay = page.getByRole('dialog');
      const cashierUrl = await overlay.getByRole('link', { name: w.demoPage }).getAttribute('href');
      const cashier = await context.newPage();
      await cashier.goto(cashierUrl!);

      // The page's clock runs ahead of the server's: at zero it asks, and keeps the QR code up while the hold is live.
      await page.clock.setFixedTime(Date.now() + 2 * 60_000);
      await page.getByText(w.checking).waitFor();
      expect(await overlay.isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: w.expired }).count()).toBe(0);

      // The server ends the hold: now the page says so, and that a payment just made will still show.
      await page.getByRole('heading', { name: w.expired }).waitFor({ timeout: 90_000 });
      await page.getByText(w.doNotPayAgain).waitFor();

      await cashier.getByRole('button', { name: /支付/ }).click();
      await cashier.getByText('Paid · 已支付').waitFor();
      await page.getByText(w.paid).waitFor({ timeout: 15_000 });
      expect(await page.getByRole('heading', { name: w.expired }).count()).toBe(0);

      await page.goto(`${running.site.url}/my_bookings`);
      const listed = page.getByRole('listitem').filter({ hasText: code });
      await listed.waitFor();
      expect(await listed.getByText(w.upcoming).count()).toBe(1);
    } finally {
      await context.close();
    }
  }, 180_000);
});
