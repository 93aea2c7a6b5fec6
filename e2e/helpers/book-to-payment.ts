import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { latestCode, type RunningSite } from '../support/site-server.ts';

/** The booking flow's words, as a guest reads them, in each language. */
export const flowWords = {
  en: {
    closed: 'closed', available: 'available', party: /^2 guests, 19:00/, step: (n: number) => new RegExp(`Step ${n}`), email: 'E-mail',
    sendEmail: 'Send code by e-mail', code: 'Code', verify: 'Verify', first: 'First name', last: 'Last name', female: 'Female',
    confirm: 'Confirm', proceed: 'Proceed to payment', terms: 'I have read and accept the important notes', close: 'Close',
  },
  zh: {
    closed: '休息', available: '可预订', party: '2 位，19:00', step: (n: number) => new RegExp(`第 ${n} 步`), email: '电子邮箱',
    sendEmail: '发送邮件验证码', code: '验证码', verify: '验证', first: '名', last: '姓', female: '女',
    confirm: '确认', proceed: '前往支付', terms: '我已阅读并接受重要须知', close: '关闭',
  },
} as const;

/**
 * A guest books 2 seats at 19:00 on the `dayIndex`-th open day (from 0) at `base` (the site's
 * address) and goes through steps 1-3 to step 4's payment options, terms accepted. Tests that book
 * many times spread over days: a day's 19:00 counter seats run out. Answers the booking code.
 */
export async function bookUpToPayment(site: RunningSite, page: Page, base: string, lang: 'en' | 'zh', email: string, dayIndex = 1): Promise<string> {
  const w = flowWords[lang];
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto(`${base}/booking`);
  await page.locator(`button[data-date][aria-label*="${w.closed}"]`).first().waitFor({ state: 'attached' });
  const day = await page.locator('button[data-date]').evaluateAll(
    (buttons, [word, index]) =>
      buttons
        .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true')
        .filter((b) => (b.getAttribute('aria-label') ?? '').includes(word))
        .map((b) => b.getAttribute('data-date')!)
        .sort()
        .find((_date, position, dates) => position === index % dates.length),
    [w.available, dayIndex] as const,
  );
  expect(day).toBeTruthy();
  await page.locator(`button[data-date="${day}"]`).click();
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
  await page.getByRole('button', { name: w.proceed }).click();
  await page.getByRole('heading', { name: w.step(4) }).waitFor();
  await page.getByRole('checkbox', { name: w.terms }).check();
  const notes = page.getByRole('dialog');
  if (await notes.isVisible()) await notes.getByRole('button', { name: w.close }).first().click();
  return code;
}
