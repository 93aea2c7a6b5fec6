import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { daysBetween } from '../api-client/rules/restaurant-date.ts';
import { seriousViolations } from './support/axe.ts';
import { focusedName, tabTo } from './helpers/keyboard.ts';
import { openDayAhead, startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';

/** The embed with the keyboard alone, and an axe-core scan of each screen it shows. */
let harness: WidgetHarness;

beforeAll(async () => {
  harness = await startWidgetHarness();
});
afterAll(() => harness?.close());

describe('the embed without a mouse', () => {
  it('books and pays with the keyboard only, with no serious accessibility findings on the way', async () => {
    const { page } = await harness.newPage();
    const email = `keys-${Date.now()}@example.com`;
    await page.goto(harness.hostUrl());
    await page.locator('table-booking[state="ready"]').waitFor();
    const target = await openDayAhead(page, 5);
    expect(await seriousViolations(page)).toEqual([]);

    // Into the calendar grid: the tab stop is today (or the first of the shown month).
    await tabTo(page, /, today$|, today,|^\w+ \d+ \w+ \d{4}, /);
    // Step from the day that has the grid's tab stop, whichever the calendar gave it.
    const focusedDate = await page.evaluate(() => (document.querySelector('table-booking')?.shadowRoot?.activeElement as HTMLElement | null)?.dataset.date ?? '');
    expect(focusedDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    for (let step = 0; step < daysBetween(focusedDate, target); step += 1) await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toMatch(/available/);
    await page.keyboard.press('Enter');
    // The chosen evening's pane, not one still shown for another day (tonight's, when it is open).
    await page.getByRole('button', { name: /^1 guest, \d\d:\d\d$/ }).first().waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // One tab stop per time: its first size; the arrow keys move to the others.
    await tabTo(page, /^1 guest, \d\d:\d\d$/);
    await page.keyboard.press('ArrowRight');
    expect(await focusedName(page)).toMatch(/^2 guests, \d\d:\d\d$/);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Step 1 of 4: Verification' }).waitFor();
    expect(await focusedName(page)).toBe('Step 1 of 4: Verification');
    expect(await seriousViolations(page)).toEqual([]);

    await tabTo(page, /^E-mail$/);
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.getByText(`We sent a code to ${email}.`).waitFor();
    await tabTo(page, /^Code$/);
    await page.keyboard.type(await harness.codeFor(email));
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Step 2 of 4: Your details' }).waitFor();
    expect(await focusedName(page)).toBe('Step 2 of 4: Your details');
    await tabTo(page, /^First name$/);
    await page.keyboard.type('Grace');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Hopper');
    await tabTo(page, /^(Mr|Ms)$/);
    await page.keyboard.press('ArrowRight');
    await tabTo(page, /^Confirm$/);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Step 3 of 4: Requests' }).waitFor();
    await tabTo(page, /^Proceed to payment$/);
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Step 4 of 4: Review & payment' }).waitFor();
    await tabTo(page, /I have read and accept/);
    await page.keyboard.press('Space');
    await page.getByRole('dialog', { name: 'Important notes' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    expect(await focusedName(page)).toMatch(/I have read and accept/);
    await tabTo(page, /PayPal/);
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: /Payment and booking successful/ }).waitFor();
    await page.context().close();
  });

  it('has no serious accessibility findings on my bookings, in Chinese, dark theme', async () => {
    const { page } = await harness.newPage();
    await page.goto(harness.hostUrl('view="my-bookings" lang="zh" theme="dark"'));
    await page.getByRole('heading', { name: '我的预订' }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });
});
