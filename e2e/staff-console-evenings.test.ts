import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from '../api-client/client.ts';
import { memoryTokenStore } from '../api-client/token-store.ts';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, codeSentTo, openRestaurant, signInOnPage, type Restaurant } from './helpers/staff-console.ts';

/**
 * What the command line does for an evening, from the console on the real server: the waitlist by
 * hand, one seating closed, a buy-out; the FAQ reordered by keyboard and seen on the public site.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight', evenings: 'Evenings', restaurant: 'Restaurant',
    date: 'Evening', offerTime: (who: string) => `Seating to offer ${who}`, offer: (who: string) => `Offer seats to ${who}`,
    noSeats: 'Not enough seats are free at that seating for this party.', offered: (who: string) => `Seats held for ${who} as`,
    remove: (who: string) => `Take ${who} off the list`, removed: (who: string) => `${who} is off the list.`,
    seating: 'Seating', close: 'Close the seating', closeRefused: 'Bookings remain on that date.', keepClosing: 'Bookings on that date keep their places',
    closed: (date: string) => `The 19:00 seating on ${date} is closed.`,
    seats: 'Seats that evening (0 for a buy-out)', saveSeats: 'Save the evening’s seats', overRefused: 'more guests booked than seats',
    keepOver: 'Keep these bookings although their evening has fewer seats', seatsDone: (date: string) => `on ${date}: 0 seats.`,
    up: (q: string) => `Move “${q}” up`, edit: (q: string) => `Edit “${q}”`, questionField: 'Question in English', saveFaq: 'Save the question', faqTitle: 'Frequently asked questions',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚', evenings: '晚市安排', restaurant: '餐厅',
    date: '日期', offerTime: (who: string) => `为 ${who} 提供的场次`, offer: (who: string) => `为 ${who} 提供座位`,
    noSeats: '该场次的空位不够这桌客人，未提供座位。', offered: (who: string) => `已为 ${who} 保留座位`,
    remove: (who: string) => `将 ${who} 移出名单`, removed: (who: string) => `${who} 已移出名单。`,
    seating: '场次', close: '关闭该场', closeRefused: '该日仍有预订', keepClosing: '当日已有的预订保留',
    closed: (date: string) => `${date} 19:00 场已关闭。`,
    seats: '当晚座位（0 即包场）', saveSeats: '保存当晚座位', overRefused: '已订客人多于座位',
    keepOver: '即使座位不足，仍保留这些预订', seatsDone: () => '：0 个座位。',
    up: (q: string) => `将“${q}”上移`, edit: (q: string) => `编辑“${q}”`, questionField: '中文问题', saveFaq: '保存问题', faqTitle: '常见问题',
  },
} as const;
type Lang = keyof typeof WORDS;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const LAPTOP = { viewport: { width: 1280, height: 800 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startSite();
  restaurant = await openRestaurant(site, 'owner@evenings.test');
  await restaurant.call('PUT', '/api/admin/settings/counter_seats', { value: '4' });
  for (const lang of ['en', 'zh']) {
    await addMember(restaurant, `owner-${lang}@evenings.test`, 'owner');
    // A second code to one e-mail within a minute is not sent: the FAQ's test signs in as another.
    await addMember(restaurant, `faq-${lang}@evenings.test`, 'manager');
  }
  browser = await launchChromium();
}, 120_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.stop();
});

/** A guest proves their e-mail by code and waits for the evening's 19:00 counter seating. */
async function guestWaits(date: string, email: string, lang: Lang): Promise<void> {
  const api = createApiClient({ baseUrl: site.url, tokenStore: memoryTokenStore() });
  const slot = (await api.getSlots(date)).slots.find((candidate) => candidate.timeslot === '1900' && candidate.area.code === 'counter')!;
  await api.sendEmail({ email });
  await api.verifyOtp({ code: await codeSentTo(restaurant, email), to: email, type: 'email' });
  await api.joinWaitlist({ d: date, p: 2, s: [slot.seating_id], email, lang });
}

async function signedIn(lang: Lang, device: typeof PHONE | typeof LAPTOP, who = 'owner'): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext(device);
  contexts.push(context);
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await signInOnPage(page, restaurant, `${who}-${lang}@evenings.test`, w);
  await page.getByRole('heading', { name: w.tonight, level: 1 }).waitFor();
  return page;
}

/** Picks the option of a seating select whose text starts with `time` (the counter's comes first). */
async function chooseSeating(page: Page, label: string, time: string): Promise<void> {
  const select = page.getByLabel(label, { exact: true });
  const text = (await select.locator('option', { hasText: time }).first().textContent())!;
  await select.selectOption({ label: text });
}

