import type { BrowserContextOptions } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { IPHONE_SAFARI, phone } from './helpers/phones.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * One type system (widget/styles/type.css, docs/design.md) on the site and in the widget's views:
 * the same families and steps, Chinese with its own line height, no letter spacing and no italics.
 */
const DEVICES: Array<[name: string, device: BrowserContextOptions]> = [
  ['phone', phone(IPHONE_SAFARI)],
  ['desktop', { viewport: { width: 1280, height: 800 } }],
];
const LEADING = { en: 1.6, zh: 1.8 } as const;

describe('the type scale', () => {
  const running = useSiteAndBrowser();

  describe.each(DEVICES)('on a %s', (_, device) => {
    it.each(['en', 'zh'] as const)('gives each role its family, size and line height, Chinese its own (%s)', async (lang) => {
      const context = await running.browser.newContext(device);
      await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      const page = await context.newPage();
      try {
        await page.goto(`${running.site.url}/home`);
        await page.locator('h1').waitFor();
        const home = await page.evaluate(() => {
          const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
          const lead = style('.lead');
          const emphasis = document.createElement('em');
          emphasis.textContent = 'x';
          document.querySelector('.lead')!.append(emphasis);
          return {
            heading: style('h1').fontFamily,
            headingLetters: style('h1').letterSpacing,
            body: style('body').fontFamily,
            leadRatio: Math.round((parseFloat(lead.lineHeight) / parseFloat(lead.fontSize)) * 100) / 100,
            leadSize: lead.fontSize,
            emphasis: getComputedStyle(emphasis).fontStyle,
          };
        });
        expect(home.heading).toMatch(/^"Iowan Old Style", .*"Songti SC".*serif$/);
        expect(home.body).toMatch(/^system-ui, .*"PingFang SC".*sans-serif$/);
        expect(home.leadSize).toBe('18px');
        expect(home.leadRatio).toBe(LEADING[lang]);
        // Chinese is never spaced out nor slanted (its faces have no italics).
        if (lang === 'zh') expect(home).toMatchObject({ headingLetters: 'normal', emphasis: 'normal' });
        else expect(home).toMatchObject({ headingLetters: expect.stringMatching(/^-0\.\d+px$/), emphasis: 'italic' });

        // The booking page's widget views speak the same scale: its headings are the site's face.
        await page.goto(`${running.site.url}/booking`);
        const title = page.locator('.tb-calendar__title');
        await title.waitFor();
        const calendar = await title.evaluate((node) => {
          const computed = getComputedStyle(node);
          const weekday = getComputedStyle(document.querySelector('.tb-calendar__grid th')!);
          return { family: computed.fontFamily, size: computed.fontSize, weekday: weekday.fontSize, weekdayFamily: weekday.fontFamily, body: getComputedStyle(document.body).fontFamily };
        });
        expect(calendar).toEqual({ family: home.heading, size: '20px', weekday: '13px', weekdayFamily: home.body, body: home.body });
        // A day's mark (CLOSED, 休息) stays inside its cell: two neighbours' marks never run together.
        await page.locator('table[role="grid"][aria-busy="false"]').waitFor();
        const overflowing = await page.locator('.tb-day button').evaluateAll((buttons) =>
          buttons.filter((button) => button.querySelector('.tb-day__marker') && button.scrollWidth > button.clientWidth + 1).map((button) => button.getAttribute('data-date')),
        );
        expect(await page.locator('.tb-day__marker').count()).toBeGreaterThan(0);
        expect(overflowing).toEqual([]);
      } finally {
        await context.close();
      }
    }, 60_000);
  });
});
