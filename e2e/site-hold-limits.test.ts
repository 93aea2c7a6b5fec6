import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';

/**
 * Issue 14, finding 3, as a guest meets it: with one live hold allowed per address, a second
 * browser on the same network that picks a slot is told why, in its language, and stays on the
 * calendar; the first guest's hold is untouched.
 */
let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ HOLDS_PER_CLIENT: '1' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

async function pickSlot(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto(`${site.url}/booking`);
  await chooseOpenDay(page, lang);
  await page.getByRole('button', { name: lang === 'zh' ? '2 位，19:00' : /^2 guests?, 19:00/ }).first().click();
}

describe('a second hold from the same network', () => {
  it('is refused with a translated message in English and Chinese, and the first hold stays', async () => {
    const contexts = await Promise.all([browser.newContext(), browser.newContext(), browser.newContext()]);
    try {
      const holder = await contexts[0]!.newPage();
      await pickSlot(holder, 'en');
      await holder.waitForURL(/\/booking_process\/[^/]+$/);

      for (const [i, lang, message] of [
        [1, 'en', /Several bookings are already being made from your network/],
        [2, 'zh', /您的网络已有多个预订正在进行/],
      ] as const) {
        const neighbour = await contexts[i]!.newPage();
        await pickSlot(neighbour, lang);
        await neighbour.getByRole('alert').filter({ hasText: message }).waitFor();
        expect(neighbour.url()).toMatch(/\/booking$/);
      }

      await holder.reload();
      await holder.getByRole('heading', { name: /Step 1/ }).waitFor();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
