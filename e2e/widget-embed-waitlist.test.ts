import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eveningsWithoutTheRoom, joinWaitlistOnPage } from './helpers/waitlist-words.ts';
import { startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';

/**
 * A guest on another site's page finds no seat for their party and joins the evening's waitlist
 * from the embed, by an e-mail proved by code, in either language, with cookies to the API blocked.
 */
let harness: WidgetHarness;
beforeAll(async () => {
  harness = await startWidgetHarness();
});
afterAll(() => harness?.close());

describe.each(['en', 'zh'] as const)('the waitlist in the embed (%s)', (lang) => {
  it('takes a guest whose party has no seat, by an e-mail proved by code, with the session token only', async () => {
    const evenings = await eveningsWithoutTheRoom(harness.api.url);
    expect(evenings.length).toBeGreaterThan(0);
    const date = evenings[lang === 'en' ? 0 : evenings.length - 1]!;
    const email = `embed.waiting.${lang}@example.com`;
    const { page, cookiesSent } = await harness.newPage();
    try {
      await page.goto(harness.hostUrl(`lang="${lang}"`));
      await page.locator('table-booking[state="ready"]').waitFor();
      await joinWaitlistOnPage(page, lang, date, email, harness.codeFor);
      expect(cookiesSent()).toBe(0);
    } finally {
      await page.context().close();
    }
    const listed = (await (await fetch(`${harness.api.url}/api/admin/waitlist?date=${date}`, { headers: { authorization: `Bearer ${harness.api.adminToken}` } })).json()) as Array<{ contact: string; pax: number; lang: string }>;
    expect(listed).toContainEqual(expect.objectContaining({ contact: email, pax: 6, lang }));
  });
});
