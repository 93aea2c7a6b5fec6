import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * A guest books with their proven phone and types an e-mail at step 2, which receives the
 * confirmation. Logging in to My bookings later, on another browser, with that e-mail and its
 * code lists the booking.
 */
const running = useSiteAndBrowser();

const words = {
  en: { mobile: 'Mobile number', sendSms: 'Send code by SMS', demoPay: /Demo payment/, paid: 'Payment and booking successful', upcoming: 'Upcoming booking', searched: 'Bookings made with' },
  zh: { mobile: '手机号码', sendSms: '发送短信验证码', demoPay: /演示支付/, paid: '支付成功，预订成功', upcoming: '即将到来的预订', searched: '以下是使用' },
} as const;

const guests = {
  en: { phone: '13800138005', keyed: '138 0013 8005', typed: 'Grace5.EN@Example.com', login: 'grace5.en@example.com', day: 3 },
  // A Chinese keyboard types full-width digits.
  zh: { phone: '13800138006', keyed: '１３８００１３８００６', typed: 'Grace6.ZH@Example.com', login: 'grace6.zh@example.com', day: 4 },
} as const;

/** Books and pays with the phone proven at step 1 and `email` typed at step 2; answers the booking code. */
async function bookByPhoneWithTypedEmail(page: Page, lang: 'en' | 'zh'): Promise<string> {
  const [f, w, guest] = [flowWords[lang], words[lang], guests[lang]];
  await page.goto(`${running.site.url}/booking`);
  await chooseOpenDay(page, lang, guest.day);
  await page.getByRole('button', { name: f.party }).first().click();
  await page.waitForURL(/\/booking_process\/[^/#]+/);
  const code = decodeURIComponent(/\/booking_process\/([^/#?]+)/.exec(page.url())![1]!);
  await page.getByRole('heading', { name: f.step(1) }).waitFor();
  await page.getByLabel(w.mobile, { exact: true }).fill(guest.keyed);
  expect(await page.getByLabel(w.mobile, { exact: true }).inputValue()).toBe(guest.phone);
  await page.getByRole('button', { name: w.sendSms }).click();
  await page.getByLabel(f.code, { exact: true }).fill(await latestCode(running.site, `86 ${guest.phone}`));
  await page.getByRole('button', { name: f.verify, exact: true }).click();

  await page.getByRole('heading', { name: f.step(2) }).waitFor();
  await page.getByLabel(f.first, { exact: true }).fill(lang === 'zh' ? '格蕾丝' : 'Grace');
  await page.getByLabel(f.last, { exact: true }).fill(lang === 'zh' ? '霍' : 'Hopper');
  await page.getByRole('radio', { name: f.female }).check();
  await page.getByLabel(f.email, { exact: true }).fill(guest.typed);
  await page.getByRole('button', { name: f.confirm }).click();
  await page.getByRole('heading', { name: f.step(3) }).waitFor();
  await page.getByRole('button', { name: f.proceed }).click();
  await page.getByRole('heading', { name: f.step(4) }).waitFor();
  await page.getByRole('checkbox', { name: f.terms }).check();
  const notes = page.getByRole('dialog');
  if (await notes.isVisible()) await notes.getByRole('button', { name: f.close }).first().click();
  await page.getByRole('button', { name: w.demoPay }).click();
  await page.getByText(w.paid).waitFor();
  return code;
}

describe.each(['en', 'zh'] as const)('My bookings by the confirmation’s e-mail, in %s', (lang) => {
  it('lists the booking made with a proven phone once the e-mail it was confirmed to is proven', async () => {
    const [f, w, guest] = [flowWords[lang], words[lang], guests[lang]];
    const booking = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    const later = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await booking.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      const code = await bookByPhoneWithTypedEmail(page, lang);

      const mine = await later.newPage();
      await mine.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await mine.goto(`${running.site.url}/my_bookings`);
      await mine.getByLabel(f.email, { exact: true }).fill(guest.login);
      await mine.getByRole('button', { name: f.sendEmail }).click();
      await mine.getByLabel(f.code, { exact: true }).fill(await latestCode(running.site, guest.login));
      await mine.getByRole('button', { name: f.verify, exact: true }).click();
      await mine.getByText(w.searched).first().waitFor();
      expect(await mine.getByText(guest.login).count()).toBeGreaterThan(0);
      const listed = mine.getByRole('listitem').filter({ hasText: code });
      await listed.waitFor();
      expect(await listed.getByText(w.upcoming).count()).toBe(1);
    } finally {
      await booking.close();
      await later.close();
    }
  });
});
