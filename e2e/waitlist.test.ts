import { describe, expect, it } from 'vitest';
import { eveningsWithoutTheRoom, joinWaitlistOnPage } from './helpers/waitlist-words.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * A guest who finds no seat for their party on an evening joins its waitlist from /booking, by an
 * e-mail proved by code, in either language; the restaurant sees them in line.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

describe.each(['en', 'zh'] as const)('the waitlist (%s)', (lang) => {
  it('takes a guest whose party has no seat, by an e-mail proved by code', async () => {
    const evenings = await eveningsWithoutTheRoom(running.site.url);
    expect(evenings.length).toBeGreaterThan(0);
    const date = evenings[lang === 'en' ? 0 : evenings.length - 1]!;
    const email = `waiting.${lang}@example.com`;
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/booking`);
      await joinWaitlistOnPage(page, lang, date, email, (to) => latestCode(running.site, to));
    } finally {
      await context.close();
    }
    const listed = (await (await fetch(`${running.site.url}/api/admin/waitlist?date=${date}`, { headers: { authorization: `Bearer ${running.site.adminToken}` } })).json()) as Array<{ contact: string; pax: number; lang: string }>;
    expect(listed).toContainEqual(expect.objectContaining({ contact: email, pax: 6, lang }));
  });
});
