import { describe, expect, it } from 'vitest';
import { bookUpToPayment } from './helpers/book-to-payment.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

const running = useSiteAndBrowser(startSiteWithoutResendWait);

/**
 * React reports an error thrown in a render it then redid synchronously (a render that went wrong
 * and recovered) as a page error: none may happen on the way from the calendar to the deposit.
 * Walked more than once, in both languages, since such an error depends on what comes when.
 */
describe('the site on the way to a deposit', () => {
  it.each([
    ['en', 1],
    ['zh', 2],
    ['en', 3],
  ] as const)('renders without an error it has to recover from (%s, the open day %i)', async (lang, day) => {
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`));
      await bookUpToPayment(running.site, page, running.site.url, lang, `render.${lang}.${day}@example.com`, day);
      await page.waitForLoadState('networkidle');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
