import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';

let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Each route, and what shows once it has loaded. */
const routes: Array<[string, string]> = [
  ['/', 'h1'],
  ['/home', 'h1'],
  ['/booking', '[role="grid"], table, .tb-booking'],
  ['/booking_process/UNKNOWN1', 'h2'],
  ['/booking_result?out_trade_no=NOPE', 'h1'],
  ['/my_bookings', 'input'],
  ['/faq', '.accordion, .error-box'],
  ['/contact', 'form'],
  ['/privacy', 'ol'],
];

describe.each([375, 1280])('axe-core at %i px wide', (width) => {
  it.each(routes)('%s has no serious or critical violations', async (route, ready) => {
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${site.url}${route}`);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

});

it('the full-screen menu of a 375 px phone has no serious or critical violations', async () => {
  const page = await browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${site.url}/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});
