import { describe, expect, it } from 'vitest';
import { chooseOpenDay } from './helpers/book-to-payment.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The slot pane on a phone: the counter's seats, the same at every time of a quiet evening, are said
 * once; the room says whether it is free; every size is a round target a thumb can hit, in even rows,
 * and a size that cannot be booked is plainly off; a larger party is given the restaurant's number.
 */
const WORDS = {
  en: { shared: /^Chef's counter · \d+ seats left$/, room: /^(The room is free|Not available)$/, menu: 'Seasonal tasting menu · RMB 1,880 per person', party: /^Choose the number of guests/, larger: 'For larger parties, please call us on +86 21 6437 0000.' },
  zh: { shared: /^主厨吧台 · 剩\d+个座位$/, room: /^(包间可订|不可预订)$/, menu: '时令品鉴菜单 · 每位人民币 1,880 元', party: /^选择用餐人数/, larger: '更多人数请致电 +86 21 6437 0000。' },
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
    // The counter's seats said once above the times; on the screen only the private room's row says its own.
    expect(await page.locator('.tb-slots > .tb-slot__left').allInnerTexts()).toEqual([expect.stringMatching(WORDS[lang].shared)]);
    const said = await rows.locator('.tb-slot__left').allTextContents();
    expect(said).toEqual([expect.stringMatching(WORDS[lang].room)]);
    const larger = page.locator('.tb-slots p').filter({ hasText: WORDS[lang].larger });
    expect(await larger.innerText()).toBe(WORDS[lang].larger);
    expect(await larger.getByRole('link').getAttribute('href')).toBe('tel:+862164370000');
    // A time's eight sizes stand in two rows of four.
    const tops = await rows.first().locator('.tb-size').evaluateAll((buttons) => buttons.map((button) => Math.round(button.getBoundingClientRect().top)));
    expect([tops.length, new Set(tops).size, tops.filter((top) => top === tops[0]).length]).toEqual([8, 2, 4]);

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
