import type { Page } from 'playwright-core';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { addDays } from '../../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../../server/test/open-evenings.ts';

/** What a guest reads and taps to join the waitlist, in each language (the site and the embed share the form). */
const WAITLIST_WORDS = {
  en: { open: 'Evening full? Join the waitlist', date: 'Date', guests: 'Guests', room: /Private room/, email: 'E-mail', send: 'Send code by e-mail', code: 'Code', verify: 'Verify', join: 'Join the waitlist', joined: /You are number 1 on the waitlist for/ },
  zh: { open: '满座了？加入候补名单', date: '日期', guests: '人数', room: /包间/, email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证', join: '加入候补名单', joined: /候补名单中排第 1 位/ },
} as const;

/** Open evenings soon enough that the private room (a week's notice) takes nobody online. */
export async function eveningsWithoutTheRoom(apiUrl: string): Promise<string[]> {
  const today = todayInShanghai();
  const found: string[] = [];
  for (let day = 1; day <= 7 && found.length < 2; day += 1) {
    const date = addDays(today, day);
    const { slots } = (await (await fetch(`${apiUrl}/api/get_slots?date=${date}`)).json()) as SlotsResponse;
    if (slots.some((slot) => slot.area.code === 'private' && slot.available === 0)) found.push(date);
  }
  return found;
}

/**
 * Opens the waitlist under the calendar and joins `date` for 6 guests at the private room, proving
 * `email` by the code `codeFor` reads; resolves once the form says the guest is first in line.
 */
export async function joinWaitlistOnPage(page: Page, lang: 'en' | 'zh', date: string, email: string, codeFor: (email: string) => Promise<string>): Promise<void> {
  const w = WAITLIST_WORDS[lang];
  const open = page.getByRole('button', { name: w.open });
  await open.click();
  if ((await open.getAttribute('aria-expanded')) !== 'true') throw new Error('the waitlist did not open');
  await page.getByLabel(w.date, { exact: true }).fill(date);
  await page.getByLabel(w.guests, { exact: true }).selectOption('6');
  await page.getByRole('checkbox', { name: w.room }).first().check();
  await page.getByLabel(w.email).fill(email);
  await page.getByRole('button', { name: w.send }).click();
  await page.getByLabel(w.code, { exact: true }).fill(await codeFor(email));
  await page.getByRole('button', { name: w.verify, exact: true }).click();
  await page.getByRole('button', { name: w.join, exact: true }).click();
  await page.getByRole('status').filter({ hasText: w.joined }).waitFor();
}
