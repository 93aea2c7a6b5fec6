import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';

/**
 * A host page that restyles every element it can reach, with !important: the widget's text keeps
 * its own font, size, case and spacing, as docs/widget.md promises (host CSS cannot reach it).
 */
const HOSTILE = `* { font: italic 20px "Comic Sans MS", cursive !important; letter-spacing: 3px !important;
  text-transform: uppercase !important; word-spacing: 9px !important; line-height: 3 !important; }`;

let harness: WidgetHarness;
beforeAll(async () => {
  harness = await startWidgetHarness();
});
afterAll(() => harness?.close());

describe.each([
  ['en', 'Choose date', 'My bookings', '25.6px'],
  ['zh', '选择日期', '我的预订', '28.8px'],
] as const)('the widget on a hostile host page (%s)', (lang, heading, button, bodyLeading) => {
  it('keeps its own type: family, size, style, case and spacing', async () => {
    const { page, context } = await harness.newPage();
    try {
      await page.goto(harness.hostUrl(`lang="${lang}"`));
      await page.addStyleTag({ content: HOSTILE });
      await page.locator('table-booking[state="ready"]').waitFor();
      for (const text of [page.getByRole('heading', { name: heading }), page.getByRole('button', { name: button }), page.getByRole('columnheader').first()]) {
        await text.waitFor();
        const style = await text.evaluate((node) => {
          const computed = getComputedStyle(node);
          return { family: computed.fontFamily, style: computed.fontStyle, transform: computed.textTransform, letters: computed.letterSpacing, words: computed.wordSpacing };
        });
        expect(style.family).not.toMatch(/Comic Sans|cursive/);
        expect(style).toMatchObject({ style: 'normal', transform: 'none', letters: 'normal' });
        expect(style.words).toMatch(/^(0px|normal)$/);
      }
      // Body text at the widget's own size, not the page's 20px.
      const body = await page.getByRole('button', { name: button }).evaluate((node) => getComputedStyle(node).fontSize);
      expect(body).toBe('16px');
      // The scale's sizes are steps of 16 px, not of the page's root size (20px here): a heading is 25 px.
      expect(await page.getByRole('heading', { name: heading }).evaluate((node) => getComputedStyle(node).fontSize)).toBe('25px');
      // The scale's families, and its body line height, taller for Chinese.
      const root = await page.locator('table-booking').evaluate((host) => {
        const computed = getComputedStyle(host.shadowRoot!.querySelector('.tb-root')!);
        return { family: computed.fontFamily, leading: computed.lineHeight, letters: computed.letterSpacing };
      });
      expect(root.family).toMatch(/^system-ui, .*"PingFang SC".*sans-serif$/);
      expect(root).toMatchObject({ leading: bodyLeading, letters: 'normal' });
      // The host page itself did take the rule: the test would see a leak.
      expect(await page.locator('h1').evaluate((node) => getComputedStyle(node).fontFamily)).toMatch(/Comic Sans/);
    } finally {
      await context.close();
    }
  });
});
