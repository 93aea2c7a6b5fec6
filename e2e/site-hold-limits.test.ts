import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { startSite } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * As a guest meets it: with one live hold allowed per address, a second
 * browser on the same network that picks a slot is told why, in its language, and stays on the
 * calendar; the first guest's hold is untouched.
 */
const running = useSiteAndBrowser(() => startSite({ HOLDS_PER_CLIENT: '1' }));

async function pickSlot(page: Page, lang: 'en' | 'zh'): Promise<void> {
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto(`${running.site.url}/booking`);
  await chooseOpenDay(page, lang);
  await page.getByRole('button', { name: lang === 'zh' ? '2 位，19:00' : /^2 guests?, 19:00/ }).first().tap();
}

describe('a second hold from the same network', () => {
  it('is refused with a translated message in English and Chinese, and the first hold stays', async () => {
    const onPhone = phone(IPHONE_SAFARI);
    const contexts = await Promise.all([running.browser.newContext(onPhone), running.browser.newContext(onPhone), running.browser.newContext(onPhone)]);
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
        const alert = neighbour.getByRole('alert').filter({ hasText: message });
        await alert.waitFor();
        expect(neighbour.url()).toMatch(/\/booking$/);
        // On a phone the refusal is said beside the tapped size, which does not look chosen.
        const tapped = neighbour.getByRole('button', { name: lang === 'zh' ? '2 位，19:00' : /^2 guests?, 19:00/ }).first();
        const [said, where] = [await alert.boundingBox(), await tapped.boundingBox()];
        expect(Math.abs(said!.y - where!.y)).toBeLessThan(240);
        expect(await tapped.evaluate((button) => getComputedStyle(button).backgroundColor)).not.toBe('rgb(122, 31, 43)');
      }

      await holder.reload();
      await holder.getByRole('heading', { name: /Step 1/ }).waitFor();
    } finally {
      await Promise.all(contexts.map((context) => context.close()));
    }
  });
});
