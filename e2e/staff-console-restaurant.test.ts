import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, openRestaurant, signInOnPage, type Restaurant } from './helpers/staff-console.ts';

/**
 * The Restaurant screen against the real server: a bad rule value is refused in words and changes nothing;
 * a manager reads the owner's settings but cannot change them. English on a desk, Chinese on a phone.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight', restaurant: 'Restaurant',
    badHold: 'That did not work:', saved: 'Saved.', newTime: 'New seating time', addSeating: 'Add the seating',
    closeDate: 'Date to close', closeNote: 'Note for guests', closeSubmit: 'Close the date', closed: (date: string) => `${date} is closed.`,
    reopen: (date: string) => `Open ${date} again`, reopened: (date: string) => `${date} is open again.`,
    textLabel: 'When the phone is answered in English', saveText: 'Save When the phone is answered in English', hold: 'Minutes a table is held while a guest books',
    faq: ['Question in English', 'Question in Chinese', 'Answer in English', 'Answer in Chinese'], addFaq: 'Add the question', ownerOnly: 'Only an owner can change these.',
    counterSeats: "Seats at the Chef's counter", saveCounterSeats: "Save Seats at the Chef's counter", overRefused: 'more guests booked than seats',
    over: (date: string) => `${date}, Chef's counter: 8 guests on 6 seats (2 too many)`, party: '19:00 · 8 guests · Lei Wang',
    keep: 'Keep these bookings although their evening has fewer seats', savedOver: 'Saved. These evenings now have more guests booked than seats:',
    closeRefused: 'Bookings remain on that date.', closeKeep: 'Bookings on that date keep their places',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚', restaurant: '餐厅',
    badHold: '操作未成功：', saved: '已保存。', newTime: '新场次时间', addSeating: '添加场次',
    closeDate: '要休息的日期', closeNote: '给客人的说明', closeSubmit: '设为休息日', closed: (date: string) => `${date} 已设为休息日。`,
    reopen: (date: string) => `重新开放 ${date}`, reopened: (date: string) => `${date} 已重新开放。`,
    textLabel: '电话接听时间（中文）', saveText: '保存 电话接听时间（中文）', hold: '客人预订时保留座位的分钟数',
    faq: ['英文问题', '中文问题', '英文回答', '中文回答'], addFaq: '添加此问题', ownerOnly: '只有店主可以更改这些。',
    counterSeats: '主厨吧台的座位数', saveCounterSeats: '保存 主厨吧台的座位数', overRefused: '已订客人多于座位',
    over: (date: string) => `${date}，主厨吧台：8位客人，6个座位（超出2位）`, party: '19:00 · 8位 · Lei Wang',
    keep: '即使座位不足，仍保留这些预订', savedOver: '已保存。以下晚间的已订客人现多于座位：',
    closeRefused: '该日仍有预订', closeKeep: '当日已有的预订保留',
  },
} as const;
type Lang = keyof typeof WORDS;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startSite();
  restaurant = await openRestaurant(site, 'owner@restaurant-screen.test');
  for (const lang of ['en', 'zh']) {
    await addMember(restaurant, `owner-${lang}@restaurant-screen.test`, 'owner');
    await addMember(restaurant, `manager-${lang}@restaurant-screen.test`, 'manager');
    // An owner of its own for the seats: a second code to one e-mail within a minute is not sent.
    await addMember(restaurant, `seats-${lang}@restaurant-screen.test`, 'owner');
  }
  browser = await launchChromium();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.stop();
});

async function restaurantScreen(role: 'owner' | 'manager' | 'seats', lang: Lang, device: typeof PHONE | typeof DESK): Promise<Page> {
  const w = WORDS[lang];
  const context = await browser.newContext(device);
  contexts.push(context);
  const page = await context.newPage();
  if (lang === 'zh') {
    await page.goto(`${site.url}/staff`);
    await page.getByRole('button', { name: '中文' }).click();
  }
  await signInOnPage(page, restaurant, `${role}-${lang}@restaurant-screen.test`, w);
  await page.getByRole('heading', { name: w.tonight, level: 1 }).waitFor();
  await page.getByRole('link', { name: w.restaurant, exact: true }).click();
  await page.getByRole('heading', { name: w.restaurant, level: 1 }).waitFor();
  return page;
}

describe.each([
  ['en', DESK, 45, '21:30', 20],
  ['zh', PHONE, 50, '21:40', 21],
] as const)('the Restaurant screen in %s', (lang, device, hold, time, daysAhead) => {
  const w = WORDS[lang];

  it('an owner changes a rule by keyboard, the seatings, a closed date, a text and the FAQ; a manager only reads the rules', async () => {
    const owner = await restaurantScreen('owner', lang, device);
    const settings = () => restaurant.call<Record<string, unknown>>('GET', '/api/admin/settings');
    const before = (await settings()).hold_minutes;

    // A bad value is refused in words and changes nothing; a good one is saved with Enter.
    const holdField = owner.getByRole('textbox', { name: w.hold, exact: true });
    await holdField.focus();
    await owner.keyboard.press('ControlOrMeta+A');
    await owner.keyboard.type('soon');
    await owner.keyboard.press('Enter');
    await owner.locator('form').filter({ has: holdField }).getByRole('alert').getByText(w.badHold, { exact: false }).waitFor();
    expect((await settings()).hold_minutes).toBe(before);
    await owner.keyboard.press('ControlOrMeta+A');
    await owner.keyboard.type(String(hold));
    await owner.keyboard.press('Enter');
    await owner.locator('form').filter({ has: holdField }).getByRole('status').getByText(w.saved).waitFor();
    expect((await settings()).hold_minutes).toBe(hold);

    await owner.getByLabel(w.newTime).fill(time);
    await owner.getByRole('button', { name: w.addSeating }).click();
    // The new time is listed with its own button to stop offering it.
    await owner.getByRole('button', { name: new RegExp(time) }).waitFor();
    const seatings = await restaurant.call<{ seatings: Array<{ time: string }> }>('GET', '/api/admin/seatings');
    expect(seatings.seatings.map((seating) => seating.time)).toContain(time);

    const day = addDays(todayInShanghai(), daysAhead);
    await owner.getByLabel(w.closeDate).fill(day);
    await owner.getByLabel(w.closeNote).fill(lang === 'en' ? 'Staff outing' : '员工活动');
    await owner.getByRole('button', { name: w.closeSubmit }).click();
    await owner.getByRole('status').getByText(w.closed(day)).waitFor();
    expect(await restaurant.call<Array<{ day: string }>>('GET', '/api/admin/closed_dates')).toContainEqual(expect.objectContaining({ day }));
    await owner.getByRole('button', { name: w.reopen(day) }).click();
    await owner.getByRole('status').getByText(w.reopened(day)).waitFor();
    expect((await restaurant.call<Array<{ day: string }>>('GET', '/api/admin/closed_dates')).map((closed) => closed.day)).not.toContain(day);

    await owner.getByText('phone_hours', { exact: true }).click();
    const hours = lang === 'en' ? 'Tuesday to Saturday, 11:00 to 18:00' : '周二至周六 11:00–18:00';
    await owner.getByLabel(w.textLabel, { exact: true }).fill(hours);
    await owner.getByRole('button', { name: w.saveText }).click();
    type Text = { key: string; lang: string; text: string | null };
    await expect.poll(async () => (await restaurant.call<Text[]>('GET', '/api/admin/texts')).find((text) => text.key === 'phone_hours' && text.lang === lang)?.text).toBe(hours);

    const question = lang === 'en' ? ['Can I bring wine?', '可以自带酒吗？', 'Yes, corkage is RMB 200.', '可以，开瓶费200元。'] : ['Is there parking?', '有停车位吗？', 'Yes, two spaces.', '有，两个车位。'];
    for (const [index, label] of w.faq.entries()) await owner.getByLabel(label, { exact: true }).fill(question[index]!);
    await owner.getByRole('button', { name: w.addFaq }).click();
    await owner.getByText(lang === 'en' ? question[0]! : question[1]!, { exact: true }).waitFor();
    expect(await restaurant.call<Array<{ question_en: string }>>('GET', '/api/admin/faq')).toContainEqual(expect.objectContaining({ question_en: question[0], answer_zh: question[3] }));
    expect(await seriousViolations(owner)).toEqual([]);

    // A manager reads the owner's settings, unable to change them.
    const manager = await restaurantScreen('manager', lang, device === DESK ? PHONE : DESK);
    await expect.poll(() => manager.getByRole('textbox', { name: w.hold, exact: true }).inputValue()).toBe(String(hold));
    expect(await manager.getByRole('textbox', { name: w.hold, exact: true }).getAttribute('readonly')).not.toBeNull();
    expect(await manager.getByRole('button', { name: w.addSeating }).count()).toBe(0);
    expect(await manager.getByText(w.ownerOnly).count()).toBe(2);
    expect(await seriousViolations(manager)).toEqual([]);
  }, 120_000);

  it('an owner lowering the seats below an evening\'s guests sees the evening and its booking, and keeps them with the box', async () => {
    await restaurant.call('PUT', '/api/admin/settings/counter_seats', { value: '12' });
    const date = addDays(todayInShanghai(), daysAhead - 8);
    const { code } = await restaurant.call<{ code: string }>('POST', '/api/admin/bookings', {
      date, time: '19:00', party: 8, first_name: 'Lei', last_name: 'Wang', phone: '13900004444', waive_deposit: 'Company dinner',
    });
    const owner = await restaurantScreen('seats', lang, device);
    const form = owner.locator('form').filter({ has: owner.getByLabel(w.counterSeats, { exact: true }) });
    await owner.getByLabel(w.counterSeats, { exact: true }).fill('6');
    await owner.getByRole('button', { name: w.saveCounterSeats }).click();
    await form.getByRole('alert').getByText(w.overRefused, { exact: false }).waitFor();
    await form.getByText(w.over(date)).waitFor();
    await form.getByText(`${w.party}`, { exact: false }).filter({ hasText: code }).waitFor();
    expect(await form.getByText('--keep', { exact: false }).count()).toBe(0);
    expect((await restaurant.call<{ counter_seats: number }>('GET', '/api/admin/settings')).counter_seats).toBe(12);

    await form.getByRole('checkbox', { name: w.keep }).check();
    await owner.getByRole('button', { name: w.saveCounterSeats }).click();
    await form.getByRole('status').getByText(w.savedOver).waitFor();
    await form.getByRole('status').getByText(w.over(date)).waitFor();
    expect((await restaurant.call<{ counter_seats: number }>('GET', '/api/admin/settings')).counter_seats).toBe(6);
    expect(await seriousViolations(owner)).toEqual([]);

    // Closing that date is refused in the console's words with the booking, then done with its box.
    const closing = owner.locator('section', { has: owner.getByLabel(w.closeDate) });
    await owner.getByLabel(w.closeDate).fill(date);
    await owner.getByRole('button', { name: w.closeSubmit }).click();
    await closing.getByRole('alert').getByText(w.closeRefused, { exact: false }).waitFor();
    await closing.getByText(w.party, { exact: false }).filter({ hasText: code }).waitFor();
    expect(await closing.getByText('--keep', { exact: false }).count()).toBe(0);
    await closing.getByRole('checkbox', { name: w.closeKeep }).check();
    await owner.getByRole('button', { name: w.closeSubmit }).click();
    await closing.getByRole('status').getByText(w.closed(date)).waitFor();
  }, 120_000);
});
