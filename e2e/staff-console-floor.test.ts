import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, memberBrowsers, openRestaurant, type Restaurant } from './helpers/staff-console.ts';

/**
 * The floor on the real server at 18:10 in Shanghai, the 18:00 seating under way: a host seats a
 * walk-in from Tonight, moves the party to other seats (a split refused in the console's words),
 * and prints the evening's run sheet with nothing else on the page.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight',
    writeNote: 'Write the note', noteField: "This evening's note", saveNote: 'Save the note', noteHeading: 'Note for the team',
    walkIn: 'Walk-in', seating: 'Seating', party: 'Guests', first: 'First name (optional)', seatThem: 'Seat them',
    notEnough: 'Not enough seats are free then. Nothing was changed.', seated: 'Seated',
    seatsOf: (name: string) => `Change seats of ${name}`, field: 'Seats (e.g. 5-6)', save: 'Save seats',
    split: 'Give as many adjacent seats as the party has guests (e.g. 5-6 for two).', seats: (run: string) => `Seats ${run}`,
    reports: 'Reports', walkIns: 'Walk-ins', csv: 'Download the bookings (CSV)', runSheet: 'Run sheet', sheetTitle: (date: string) => `Run sheet · ${date}`, seat: 'Seat', language: 'Language', walkInTag: 'walk-in',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚',
    writeNote: '填写备注', noteField: '今晚的备注', saveNote: '保存备注', noteHeading: '团队备注',
    walkIn: '散客入座', seating: '场次', party: '人数', first: '名（可不填）', seatThem: '入座',
    notEnough: '该时段空位不足，未做任何更改。', seated: '已入座',
    seatsOf: (name: string) => `更改 ${name} 的座位`, field: '座位（如 5-6）', save: '保存座位',
    split: '请按人数安排相邻座位（如两人为 5-6）。', seats: (run: string) => `座位 ${run}`,
    reports: '报表', walkIns: '散客', csv: '下载预订（CSV）', runSheet: '出菜单', sheetTitle: (date: string) => `出菜单 · ${date}`, seat: '座位', language: '语言', walkInTag: '散客',
  },
} as const;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
let signInAs: ReturnType<typeof memberBrowsers>;
const contexts: BrowserContext[] = [];
const today = todayInShanghai();

beforeAll(async () => {
  site = await startSite({}, { shanghaiTime: '18:10' });
  restaurant = await openRestaurant(site, 'owner@floor.test');
  for (const lang of ['en', 'zh']) {
    await addMember(restaurant, `host-${lang}@floor.test`, 'host');
    await addMember(restaurant, `manager-${lang}@floor.test`, 'manager');
  }
  browser = await launchChromium();
  signInAs = memberBrowsers(restaurant, () => browser, contexts);
}, 300_000);
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.stop();
});

/** The walk-in form filled on Tonight: the 18:00 counter seating, `party` guests, a first name. */
async function seatWalkIn(page: Page, lang: 'en' | 'zh', party: number, name: string): Promise<void> {
  const w = WORDS[lang];
  const form = page.getByRole('form', { name: lang === 'en' ? 'Seat a walk-in' : '安排散客入座' });
  if ((await form.count()) === 0) await page.getByRole('button', { name: w.walkIn, exact: true }).click();
  await form.getByLabel(w.seating).selectOption({ index: 0 });
  await form.getByLabel(w.party, { exact: true }).fill(String(party));
  await form.getByLabel(w.first).fill(name);
  await form.getByRole('button', { name: w.seatThem }).click();
}

describe.each([
  ['en', DESK],
  ['en', PHONE],
  ['zh', PHONE],
  ['zh', DESK],
] as const)('the floor in %s', (lang, device) => {
  const w = WORDS[lang];
  const name = `${lang === 'en' ? 'Door' : '门'}${device === PHONE ? 'P' : 'D'}`;

  it('seats a walk-in, refuses more than the seats, moves the party by keyboard, and prints the run sheet alone', async () => {
    const host = await signInAs(`host-${lang}@floor.test`, lang, w, device);
    await host.getByRole('button', { name: w.writeNote }).click();
    await host.getByLabel(w.noteField).fill(`${name}: chef Li off`);
    await host.getByRole('button', { name: w.saveNote }).click();
    await host.getByRole('region', { name: w.noteHeading }).getByText(`${name}: chef Li off`).waitFor();
    await seatWalkIn(host, lang, 40, name);
    await host.getByRole('alert').getByText(w.notEnough).waitFor();
    await seatWalkIn(host, lang, 1, name);
    await host.getByRole('status').getByText(w.seated).waitFor();
    const card = host.getByRole('article', { name });
    await card.waitFor();
    const shown = await card.locator('.party-seat-numbers').innerText();
    expect(shown).toMatch(new RegExp(`^${w.seats('\\d+')}$`));

    // Two seats for a party of one is a split: refused in the console's words, nothing changed.
    await card.getByRole('button', { name: w.seatsOf(name) }).focus();
    await host.keyboard.press('Enter');
    const field = card.getByLabel(w.field);
    await field.fill('9-10');
    await host.keyboard.press('Enter');
    await card.getByRole('alert').getByText(w.split).waitFor();
    // Each case leaves its party on a seat of its own, the demo counter's seats 5 to 8.
    const free = lang === 'en' ? (device === PHONE ? '7' : '8') : device === PHONE ? '6' : '5';
    await field.fill(free);
    await host.keyboard.press('Enter');
    await card.locator('.party-seat-numbers').getByText(w.seats(free), { exact: true }).waitFor();
    expect(await seriousViolations(host)).toEqual([]);

    await host.getByRole('link', { name: w.runSheet }).click();
    const sheet = host.getByRole('article', { name: w.sheetTitle(today) });
    const row = sheet.getByRole('row', { name: new RegExp(name) });
    await expect(row.getByRole('rowheader').innerText()).resolves.toBe(free);
    await expect(row.innerText()).resolves.toContain(w.walkInTag);
    await host.emulateMedia({ media: 'print' });
    await expect(host.getByRole('navigation').isVisible()).resolves.toBe(false);
    await expect(host.getByRole('button').evaluateAll((buttons) => buttons.filter((button) => (button as HTMLElement).offsetParent !== null).length)).resolves.toBe(0);
    await expect(sheet.isVisible()).resolves.toBe(true);
    expect(await seriousViolations(host)).toEqual([]);
  }, 180_000);
});

describe.each([
  ['en', PHONE],
  ['zh', DESK],
] as const)('Reports in %s', (lang, device) => {
  const w = WORDS[lang];

  it("shows a manager tonight's walk-ins in the evening's figures, and downloads the bookings as CSV", async () => {
    const manager = await signInAs(`manager-${lang}@floor.test`, lang, w, device);
    await manager.getByRole('link', { name: w.reports }).click();
    const row = manager.getByRole('row', { name: new RegExp(today) });
    await row.waitFor();
    const walkIns = await manager.getByRole('columnheader').evaluateAll((cells, label) => cells.findIndex((cell) => cell.textContent === label), w.walkIns);
    await expect(row.locator('th, td').nth(walkIns).innerText()).resolves.toBe('4');
    const href = await manager.getByRole('link', { name: w.csv }).getAttribute('href');
    const csv = await manager.request.get(`${site.url}${href}`);
    expect(csv.status()).toBe(200);
    const bytes = await csv.body();
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('code,date,time,area,party,status,walk_in,seats');
    expect(await seriousViolations(manager)).toEqual([]);
  }, 180_000);
});
