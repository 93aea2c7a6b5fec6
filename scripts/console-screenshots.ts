import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { addDays, restaurantToday } from '../api-client/rules/restaurant-date.ts';
import { addMember, codeSentTo, guestAsks, guestBooks, openRestaurant } from '../e2e/helpers/staff-console.ts';
import { launchChromium } from '../e2e/support/chromium.ts';
import { startSite } from '../e2e/support/site-server.ts';

/**
 * The staff console's screens (usage: docs/console.md), from its own server on fresh data: an owner, guests
 * booked tonight and later, one who asked for a change.
 */
const outDir = path.resolve(process.env.SHOTS_DIR ?? '/tmp/console-shots');
const devices = { phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }, desktop: { viewport: { width: 1280, height: 800 } } } as const;

const site = await startSite();
const browser = await launchChromium();
try {
  await mkdir(outDir, { recursive: true });
  const restaurant = await openRestaurant(site, 'owner@shots.test');
  const today = restaurantToday(new Date());
  await guestBooks(restaurant, { date: today, time: '23:45', pax: 2, email: 'mei@shots.test', first: 'Mei', last: 'Wang', food: 'Shellfish allergy' });
  await guestBooks(restaurant, { date: today, time: '23:45', pax: 4, email: 'james@shots.test', first: 'James', last: 'Li' });
  const later = await guestBooks(restaurant, { date: addDays(today, 9), time: '23:45', pax: 3, email: 'lan@shots.test', first: 'Lan', last: 'Zhou' });
  await guestAsks(later, 'change', 'Could we come a day later, at the same time?');
  await addMember(restaurant, 'host@shots.test', 'host');

  const context = await browser.newContext(devices.desktop);
  const signIn = await context.newPage();
  await signIn.goto(`${site.url}/staff`);
  await signIn.getByLabel('E-mail', { exact: true }).fill('owner@shots.test');
  await signIn.getByRole('button', { name: 'Send code' }).click();
  await signIn.getByLabel('Code from the e-mail').fill(await codeSentTo(restaurant, 'owner@shots.test'));
  await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
  await signIn.getByRole('heading', { name: 'Tonight', level: 1 }).waitFor();
  const state = await context.storageState();
  await context.close();

  const shoot = async (page: Page, name: string) => {
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.screenshot({ path: path.join(outDir, `${name}.png`), fullPage: true });
  };
  for (const lang of ['en', 'zh'] as const) {
    for (const [device, options] of Object.entries(devices)) {
      const tag = `${lang}-${device}`;
      const fresh = await browser.newContext(options);
      await fresh.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      const first = await fresh.newPage();
      await first.goto(`${site.url}/staff`);
      await first.locator('#staff-email').waitFor();
      await shoot(first, `sign-in-${tag}`);
      await fresh.close();

      const owner = await browser.newContext({ ...options, storageState: state });
      await owner.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
      const page = await owner.newPage();
      await page.goto(`${site.url}/staff`);
      await page.locator('.party').first().waitFor();
      await shoot(page, `tonight-${tag}`);
      await page.goto(`${site.url}/staff/book`);
      await page.locator('.book-row').first().click();
      await page.locator('.action-box').first().waitFor();
      await shoot(page, `book-${tag}`);
      await page.goto(`${site.url}/staff/inbox`);
      await page.locator('.inbox-item').first().waitFor();
      await shoot(page, `inbox-${tag}`);
      await page.goto(`${site.url}/staff/guests`);
      await page.locator('.inbox-item').first().waitFor();
      await shoot(page, `guests-${tag}`);
      await page.goto(`${site.url}/staff/book`);
      await page.locator('.screen-head button').click();
      await page.locator('#book-for-guest-heading').waitFor();
      await shoot(page, `book-for-guest-${tag}`);
      await page.goto(`${site.url}/staff/passkeys`);
      await page.locator('#passkeys-heading').waitFor();
      await shoot(page, `passkeys-${tag}`);
      await page.goto(`${site.url}/staff/people`);
      await page.locator('.people-list li').first().waitFor();
      await shoot(page, `people-${tag}`);
      await owner.close();
    }
  }
  console.log(`console screenshots in ${outDir}`);
} finally {
  await browser.close();
  await site.stop();
}
