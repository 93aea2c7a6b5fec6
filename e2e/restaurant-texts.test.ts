import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { monthOf } from '../api-client/rules/restaurant-date.ts';
import { openEvening, todayInShanghai } from '../server/test/open-evenings.ts';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { adminCommand } from './helpers/restaurant-settings.ts';
import { startWidgetHarness, type WidgetHarness } from './helpers/widget-harness.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The restaurant's own words are data: the owner changes its name, the menu price, the important notes and
 * a closed date's note with the command line (and the API), and the site and the embed show them
 * at the next page load, in English and Chinese, with the rule a note states filled from its setting.
 */
const WORDS = {
  en: {
    name: 'Lantern Counter',
    price: 'RMB 2,280 per person',
    notes: ['Cancel free of charge 5 working days ahead.', 'No perfume at the counter, please.'],
    closedDay: (date: string) => new RegExp(`\\b${Number(date.slice(8))} \\w+ ${date.slice(0, 4)}\\b.*, closed, Private event`),
    closedLine: /: closed \(Private event\)$/,
    notesRegion: 'Important notes',
  },
  zh: {
    name: '灯笼吧台',
    price: '每位人民币 2,280 元',
    notes: ['提前 5 个工作日可免费取消。', '吧台请勿使用香水。'],
    closedDay: (date: string) => new RegExp(`^${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月${Number(date.slice(8))}日.*休息, 私人活动`),
    closedLine: /：休息（私人活动）$/,
    notesRegion: '重要须知',
  },
} as const;
type Lang = keyof typeof WORDS;

/** An evening the server opens, at least two days ahead, to close for a private event. */
const dayToClose = (apiUrl: string): Promise<string> => openEvening(apiUrl, { fromDaysAhead: 2 });

/** What the owner types (and one call of the API), on the server `site`. */
async function restaurantWrites(site: RunningSite, closed: string): Promise<void> {
  const folder = await mkdtemp(path.join(tmpdir(), 'tb-texts-'));
  try {
    await writeFile(path.join(folder, 'en.txt'), 'Cancel free of charge {free_cancel_working_days} working days ahead.\nNo perfume at the counter, please.\n');
    await writeFile(path.join(folder, 'zh.txt'), '提前 {free_cancel_working_days} 个工作日可免费取消。\n吧台请勿使用香水。\n');
    expect(await adminCommand(site, 'text', 'set', 'notes', 'en', '--file', path.join(folder, 'en.txt'))).toContain('notes en saved');
    expect(await adminCommand(site, 'text', 'set', 'notes', 'zh', '--file', path.join(folder, 'zh.txt'))).toContain('notes zh saved');
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
  expect(await adminCommand(site, 'restaurant', 'set', 'name_en', WORDS.en.name)).toContain(`name_en: ${WORDS.en.name}`);
  expect(await adminCommand(site, 'restaurant', 'set', 'name_zh', WORDS.zh.name)).toContain(`name_zh: ${WORDS.zh.name}`);
  expect(await adminCommand(site, 'text', 'set', 'menu_price', 'en', WORDS.en.price)).toContain('menu_price en saved');
  expect(await adminCommand(site, 'text', 'set', 'menu_price', 'zh', WORDS.zh.price)).toContain('menu_price zh saved');
  expect(await adminCommand(site, 'settings', 'set', 'free_cancel_working_days', '5')).toMatch(/free_cancel_working_days[\s\S]*5/);
  expect(await adminCommand(site, 'closed', 'add', closed, 'Private', 'event')).toContain(`${closed} is closed.`);
  const zhNote = await fetch(`${site.url}/api/admin/closed_dates/${closed}/note/zh`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ note: '私人活动' }),
  });
  expect(zhNote.status).toBe(200);
}

