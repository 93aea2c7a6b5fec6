import { describe, expect, it } from 'vitest';
import { seriousViolations } from './support/axe.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

const running = useSiteAndBrowser();

/** Each route, and what shows once it has loaded. */
const routes: Array<[string, string]> = [
  ['/', 'h1'],
  ['/home', 'h1'],
  ['/booking', '[role="grid"], table, .tb-booking'],
  ['/booking_process/UNKNOWN1', 'h2'],
  ['/booking_result?out_trade_no=NOPE', 'h1'],
  ['/my_bookings', 'input'],
  ['/faq', '.accordion, .error-box'],
  ['/contact', 'form'],
  ['/privacy', 'ol'],
];

describe.each([375, 1280])('axe-core at %i px wide', (width) => {
  it.each(routes)('%s has no serious or critical violations', async (route, ready) => {
    const page = await running.browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(`${running.site.url}${route}`);
    await page.waitForSelector(ready);
    await page.waitForLoadState('networkidle');
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

});

it('the full-screen menu of a 375 px phone has no serious or critical violations', async () => {
  const page = await running.browser.newPage({ viewport: { width: 375, height: 800 } });
  await page.goto(`${running.site.url}/home`);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('dialog', { name: 'Menu' }).waitFor();
  expect(await seriousViolations(page)).toEqual([]);
  await page.close();
});
