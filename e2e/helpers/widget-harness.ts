import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { build } from 'vite';
import { addDays } from '../../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../../server/test/open-evenings.ts';
import { launchChromium } from '../support/chromium.ts';
import { latestCode, type RunningSite } from '../support/site-server.ts';
import { startSiteWithoutResendWait } from './restaurant-settings.ts';

/**
 * The embed as a stranger's site uses it: the widget is built once, served by the real API at
 * 127.0.0.1, and loaded with one script tag by a plain page on another site (127.0.0.2).
 */
export interface WidgetHarness {
  api: RunningSite;
  hostUrl: (attributes?: string) => string;
  browser: Browser;
  /**
   * A page whose widget events are kept in window.tbEvents, and whose cookies to the API are
   * dropped both ways, as a browser blocking third-party cookies does. `device`: a phone, say.
   */
  newPage(device?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; cookiesSent: () => number }>;
  codeFor(to: string): Promise<string>;
  close(): Promise<void>;
}

function hostPage(scriptUrl: string, attributes: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another restaurant guide</title></head>
<body><main><h1>Book a table at our favourite counter</h1>
<table-booking ${attributes}></table-booking>
</main>
<script type="module" src="${scriptUrl}"></script>
</body></html>`;
}

export async function startWidgetHarness(): Promise<WidgetHarness> {
  const dist = mkdtempSync(join(tmpdir(), 'tb-e2e-widget-'));
  await build({ configFile: 'vite.widget.config.ts', logLevel: 'silent', build: { outDir: join(dist, 'widget'), emptyOutDir: true } });
  let scriptUrl = '';
  const host: Server = createServer((request, response) => {
    const attributes = new URL(request.url ?? '/', 'http://x').searchParams.get('attrs') ?? '';
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(hostPage(scriptUrl, attributes));
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.2', resolve));
  const address = host.address();
  if (!address || typeof address === 'string') throw new Error('no host port');
  // The host page is a named embedding site, as a restaurant configures it (WeChat's hops may
  // return to it). Resend waits off: several tests ask codes for one address within a minute.
  const api = await startSiteWithoutResendWait({ DIST_DIR: dist, EMBED_ORIGINS: `http://127.0.0.2:${address.port}` });
  scriptUrl = `${api.url}/widget/table-booking.js`;
  const browser = await launchChromium();

  return {
    api,
    browser,
    hostUrl: (attributes = '') => `http://127.0.0.2:${address.port}/?attrs=${encodeURIComponent(attributes)}`,
    async newPage(device = {}) {
      const context = await browser.newContext({ locale: 'en-US', timezoneId: 'America/New_York', ...device });
      let cookiesSent = 0;
      await context.route(`${api.url}/**`, async (route) => {
        if (route.request().headers().cookie) cookiesSent += 1;
        // A request the page dropped (navigation, closed context) has nothing left to answer;
        // the widget then sees a failed request, which the test's own assertions would catch.
        try {
          const response = await route.fetch();
          const headers = { ...response.headers() };
          delete headers['set-cookie'];
          await route.fulfill({ response, headers });
        } catch {
          await route.abort().catch(() => undefined);
        }
      });
      // Record the widget's events on every load (a reload starts a new document).
      await context.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { tbEvents: string[] }).tbEvents = seen;
        for (const name of ['tb:ready', 'tb:booking-started', 'tb:step-change', 'tb:booking-paid', 'tb:close'])
          document.addEventListener(name, (event) => seen.push(`${name} ${JSON.stringify((event as CustomEvent).detail)}`));
      });
      return { page: await context.newPage(), context, cookiesSent: () => cookiesSent };
    },
    codeFor: (to: string) => latestCode(api, to),
    async close() {
      await browser.close();
      await new Promise((resolve) => host.close(resolve));
      await api.stop();
      rmSync(dist, { recursive: true, force: true });
    },
  };
}

/** The first open day at least `minDaysAhead` days after the shown today, moving months if needed. */
export async function openDayAhead(page: Page, minDaysAhead: number): Promise<string> {
  for (let month = 0; month < 3; month += 1) {
    const days = page.locator('table-booking button[data-date][aria-disabled="false"]');
    await page.locator('table-booking table[role="grid"][aria-busy="false"]').waitFor();
    const dates = await days.evaluateAll((buttons) => buttons.map((button) => (button as HTMLElement).dataset.date!));
    const floor = addDays(todayInShanghai(), minDaysAhead);
    const pick = dates.find((date) => date >= floor);
    if (pick) return pick;
    await page.getByRole('button', { name: 'Next month' }).click();
  }
  throw new Error('no open day found');
}