/** The calendar (on the site, or in the widget's shadow root) says why the closed day is closed. */
async function expectClosedNote(page: Page, lang: Lang, closed: string): Promise<void> {
  if (monthOf(closed) !== monthOf(todayInShanghai())) await page.getByRole('button', { name: flowWords[lang].nextMonth, exact: true }).click();
  await page.locator(`table[role="grid"][aria-busy="false"] button[data-date^="${monthOf(closed)}-"]`).first().waitFor();
  const day = page.locator(`button[data-date="${closed}"]`);
  expect(await day.getAttribute('aria-label')).toMatch(WORDS[lang].closedDay(closed));
  expect(await day.getAttribute('aria-disabled')).toBe('true');
  const notes = page.getByRole('list', { name: lang === 'en' ? 'Notes on closed days' : '休息日说明' });
  expect(await notes.getByRole('listitem').allTextContents()).toEqual([expect.stringMatching(WORDS[lang].closedLine)]);
  if (monthOf(closed) !== monthOf(todayInShanghai())) await page.getByRole('button', { name: flowWords[lang].previousMonth, exact: true }).click();
}

/** After choosing a day and a party, the booking's important notes hold the restaurant's lines. */
async function expectOwnNotes(page: Page, lang: Lang): Promise<void> {
  const region = page.getByRole('region', { name: WORDS[lang].notesRegion }).first();
  await region.waitFor();
  const items = await region.getByRole('listitem').allTextContents();
  for (const line of WORDS[lang].notes) expect(items).toContain(line);
  expect(items.join(' ')).not.toMatch(/4 working days|4 个工作日|corkage|开瓶费/);
}

describe("the restaurant's words on the site", () => {
  let closed = '';
  const running = useSiteAndBrowser(async () => {
    const site = await startSite();
    closed = await dayToClose(site.url);
    await restaurantWrites(site, closed);
    return site;
  });

  it('refuses an unknown placeholder in both languages and keeps the text', async () => {
    await expect(adminCommand(running.site, 'text', 'set', 'notes', 'en', 'Cancel {days} ahead')).rejects.toThrow(/\{days\}, which is not a placeholder[\s\S]*不是可用的占位符/);
    const card = await fetch(`${running.site.url}/api/restaurant`).then((response) => response.json());
    expect(card.texts.en.notes).toBe(WORDS.en.notes.join('\n'));
  });

  it.each(['en', 'zh'] as const)('shows its name, the menu price, the closed day’s note and the notes (%s)', async (lang) => {
    const context = await running.browser.newContext();
    await context.addInitScript((chosen) => localStorage.setItem('lang', chosen), lang);
    const page = await context.newPage();
    await page.goto(`${running.site.url}/home`);
    await page.getByRole('heading', { level: 1, name: new RegExp(WORDS[lang].name) }).waitFor();
    // The price follows its screen-reader label ("Price per person: "), in the same paragraph.
    await page.getByText(WORDS[lang].price).waitFor();

    await page.goto(`${running.site.url}/booking`);
    await expectClosedNote(page, lang, closed);
    await chooseOpenDay(page, lang, 0);
    await page.getByRole('button', { name: flowWords[lang].party }).first().click();
    await page.waitForURL(/\/booking_process\//);
    await expectOwnNotes(page, lang);
    await context.close();
  });
});

describe("the restaurant's words in the embed", () => {
  let harness: WidgetHarness;
  let closed = '';
  beforeAll(async () => {
    harness = await startWidgetHarness();
    closed = await dayToClose(harness.api.url);
    await restaurantWrites(harness.api, closed);
  }, 240_000);
  afterAll(() => harness?.close());

  it.each(['en', 'zh'] as const)('shows the closed day’s note, the menu price and the notes (%s)', async (lang) => {
    const { page, context } = await harness.newPage();
    await page.goto(harness.hostUrl(`lang="${lang}"`));
    await expectClosedNote(page, lang, closed);
    await chooseOpenDay(page, lang, 0);
    await page.getByText(WORDS[lang].price).waitFor();
    await page.getByRole('button', { name: flowWords[lang].party }).first().click();
    await expectOwnNotes(page, lang);
    await context.close();
  });
});
