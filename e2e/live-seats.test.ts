import type { Browser, Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

type Lang = 'en' | 'zh';
const LEFT = { en: /^(\d+) seats? left$/, zh: /^剩(\d+)个座位$/ } as const;
const NONE_LEFT = { en: 'No seats left', zh: '已无座位' } as const;
const partyAt19 = (lang: Lang, size: number) => (lang === 'en' ? new RegExp(`^${size} guests?, 19:00`) : `${size} 位，19:00`);
/** The largest party the demo restaurant takes online. */
const MAX_PARTY = 8;

/** A guest on a phone looking at the 19:00 counter seating of an open day, in `lang`. */
async function watchEvening(browser: Browser, url: string, lang: Lang, dayIndex: number) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  await page.goto(`${url}/booking`);
  const day = await chooseOpenDay(page, lang, dayIndex);
  const found = page.locator('.tb-slot[role="group"]').filter({ has: page.getByRole('button', { name: flowWords[lang].party }) }).first();
  await found.waitFor();
  // Named by its heading, not by its buttons: a full seating has none.
  const row: Locator = page.locator(`.tb-slot[aria-labelledby="${await found.getAttribute('aria-labelledby')}"]`);
  // The row's own words: on the screen, or for screen readers when the pane says the seats once above the times.
  const words = async () => ((await row.locator('[id$="-left"]').textContent()) ?? '').trim();
  const left = async () => Number(LEFT[lang].exec(await words())?.[1] ?? NaN);
  return { context, page, day, row, words, left };
}

/** Another guest, on a laptop, holding `size` seats of the same seating. */
async function takeSeats(browser: Browser, url: string, lang: Lang, dayIndex: number, size: number): Promise<string> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
  const page = await context.newPage();
  await page.goto(`${url}/booking`);
  const day = await chooseOpenDay(page, lang, dayIndex);
  await page.getByRole('button', { name: partyAt19(lang, size) }).first().click();
  await page.waitForURL(/\/booking_process\//);
  await context.close();
  return day;
}

/**
 * A guest looking at an evening's times sees seats go as other guests take them, without a
 * reload: the slot pane listens to the server's seat_changes stream for the day it shows.
 */
describe('live seats', () => {
  const running = useSiteAndBrowser();

  it.each([['en', 3], ['zh', 4]] as const)('show a hold made in another browser within moments (%s)', async (lang, dayIndex) => {
    const watching = await watchEvening(running.browser, running.site.url, lang, dayIndex);
    const before = await watching.left();
    expect(before).toBeGreaterThanOrEqual(2);

    expect(await takeSeats(running.browser, running.site.url, lang, dayIndex, 2)).toBe(watching.day);

    // No reload, no click: the watching page hears of the hold and shows its seats gone.
    await expect.poll(watching.left, { timeout: 3_000, interval: 100 }).toBe(before - 2);
    expect(watching.page.url()).toMatch(/\/booking$/);
    await watching.context.close();
  }, 90_000);

  it.each([['en', 5], ['zh', 6]] as const)('show the seating full once others take its last seats (%s)', async (lang, dayIndex) => {
    const watching = await watchEvening(running.browser, running.site.url, lang, dayIndex);
    let left = await watching.left();
    while (left > 0) {
      const size = Math.min(left, MAX_PARTY);
      await takeSeats(running.browser, running.site.url, lang, dayIndex, size);
      left -= size;
    }

    await expect.poll(watching.words, { timeout: 3_000, interval: 100 }).toBe(NONE_LEFT[lang]);
    await expect(watching.row.getByRole('button', { name: flowWords[lang].party }).isDisabled()).resolves.toBe(true);
    expect(watching.page.url()).toMatch(/\/booking$/);
    await watching.context.close();
  }, 120_000);
});