describe.each([
  ['en', LAPTOP, 30],
  ['zh', PHONE, 31],
] as const)('the Evenings page in %s', (lang, device, daysAhead) => {
  const w = WORDS[lang];
  const date = addDays(todayInShanghai(), daysAhead);
  const [ann, bob] = [`ann.${lang}@example.com`, `bob.${lang}@example.com`];

  it('offers a waiting guest seats by hand, takes another off, closes one seating and buys out the evening', async () => {
    const codes: string[] = [];
    for (const last of ['Wang', 'Li']) {
      const booked = await restaurant.call<{ code: string }>('POST', '/api/admin/bookings', { date, time: '19:00', party: 2, first_name: 'Lei', last_name: last, email: `${last}.${lang}@example.com`, waive_deposit: 'Regular' });
      codes.push(booked.code);
    }
    await guestWaits(date, ann, lang);
    await guestWaits(date, bob, lang);

    const page = await signedIn(lang, device);
    await page.getByRole('link', { name: w.evenings, exact: true }).click();
    await page.getByLabel(w.date, { exact: true }).fill(date);
    await page.getByRole('button', { name: w.offer(ann) }).waitFor();

    // The one seat rule: the full 19:00 seating is refused in words, a later one is held for her.
    await chooseSeating(page, w.offerTime(ann), '19:00');
    await page.getByRole('button', { name: w.offer(ann) }).click();
    await page.getByRole('alert').getByText(w.noSeats, { exact: false }).waitFor();
    await chooseSeating(page, w.offerTime(ann), '23:45');
    await page.getByRole('button', { name: w.offer(ann) }).click();
    await page.getByRole('status').getByText(w.offered(ann), { exact: false }).waitFor();
    const outbox = await restaurant.call<Array<{ kind?: string }>>('GET', `/api/dev/outbox?to=${encodeURIComponent(ann)}&limit=1`);
    expect(outbox).toHaveLength(1);

    await page.getByRole('button', { name: w.remove(bob) }).click();
    await page.getByRole('status').getByText(w.removed(bob)).waitFor();
    const waiting = await restaurant.call<Array<{ contact: string; notified_at: string | null }>>('GET', `/api/admin/waitlist?date=${date}`);
    expect(waiting).toEqual([expect.objectContaining({ contact: ann, notified_at: expect.any(String) })]);

    // One seating closed: refused with its bookings listed, then closed with them kept.
    const closing = page.locator('form', { has: page.getByLabel(w.seating, { exact: true }) });
    await chooseSeating(page, w.seating, '19:00');
    await closing.getByRole('button', { name: w.close }).click();
    await closing.getByRole('alert').getByText(w.closeRefused, { exact: false }).waitFor();
    await closing.getByText(codes[0]!, { exact: false }).waitFor();
    await closing.getByRole('checkbox', { name: w.keepClosing }).check();
    await closing.getByRole('button', { name: w.close }).click();
    await closing.getByRole('status').getByText(w.closed(date)).waitFor();

    // A buy-out: refused while guests are booked, the bookings named, then kept by the owner.
    const buyout = page.locator('form', { has: page.getByLabel(w.seats, { exact: true }) });
    await page.getByLabel(w.seats, { exact: true }).fill('0');
    await buyout.getByRole('button', { name: w.saveSeats }).click();
    await buyout.getByRole('alert').getByText(w.overRefused, { exact: false }).waitFor();
    await buyout.getByText(codes[1]!, { exact: false }).waitFor();
    const before = await restaurant.call<{ evenings: Array<{ day: string }> }>('GET', '/api/admin/seatings');
    expect(before.evenings.filter((evening) => String(evening.day).startsWith(date))).toEqual([]);
    await buyout.getByRole('checkbox', { name: w.keepOver }).check();
    await buyout.getByRole('button', { name: w.saveSeats }).click();
    await buyout.getByRole('status').getByText(w.seatsDone(date), { exact: false }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  }, 180_000);

  it('reorders and edits the FAQ by keyboard, and the site shows it at once', async () => {
    const tag = lang === 'en' ? 'EN' : '中';
    const first = { question_en: `Parking ${tag}?`, question_zh: `停车 ${tag}？`, answer_en: 'Two spaces.', answer_zh: '两个车位。' };
    const second = { question_en: `Wine ${tag}?`, question_zh: `酒水 ${tag}？`, answer_en: 'Corkage RMB 200.', answer_zh: '开瓶费200元。' };
    await restaurant.call('POST', '/api/admin/faq/entries', first);
    await restaurant.call('POST', '/api/admin/faq/entries', second);
    const asked = lang === 'en' ? 'question_en' : 'question_zh';

    const page = await signedIn(lang, device, 'faq');
    await page.getByRole('link', { name: w.restaurant, exact: true }).click();
    const up = page.getByRole('button', { name: w.up(second[asked]) });
    await up.focus();
    await page.keyboard.press('Enter');
    type Entry = { question_en: string; question_zh: string };
    const order = async () => (await restaurant.call<Entry[]>('GET', '/api/admin/faq')).map((entry) => entry.question_en);
    await expect.poll(async () => (await order()).indexOf(second.question_en) < (await order()).indexOf(first.question_en)).toBe(true);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent ?? '')).toContain(second[asked]);

    await page.getByRole('button', { name: w.edit(first[asked]) }).click();
    const edited = lang === 'en' ? 'Is there parking nearby?' : '附近可以停车吗？';
    await page.getByLabel(w.questionField, { exact: true }).first().fill(edited);
    await page.getByRole('button', { name: w.saveFaq }).click();
    await page.getByText(edited, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    const guest = await page.context().newPage();
    await guest.goto(`${site.url}/faq`);
    await guest.getByRole('heading', { name: w.faqTitle, level: 1 }).waitFor();
    const body = await guest.locator('main').innerText();
    expect(body.indexOf(second[asked])).toBeGreaterThan(-1);
    expect(body.indexOf(second[asked])).toBeLessThan(body.indexOf(edited));
  }, 120_000);
});
