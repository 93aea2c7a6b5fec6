import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eveningsWithoutTheRoom, joinWaitlistOnPage } from './helpers/waitlist-words.ts';
import { launchChromium } from './support/chromium.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { latestCode, type RunningSite } from './support/site-server.ts';

/**
 * A guest who finds no seat for their party on an evening joins its waitlist from /booking, by an
 * e-mail proved by code, in either language; the restaurant sees them in line.
 */
let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSiteWithoutResendWait(), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

describe.each(['en', 'zh'] as const)('the waitlist (%s)', (lang) => {
  it('takes a guest whose party has no seat, by an e-mail proved by code', async () => {
    const evenings = await eveningsWithoutTheRoom(site.url);
    expect(evenings.length).toBeGreaterThan(0);
    const date = evenings[lang === 'en' ? 0 : evenings.length - 1]!;
    const email = `waiting.${lang}@example.com`;
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${site.url}/booking`);
      await joinWaitlistOnPage(page, lang, date, email, (to) => latestCode(site, to));
    } finally {
      await context.close();
    }
    const listed = (await (await fetch(`${site.url}/api/admin/waitlist?date=${date}`, { headers: { authorization: `Bearer ${site.adminToken}` } })).json()) as Array<{ contact: string; pax: number; lang: string }>;
    expect(listed).toContainEqual(expect.objectContaining({ contact: email, pax: 6, lang }));
  });
});
