import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contrast, luminance, paintedColours } from './helpers/painted-colours.ts';
import { startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';

/**
 * Host pages either paint nothing (white) or give the element a white card and dark ink, since a page's styles
 * on <table-booking> win over the widget's :host rules; a dark theme must paint its own background either way.
 */
const HOST_STYLES = {
  plain: '',
  'white card': 'table-booking { background: #ffffff; color: #222222; border: 1px solid #ddd; border-radius: 12px; }',
};
let harness: WidgetHarness;

beforeAll(async () => {
  harness = await startWidgetHarness();
});
afterAll(() => harness?.close());

describe.each([
  ['theme="dark"', 'light' as const, 'dark', 'plain' as const],
  ['theme="dark"', 'light' as const, 'dark', 'white card' as const],
  ['theme="auto"', 'dark' as const, 'dark', 'white card' as const],
  ['theme="auto"', 'light' as const, 'light', 'white card' as const],
  ['', 'dark' as const, 'light', 'plain' as const],
])('the widget with %s on a %s device', (attributes, colorScheme, painted, host) => {
  it(`paints a ${painted} background behind its text, readable at WCAG AA (host page: ${host})`, async () => {
    const { page, context } = await harness.newPage();
    await page.emulateMedia({ colorScheme });
    await page.goto(harness.hostUrl(attributes));
    if (HOST_STYLES[host]) await page.addStyleTag({ content: HOST_STYLES[host] });
    await page.locator('table-booking[state="ready"]').waitFor();
    for (const text of [page.getByRole('heading', { name: 'Choose date' }), page.getByRole('columnheader').first(), page.getByRole('button', { name: 'My bookings' })]) {
      await text.waitFor();
      const colours = await paintedColours(text);
      expect(contrast(colours.text, colours.background), JSON.stringify(colours)).toBeGreaterThanOrEqual(4.5);
      if (painted === 'dark') expect(luminance(colours.background), colours.background).toBeLessThan(0.05);
      else expect(luminance(colours.background), colours.background).toBeGreaterThan(0.8);
    }
    await context.close();
  });
});
