import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { addMonths, monthOf } from '../../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../../server/test/open-evenings.ts';
import { latestCode, type RunningSite } from '../support/site-server.ts';

/** The booking flow's words, as a guest reads them, in each language. */
export const flowWords = {
  en: {
    available: 'available', nextMonth: 'Next month', previousMonth: 'Previous month', party: /^2 guests, 19:00/, step: (n: number) => new RegExp(`Step ${n}`), email: 'E-mail',
    sendEmail: 'Send code by e-mail', code: 'Code', verify: 'Verify', first: 'First name', last: 'Last name', female: 'Ms',
    confirm: 'Confirm', proceed: 'Proceed to payment', terms: 'I have read and accept the important notes', close: 'Close',
  },
  zh: {
    available: '可预订', nextMonth: '下个月', previousMonth: '上个月', party: '2 位，19:00', step: (n: number) => new RegExp(`第 ${n} 步`), email: '电子邮箱',
    sendEmail: '发送邮件验证码', code: '验证码', verify: '验证', first: '名', last: '姓', female: '女士',
    confirm: '确认', proceed: '前往支付', terms: '我已阅读并接受重要须知', close: '关闭',
  },
} as const;

/** The open days of the shown month after today (today's 19:00 may have passed when tests run). */
async function openDaysAfterToday(page: Page, month: string, word: string): Promise<string[]> {
  await page.locator(`table[role="grid"][aria-busy="false"] button[data-date^="${month}-"]`).first().waitFor();
  const today = todayInShanghai();
  const dates = await page.locator('button[data-date]').evaluateAll(
    (buttons, availableWord) =>
      buttons
        .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true')
        .filter((b) => (b.getAttribute('aria-label') ?? '').includes(availableWord))
        .map((b) => b.getAttribute('data-date')!),
    word,
  );
  return dates.filter((date) => date > today && date.startsWith(`${month}-`)).sort();
}

/**
 * On /booking, picks the `dayIndex`-th open day (from 0, wrapping) after today, in this month or
 * the next, and waits until it can be chosen; answers it. Never today: its 19:00 is in the past
 * once the clock in Shanghai passes it, and near a month's end this month may have no other day.
 */
export async function chooseOpenDay(page: Page, lang: 'en' | 'zh', dayIndex = 1): Promise<string> {
  const w = flowWords[lang];
  const thisMonth = monthOf(todayInShanghai());
  const inThisMonth = await openDaysAfterToday(page, thisMonth, w.available);
  await page.getByRole('button', { name: w.nextMonth, exact: true }).click();
  const days = [...inThisMonth, ...(await openDaysAfterToday(page, addMonths(thisMonth, 1), w.available))];
  const day = days[dayIndex % days.length];
  expect(day).toBeTruthy();
  if (day!.startsWith(`${thisMonth}-`)) await page.getByRole('button', { name: w.previousMonth, exact: true }).click();
  await page.locator(`table[role="grid"][aria-busy="false"] button[data-date="${day}"][aria-disabled="false"]`).waitFor();
  await page.locator(`button[data-date="${day}"]`).click();
  return day!;
}

/**
 * Books 2 seats at 19:00 on the `dayIndex`-th open day after today and walks to step 3, the requests;
 * answers the booking code. Tests that book often spread over days, as a day's seats run out.
 */
export async function bookUpToRequests(site: RunningSite, page: Page, base: string, lang: 'en' | 'zh', email: string, dayIndex = 1): Promise<string> {
  const w = flowWords[lang];
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto(`${base}/booking`);
  await chooseOpenDay(page, lang, dayIndex);
  await page.getByRole('button', { name: w.party }).first().click();
  await page.waitForURL(/\/booking_process\/[^/#]+/);
  const code = /\/booking_process\/([^/#?]+)/.exec(page.url())![1]!;

  await page.getByRole('heading', { name: w.step(1) }).waitFor();
  await page.getByLabel(w.email).first().fill(email);
  await page.getByRole('button', { name: w.sendEmail }).click();
  await page.getByLabel(w.code, { exact: true }).fill(await latestCode(site, email));
  await page.getByRole('button', { name: w.verify, exact: true }).click();

  await page.getByRole('heading', { name: w.step(2) }).waitFor();
  await page.getByLabel(w.first, { exact: true }).fill(lang === 'zh' ? '美' : 'Mei');
  await page.getByLabel(w.last, { exact: true }).fill(lang === 'zh' ? '王' : 'Wang');
  await page.getByRole('radio', { name: w.female }).check();
  await page.getByRole('button', { name: w.confirm }).click();

  await page.getByRole('heading', { name: w.step(3) }).waitFor();
  return code;
}

/** As bookUpToRequests, then on to step 4's payment options, terms accepted; answers the booking code. */
export async function bookUpToPayment(site: RunningSite, page: Page, base: string, lang: 'en' | 'zh', email: string, dayIndex = 1): Promise<string> {
  const w = flowWords[lang];
  const code = await bookUpToRequests(site, page, base, lang, email, dayIndex);
  await page.getByRole('button', { name: w.proceed }).click();
  await page.getByRole('heading', { name: w.step(4) }).waitFor();
  await page.getByRole('checkbox', { name: w.terms }).check();
  const notes = page.getByRole('dialog');
  if (await notes.isVisible()) await notes.getByRole('button', { name: w.close }).first().click();
  return code;
}
