import { describe, expect, it } from 'vitest';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

const LEFT = { en: /^(\d+) seats? left$/, zh: /^剩(\d+)个座位$/ } as const;

/**
 * A guest looking at an evening's times sees seats go as another guest takes them, without a
 * reload: the slot pane listens to the server's seat_changes stream for the day it shows.
 */
describe('live seats', () => {
  const running = useSiteAndBrowser();

  it.each([['en', 3], ['zh', 4]] as const)('show a hold made in another browser within moments (%s)', async (lang, dayIndex) => {
    const watcher = await running.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const taker = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    for (const context of [watcher, taker]) await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const watching = await watcher.newPage();
    await watching.goto(`${running.site.url}/booking`);
    const day = await chooseOpenDay(watching, lang, dayIndex);
    const row = watching.locator('.tb-slot[role="group"]').filter({ has: watching.getByRole('button', { name: flowWords[lang].party }) }).first();
    // The row's own words: on the screen, or for screen readers when the pane says the seats once above the times.
    const left = async () => Number(LEFT[lang].exec((await row.locator('[id$="-left"]').textContent())!.trim())?.[1] ?? NaN);
    await row.waitFor();
    const before = await left();
    expect(before).toBeGreaterThanOrEqual(2);

    const taking = await taker.newPage();
    await taking.goto(`${running.site.url}/booking`);
    expect(await chooseOpenDay(taking, lang, dayIndex)).toBe(day);
    await taking.getByRole('button', { name: flowWords[lang].party }).first().click();
    await taking.waitForURL(/\/booking_process\//);

    // No reload, no click: the watching page hears of the hold and shows its seats gone.
    await expect.poll(left, { timeout: 3_000, interval: 100 }).toBe(before - 2);
    expect(watching.url()).toMatch(/\/booking$/);
    await watcher.close();
    await taker.close();
  }, 90_000);
});
