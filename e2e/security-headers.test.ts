import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * Chromium reports whatever the CSP blocks as a `securitypolicyviolation` event and a "Refused to ..." console
 * message; either fails the test. The walk reaches both demo payments, whose pages, data: QR code, form posts
 * and redirects are what a strict policy breaks first.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

/** A page that records every CSP violation, in the page and in shadow roots, and every page error. */
async function watchedPage(context: BrowserContext): Promise<{ page: Page; problems: string[] }> {
  const problems: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => console.error(`CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`),
      true,
    );
  });
  const page = await context.newPage();
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|CSP violation/i.test(text)) problems.push(`${page.url()}: ${text}`);
  });
  page.on('pageerror', (error) => problems.push(`${page.url()}: ${error.message}`));
  return { page, problems };
}

describe('the Content-Security-Policy', () => {
  it('is sent with the pages, without inline or eval scripts', async () => {
    for (const path of ['/', '/booking', '/embed-demo.html', '/widget/table-booking.js']) {
      const response = await fetch(`${running.site.url}${path}`);
      expect(response.status).toBe(200);
      const policy = response.headers.get('content-security-policy') ?? '';
      const scripts = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
      expect(scripts).toContain("'self'");
      expect(scripts).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      await response.arrayBuffer();
    }
  });

  it.each(['/', '/booking', '/embed-demo.html'])('blocks nothing %s needs', async (path) => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await watchedPage(context);
      await page.goto(`${running.site.url}${path}`, { waitUntil: 'networkidle' });
      if (path !== '/') {
        // The calendar is the widget's (lazy chunks, CSS put into its shadow root at run time).
        await page.locator('button[data-date]').first().waitFor({ state: 'attached' });
      } else {
        await page.locator('main').waitFor();
      }
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('blocks nothing on the way to a deposit: WeChat QR code, Alipay demo cashier and back', async () => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const { page, problems } = await watchedPage(context);
      await page.goto(`${running.site.url}/booking`);
      await chooseOpenDay(page, 'en');
      await page.getByRole('button', { name: /^2 guests, 19:00/ }).first().click();
      await page.waitForURL(/\/booking_process\/[^/]+$/);

      const email = 'csp.guest@example.com';
      await page.getByRole('heading', { name: /Step 1/ }).waitFor();
      await page.getByLabel('E-mail').first().fill(email);
      await page.getByRole('button', { name: 'Send code by e-mail' }).click();
      await page.getByLabel('Code', { exact: true }).fill(await latestCode(running.site, email));
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await page.getByRole('heading', { name: /Step 2/ }).waitFor();
      await page.getByLabel('First name', { exact: true }).fill('Mei');
      await page.getByLabel('Last name', { exact: true }).fill('Wang');
      await page.getByRole('radio', { name: 'Ms' }).check();
      await page.getByRole('button', { name: 'Confirm' }).click();
      await page.getByRole('heading', { name: /Step 3/ }).waitFor();
      await page.getByRole('button', { name: 'Proceed to payment' }).click();
      await page.getByRole('heading', { name: /Step 4/ }).waitFor();
      await page.getByRole('checkbox', { name: 'I have read and accept the important notes' }).check();
      const notes = page.getByRole('dialog');
      if (await notes.isVisible()) await notes.getByRole('button', { name: 'Close' }).first().click();

      // WeChat: the QR code is a data: image drawn by the lazily loaded qrcode chunk.
      await page.getByRole('button', { name: /Pay with WeChat/ }).click();
      const qr = page.getByRole('img', { name: 'WeChat payment QR code' });
      await qr.waitFor();
      await expect.poll(() => qr.evaluate((image) => (image as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).first().click();

      // Alipay: off to the demo cashier (its own page, inline styles, a form post) and back.
      await page.getByRole('button', { name: /Pay with Alipay/ }).click();
      await page.waitForURL(/\/demo-pay\/alipay\//);
      await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
      await page.waitForURL(/\/booking_result\?/);
      // Once Alipay confirms, the result page says so and links to the booking's full confirmation.
      await page.getByRole('heading', { name: 'Booking confirmed' }).waitFor();
      await page.getByRole('link', { name: 'See your booking' }).click();
      await page.waitForURL(/\/booking_process\/[^/]+$/);
      await page.getByRole('heading', { name: 'Add to your calendar' }).waitFor();
      await page.waitForLoadState('networkidle');
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
