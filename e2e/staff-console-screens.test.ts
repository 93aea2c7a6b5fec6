import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { seriousViolations, type Violation } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, codeSentTo, guestAsks, guestBooks, openRestaurant, type GuestBooking, type Restaurant } from './helpers/staff-console.ts';

/**
 * axe-core on every staff console screen, the sign-in's code step included, as an owner (who sees them all)
 * with real data, and nothing scrolling sideways (the whole menu in sight on a phone): a booking opened in the Book, a request and an enquiry in the Inbox, a member's passkeys opened in People.
 */
const WORDS = {
  en: { email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight' },
  zh: { email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚' },
} as const;
const SCREENS = ['', 'run-sheet', 'book', 'evenings', 'guests', 'inbox', 'reports', 'restaurant', 'people', 'audit', 'passkeys'] as const;
const DEVICES = [
  ['phone', { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }],
  ['desk', { viewport: { width: 1280, height: 900 } }],
] as const;

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
let party: GuestBooking;
const states = new Map<string, Awaited<ReturnType<BrowserContext['storageState']>>>();

beforeAll(async () => {
  site = await startSite({}, { shanghaiTime: '17:00' });
  restaurant = await openRestaurant(site, 'owner@screens.test');
  for (const lang of ['en', 'zh']) await addMember(restaurant, `owner-${lang}@screens.test`, 'owner');
  party = await guestBooks(restaurant, { date: todayInShanghai(), time: '23:45', pax: 2, email: 'guest@screens.test', first: 'Mei', last: 'Wang', food: 'Shellfish' });
  // A request needs a booking further ahead than tonight.
  const later = await guestBooks(restaurant, { date: addDays(todayInShanghai(), 12), time: '23:45', pax: 2, email: 'later@screens.test', first: '美玲', last: '王' });
  await guestAsks(later, 'change', 'Could we come a little later?');
  await party.api.contact({ name: 'Ada', email: 'ada@screens.test', message: 'Do you have a vegan menu?' });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** Waits until no read is under way on the screen. */
async function settled(page: Page): Promise<void> {
  await page.locator('h1').first().waitFor();
  await expect.poll(() => page.getByText(/^(Loading…|加载中…)$/).count(), { timeout: 15_000 }).toBe(0);
}

/** What makes the page scroll sideways: the page wider than the window, or a page of the menu outside it. */
async function scrollsSideways(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const outside = [...document.querySelectorAll('nav a')].filter((link) => {
      const box = link.getBoundingClientRect();
      return box.left < 0 || box.right > window.innerWidth;
    });
    const wide = document.documentElement.scrollWidth > window.innerWidth ? [`page ${document.documentElement.scrollWidth}px wide`] : [];
    return [...wide, ...outside.map((link) => `menu: ${link.textContent}`)];
  });
}

/** Signs the language's owner in by code, checking the sign-in's two steps on the way. */
async function signIn(page: Page, lang: 'en' | 'zh', found: Record<string, Violation[]>): Promise<void> {
  const w = WORDS[lang];
  const email = `owner-${lang}@screens.test`;
  await page.goto(`${site.url}/staff`);
  if (lang === 'zh') await page.getByRole('button', { name: '中文' }).click();
  await page.getByLabel(w.email, { exact: true }).waitFor();
  found['sign-in'] = await seriousViolations(page);
  await page.getByLabel(w.email, { exact: true }).fill(email);
  await page.getByRole('button', { name: w.send }).click();
  await page.getByLabel(w.code).waitFor();
  found['sign-in code'] = await seriousViolations(page);
  await page.getByLabel(w.code).fill(await codeSentTo(restaurant, email));
  await page.getByRole('button', { name: w.submit, exact: true }).click();
}

describe.each(['en', 'zh'] as const)('the console in %s', (lang) => {
  it.each(DEVICES)('has nothing serious or critical for axe on any screen on a %s', async (_, device) => {
    const known = states.get(lang);
    const context = await browser.newContext({ ...device, ...(known ? { storageState: known } : {}) });
    const page = await context.newPage();
    const found: Record<string, Violation[]> = {};
    const sideways: Record<string, string[]> = {};
    if (!known) await signIn(page, lang, found);
    else await page.goto(`${site.url}/staff`);
    await page.getByRole('heading', { name: WORDS[lang].tonight, level: 1 }).waitFor();
    if (!known) states.set(lang, await context.storageState());

    for (const screen of SCREENS) {
      await page.goto(`${site.url}/staff/${screen}`);
      await settled(page);
      if (screen === 'book') {
        await page.getByRole('button', { name: new RegExp(party.code) }).click();
        await settled(page);
      }
      if (screen === 'people') {
        await page.getByRole('button', { name: /^Passkeys of owner@screens.test$|^owner@screens.test 的通行密钥$/ }).click();
        await page.getByText(/owner@screens.test (has no passkeys|没有通行密钥)/).waitFor();
      }
      found[screen || 'tonight'] = await seriousViolations(page);
      sideways[screen || 'tonight'] = await scrollsSideways(page);
    }
    expect(Object.entries(found).filter(([, violations]) => violations.length > 0)).toEqual([]);
    expect(Object.entries(sideways).filter(([, outside]) => outside.length > 0)).toEqual([]);
    await context.close();
  });
});
