import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The slot pane on a phone: each time says in words what it has left, every size is a round
 * target a thumb can hit, and a size that cannot be booked is plainly off, not struck through.
 */
const WORDS = {
  en: { left: /^\d+ seats? left$/, room: /^(The room is free|Not available)$/, menu: 'Seasonal tasting menu · RMB 1,880 per person', party: /^Choose the number of guests/ },
  zh: { left: /^剩\d+个座位$/, room: /^(包间可订|不可预订)$/, menu: '时令品鉴菜单 · 每位人民币 1,880 元', party: /^选择用餐人数/ },
} as const;

describe('the slot pane on a phone', () => {
  const running = useSiteAndBrowser();

  it.each(['en', 'zh'] as const)('says the seats left and offers sizes of at least 44 px (%s)', async (lang) => {
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/booking`);
    await chooseOpenDay(page, lang, 2);
    const rows = page.locator('.tb-slot[role="group"]');
    await rows.first().waitFor();
    const said = await rows.locator('.tb-slot__left').allTextContents();
    expect(said.length).toBeGreaterThan(1);
    for (const words of said) expect(words).toMatch(new RegExp(`${WORDS[lang].left.source}|${WORDS[lang].room.source}`));
    expect(said.some((words) => WORDS[lang].left.test(words))).toBe(true);

    const sizes = await page.locator('.tb-size').evaluateAll((buttons) =>
      buttons.map((button) => {
        const box = button.getBoundingClientRect();
        const style = getComputedStyle(button);
        return { width: box.width, height: box.height, disabled: (button as HTMLButtonElement).disabled, line: style.textDecorationLine, round: style.borderRadius };
      }),
    );
    for (const size of sizes) {
      expect(Math.min(size.width, size.height)).toBeGreaterThanOrEqual(44);
      expect(size.line).toBe('none');
      expect(size.round).toBe('50%');
    }
    // The private room's sizes below its smallest party (or inside its notice) are off.
    expect(sizes.some((size) => size.disabled)).toBe(true);
    // The menu and its price head the times, and the instructions suit a phone and a desktop alike.
    expect(await page.locator('.tb-slots__menu').innerText()).toBe(WORDS[lang].menu);
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.locator('.tb-slots__instructions li').nth(1).innerText()).toMatch(WORDS[lang].party);
    await context.close();
  }, 90_000);
});
