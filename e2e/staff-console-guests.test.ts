import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { addMember, codeSentTo, guestBooks, memberBrowsers, openRestaurant, type Restaurant } from './helpers/staff-console.ts';

/**
 * Guest profiles on the real server: a manager tags a guest with their own words, reads the visits
 * with the deposits, and merges two profiles of one person after a confirming step; a returning
 * guest who proves their e-mail is offered the allergies the restaurant remembers.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight', guests: 'Guests', findGuest: 'Find by name, phone or e-mail', find: 'Find',
    addTag: (name: string) => `New tag for ${name}`, saveFor: (name: string) => `Save notes on ${name}`, saved: 'Saved.', visits: (name: string) => `Visits of ${name}`,
    total: /^Deposits in all: RMB [\d,.]+ paid/, mergeOpen: (name: string) => `Merge another profile into ${name}`, pick: 'Profile of the same person', merge: 'Merge', yes: 'Yes, merge',
    merged: (name: string, from: string, into: string) => `${name} (${from}) merged into ${name} (${into}): 1 booking moved.`, also: 'Also reached at',
    remembered: 'Saved from your earlier bookings: No pork / shellfish.', useIt: 'Use your saved allergies', noPork: 'No pork', otherFood: 'Other food restriction',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚', guests: '客人', findGuest: '按姓名、电话或邮箱查找', find: '查找',
    addTag: (name: string) => `为${name}添加新标签`, saveFor: (name: string) => `保存关于${name}的备注`, saved: '已保存。', visits: (name: string) => `查看${name}的到店记录`,
    total: /^订金合计：已付 /, mergeOpen: (name: string) => `将另一份档案合并到${name}`, pick: '同一位客人的另一份档案', merge: '合并', yes: '确定合并',
    merged: (name: string, from: string, into: string) => `已将${name}（${from}）合并到${name}（${into}）：转移了 1 个预订。`, also: '其他联系方式',
    remembered: '您以往预订时留下的饮食限制：不吃猪肉 / shellfish。', useIt: '使用已保存的过敏信息', noPork: '不吃猪肉', otherFood: '其他饮食限制',
  },
} as const;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 800 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
let signInAs: ReturnType<typeof memberBrowsers>;
const contexts: BrowserContext[] = [];
const today = todayInShanghai();

beforeAll(async () => {
  site = await startSite({}, { shanghaiTime: '17:00' });
  restaurant = await openRestaurant(site, 'owner@guests.test');
  for (const lang of ['en', 'zh']) await addMember(restaurant, `manager-${lang}@guests.test`, 'manager');
  // The returning guest proves in the browser the e-mail their earlier booking proved a moment ago.
  await restaurant.call('PUT', '/api/admin/settings/otp_resend_seconds', { value: '0' });
  browser = await launchChromium();
  signInAs = memberBrowsers(restaurant, () => browser, contexts);
}, 300_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.stop();
});

/** Finds the guests named `search` on the Guests page. */
async function findGuests(page: Page, lang: 'en' | 'zh', search: string): Promise<void> {
  const w = WORDS[lang];
  await page.getByRole('link', { name: w.guests, exact: true }).click();
  await page.getByLabel(w.findGuest).fill(search);
  await page.getByRole('button', { name: w.find, exact: true }).click();
}

