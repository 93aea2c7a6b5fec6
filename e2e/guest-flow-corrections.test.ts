import { describe, expect, it } from 'vitest';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { startSiteWithoutResendWait } from './helpers/restaurant-settings.ts';
import { latestCode } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * The flow after step 1 as a guest walks it, mistakes included: an Alipay cancel comes back to step 4 with
 * a word and the terms still accepted; PayPal's confirmation shows its USD charge beside the RMB deposit.
 */
const running = useSiteAndBrowser(startSiteWithoutResendWait);

const words = {
  en: {
    back: 'Back to Your details', typo: 'Wnag', fixed: 'Wang', name: 'Mei Wang',
    urgent: /^Only \d\d:\d\d left: please finish your booking$/, said: /^Only [1-5] minutes? left to complete your booking\.$/,
    alipay: 'Pay with Alipay', notPaid: 'The Alipay payment was not completed, and nothing was charged.',
    paypal: /Pay with PayPal — Demo payment/, charged: /^USD [\d,]+\.\d\d by PayPal$/, chargedLabel: 'Charged', deposit: 'Deposit paid', calendar: 'Add to your calendar',
  },
  zh: {
    back: '返回：您的资料', typo: '汪', fixed: '王', name: '王美',
    urgent: /^仅剩 \d\d:\d\d，请尽快完成预订$/, said: /^完成预订仅剩 [1-5] 分钟。$/,
    alipay: '支付宝支付', notPaid: '支付宝付款未完成，未扣任何款项。',
    paypal: /PayPal 支付 — 演示支付/, charged: /^PayPal 扣款 [\d,]+\.\d\d 美元$/, chargedLabel: '实际扣款', deposit: '已付订金', calendar: '添加到日历',
  },
} as const;

describe.each(['en', 'zh'] as const)('the flow in %s', (lang) => {
  it('goes back to correct step 2, turns urgent near the hold’s end, survives an Alipay cancel and confirms PayPal’s USD', async () => {
    const w = { ...flowWords[lang], ...words[lang] };
    const email = `corrections.${lang}@example.com`;
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      // The address the server names itself by (PUBLIC_URL), where the demo cashier sends the guest back.
      await page.goto(`${running.site.url.replace('127.0.0.1', 'localhost')}/booking`);
      await chooseOpenDay(page, lang, lang === 'en' ? 4 : 5);
      await page.getByRole('button', { name: w.party }).first().click();
      await page.getByRole('heading', { name: w.step(1) }).waitFor();
      await page.getByLabel(w.email).first().fill(email);
      await page.getByRole('button', { name: w.sendEmail }).click();
      await page.getByLabel(w.code, { exact: true }).fill(await latestCode(running.site, email));
      await page.getByRole('button', { name: w.verify, exact: true }).click();

      await page.getByRole('heading', { name: w.step(2) }).waitFor();
      await page.getByLabel(w.first, { exact: true }).fill(lang === 'zh' ? '美' : 'Mei');
      await page.getByLabel(w.last, { exact: true }).fill(w.typo);
      await page.getByRole('radio', { name: w.female }).check();
      await page.getByRole('button', { name: w.confirm }).click();

      // Back from step 3 to step 2: the details as saved, corrected, and on to step 3 again.
      await page.getByRole('heading', { name: w.step(3) }).waitFor();
      await page.getByRole('button', { name: w.back }).click();
      await page.getByRole('heading', { name: w.step(2) }).waitFor();
      expect(await page.getByLabel(w.last, { exact: true }).inputValue()).toBe(w.typo);
      await page.getByLabel(w.last, { exact: true }).fill(w.fixed);
      await page.getByRole('button', { name: w.confirm }).click();
      await page.getByRole('heading', { name: w.step(3) }).waitFor();
      await page.getByRole('button', { name: w.proceed }).click();
      await page.getByRole('heading', { name: w.step(4) }).waitFor();
      expect(await page.locator('main').innerText()).toContain(w.name);

      // The hold's last minutes: urgent words and colour, and one polite sentence.
      const timer = page.getByRole('timer');
      const calm = await timer.evaluate((element) => getComputedStyle(element).color);
      await page.clock.setFixedTime(Date.now() + 26 * 60_000);
      await page.waitForFunction(() => document.querySelector('.tb-countdown--urgent') !== null);
      expect((await timer.innerText()).trim()).toMatch(w.urgent);
      expect(await timer.evaluate((element) => getComputedStyle(element).color)).not.toBe(calm);
      const status = page.locator('.tb-flow [role="status"]').filter({ hasText: w.said });
      expect(await status.count()).toBe(1);
      await page.clock.setFixedTime(Date.now());

      // To Alipay's cashier and cancelled there: back on step 4, terms still accepted, told why.
      await page.getByRole('checkbox', { name: w.terms }).check();
      const notes = page.getByRole('dialog');
      if (await notes.isVisible()) await notes.getByRole('button', { name: w.close }).first().click();
      await page.getByRole('button', { name: w.alipay }).click();
      await page.waitForURL(/\/demo-pay\/alipay\//);
      await page.getByRole('button', { name: /Cancel · 取消/ }).click();
      await page.waitForURL(/\/booking_process\//);
      await page.getByRole('heading', { name: w.step(4) }).waitFor();
      await page.getByText(w.notPaid).waitFor();
      expect(await page.getByRole('checkbox', { name: w.terms }).isChecked()).toBe(true);

      // PayPal charges the deposit in USD: the confirmation says so beside the RMB deposit.
      await page.getByRole('button', { name: w.paypal }).click();
      await page.getByRole('heading', { name: w.calendar }).waitFor();
      const row = (label: string) => page.locator('dl.tb-review > div').filter({ has: page.locator('dt', { hasText: label }) }).locator('dd');
      await row(w.chargedLabel).waitFor();
      expect((await row(w.chargedLabel).innerText()).trim()).toMatch(w.charged);
      expect(await row(w.deposit).innerText()).toMatch(lang === 'zh' ? /人民币 [\d,]+\.\d\d 元/ : /RMB [\d,]+\.\d\d/);
    } finally {
      await context.close();
    }
  });
});
