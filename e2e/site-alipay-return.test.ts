import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from './support/chromium.ts';
import { latestCode, startSite, type RunningSite } from './support/site-server.ts';

/**
 * Issue 16: an Alipay deposit paid at the demo cashier landed on /booking_result saying
 * "Payment Not Confirmed", because the page added a total_fee that Alipay never signed. Walked
 * here as a guest does, on a desktop (page pay) and on a phone (wap pay), in both languages.
 */
let site: RunningSite;
let browser: Browser;
beforeAll(async () => {
  [site, browser] = await Promise.all([startSite({ OTP_RESEND_SECONDS: '0' }), launchChromium()]);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1280, height: 900 } };

const words = {
  en: {
    closed: 'closed', available: 'available', party: /^2 guests, 19:00/, step: (n: number) => new RegExp(`Step ${n}`), email: 'E-mail',
    sendEmail: 'Send code by e-mail', code: 'Code', verify: 'Verify', first: 'First name', last: 'Last name', female: 'Female',
    confirm: 'Confirm', proceed: 'Proceed to Payment', terms: 'I have read and accept the important notes', close: 'Close',
    alipay: 'Pay with Alipay', confirmed: 'Booking Confirmed', thanks: 'Thank you, Ms Mei Wang.', persons: '2', time: '19:00',
  },
  zh: {
    closed: '休息', available: '可预订', party: '2 位，19:00', step: (n: number) => new RegExp(`第 ${n} 步`), email: '电子邮箱',
    sendEmail: '发送邮件验证码', code: '验证码', verify: '验证', first: '名', last: '姓', female: '女',
    confirm: '确认', proceed: '前往支付', terms: '我已阅读并接受重要须知', close: '关闭',
    alipay: '支付宝支付', confirmed: '预订成功', thanks: '谢谢您，王美女士。', persons: '2', time: '19:00',
  },
} as const;

async function bookUpToPayment(page: Page, lang: 'en' | 'zh', email: string): Promise<void> {
  const w = words[lang];
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  await page.goto(`${site.url}/booking`);
  await page.locator(`button[data-date][aria-label*="${w.closed}"]`).first().waitFor({ state: 'attached' });
  const day = await page.locator('button[data-date]').evaluateAll(
    (buttons, word) =>
      buttons
        .filter((b) => !(b as HTMLButtonElement).disabled && b.getAttribute('aria-disabled') !== 'true')
        .filter((b) => (b.getAttribute('aria-label') ?? '').includes(word))
        .map((b) => b.getAttribute('data-date')!)
        .sort()[1],
    w.available,
  );
  expect(day).toBeTruthy();
  await page.locator(`button[data-date="${day}"]`).click();
  await page.getByRole('button', { name: w.party }).first().click();
  await page.waitForURL(/\/booking_process\/[^/]+$/);

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
}

describe('an Alipay deposit paid at the demo cashier', () => {
  it.each([
    ['desktop', 'en', DESKTOP],
    ['desktop', 'zh', DESKTOP],
    ['phone', 'en', PHONE],
    ['phone', 'zh', PHONE],
  ] as const)('ends on /booking_result as Booking Confirmed (%s, %s)', async (device, lang, options) => {
    const context = await browser.newContext(options);
    try {
      const page = await context.newPage();
      const w = words[lang];
      await bookUpToPayment(page, lang, `alipay.${device}.${lang}@example.com`);
      await page.getByRole('button', { name: w.alipay }).click();
      // The demo cashier stands in for Alipay's: wap pay on a phone, page pay on a desktop.
      await page.waitForURL(/\/demo-pay\/alipay\//);
      await page.getByRole('button', { name: /Pay .* · 支付/ }).click();
      await page.waitForURL(/\/booking_result\?/);
      expect(new URL(page.url()).searchParams.get('method')).toBe(device === 'phone' ? 'alipay.trade.wap.pay.return' : 'alipay.trade.page.pay.return');

      await page.getByRole('heading', { name: w.confirmed }).waitFor();
      const text = await page.locator('main').innerText();
      expect(text).toContain(w.thanks);
      expect(text).toMatch(new RegExp(`${w.persons}`));
      expect(text).toContain(w.time);
      expect(text).not.toMatch(/Payment Not Confirmed|支付未确认/);
    } finally {
      await context.close();
    }
  });
});