describe.each([
  ['en', DESK, { first: 'Ana', last: 'Reyes', name: 'Ana Reyes' }],
  ['en', PHONE, { first: 'Ben', last: 'Okoro', name: 'Ben Okoro' }],
  ['zh', PHONE, { first: '安', last: '林', name: '林安' }],
  ['zh', DESK, { first: '静', last: '周', name: '周静' }],
] as const)('guest profiles in %s', (lang, device, guest) => {
  const w = WORDS[lang];
  const at = device === PHONE ? 'phone' : 'desk';

  it('tags a guest, lists the visits with deposits, and merges two profiles of one person', async () => {
    const [home, work] = [`${lang}.${at}.home@guests.test`, `${lang}.${at}.work@guests.test`];
    const days = (lang === 'en' ? 2 : 6) + (device === PHONE ? 0 : 2);
    await guestBooks(restaurant, { date: addDays(today, days), time: '23:45', pax: 2, email: home, first: guest.first, last: guest.last });
    await guestBooks(restaurant, { date: addDays(today, days + 1), time: '23:45', pax: 2, email: work, first: guest.first, last: guest.last });
    const manager = await signInAs(`manager-${lang}@guests.test`, lang, w, device);
    await findGuests(manager, lang, guest.name);
    const cards = manager.getByRole('listitem', { name: guest.name });
    await expect.poll(() => cards.count()).toBe(2);
    const card = cards.filter({ hasText: home });

    await card.getByLabel(w.addTag(guest.name)).fill('  Window   seat ');
    await manager.keyboard.press('Enter');
    await card.getByRole('button', { name: w.saveFor(guest.name) }).click();
    await card.getByRole('status').getByText(w.saved).waitFor();
    await card.getByRole('heading', { name: new RegExp('Window seat') }).waitFor();

    await card.getByRole('button', { name: w.visits(guest.name) }).click();
    await expect.poll(() => card.getByRole('row').count()).toBe(2);
    await expect(card.getByText(w.total).count()).resolves.toBe(1);

    await card.getByRole('button', { name: w.mergeOpen(guest.name) }).click();
    await card.getByLabel(w.pick).selectOption({ index: 1 });
    await card.getByRole('button', { name: w.merge, exact: true }).click();
    const question = card.getByRole('alertdialog');
    await question.waitFor();
    expect(await seriousViolations(manager)).toEqual([]);
    await question.getByRole('button', { name: w.yes }).click();
    await card.getByRole('status').getByText(w.merged(guest.name, work, home)).waitFor();
    await expect.poll(() => cards.count()).toBe(1);
    await card.getByText(`${w.also}: ${work}`).waitFor();
    expect(await seriousViolations(manager)).toEqual([]);
    const [kept] = await restaurant.call<Array<{ email: string; tags: string[]; other_contacts: unknown[] }>>('GET', `/api/staff/guests?search=${encodeURIComponent(work)}`);
    expect(kept).toMatchObject({ email: home, tags: ['Window seat'], other_contacts: [{ email: work }] });
  }, 180_000);
});

describe.each([
  ['en', PHONE],
  ['zh', DESK],
] as const)('a returning guest in %s', (lang, device) => {
  const w = { ...WORDS[lang], ...flowWords[lang] };

  it('is offered the remembered allergies once the e-mail is proved, and may use and change them', async () => {
    const email = `returning.${lang}@guests.test`;
    const [first, last] = lang === 'zh' ? ['美', '王'] : ['Mei', 'Wang'];
    await guestBooks(restaurant, { date: addDays(today, lang === 'en' ? 10 : 11), time: '23:45', pax: 2, email, first, last, food: 'No Pork / shellfish' });
    const context = await browser.newContext(device);
    contexts.push(context);
    const page = await context.newPage();
    await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
    await page.goto(`${site.url}/booking`);
    await chooseOpenDay(page, lang, lang === 'en' ? 3 : 4);
    await page.getByRole('button', { name: w.party }).first().click();
    await page.getByRole('heading', { name: w.step(1) }).waitFor();
    await page.getByLabel(w.email).first().fill(email);
    expect(await page.getByText(w.remembered).count()).toBe(0);
    await page.getByRole('button', { name: w.sendEmail }).click();
    await page.getByLabel(w.code, { exact: true }).fill(await codeSentTo(restaurant, email));
    await page.getByRole('button', { name: w.verify, exact: true }).click();
    await page.getByRole('heading', { name: w.step(2) }).waitFor();
    await expect.poll(() => page.getByLabel(w.first, { exact: true }).inputValue()).toBe(first);
    await page.getByRole('radio', { name: w.female }).check();
    await page.getByRole('button', { name: w.confirm }).click();

    await page.getByRole('heading', { name: w.step(3) }).waitFor();
    await page.getByText(w.remembered).waitFor();
    await page.getByRole('button', { name: w.useIt }).click();
    await expect(page.getByRole('checkbox', { name: w.noPork }).isChecked()).resolves.toBe(true);
    await expect(page.getByLabel(w.otherFood).inputValue()).resolves.toBe('shellfish');
    await page.getByLabel(w.otherFood).fill('shellfish, no peanuts');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: w.proceed }).click();
    await page.getByRole('heading', { name: w.step(4) }).waitFor();
    const code = /\/booking_process\/([^/#?]+)/.exec(page.url())![1]!;
    const booking = await restaurant.call<{ food: string }>('GET', `/api/admin/booking/${code}`);
    expect(booking.food).toBe('No Pork / shellfish, no peanuts');
  }, 180_000);
});
