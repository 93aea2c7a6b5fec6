import { describe, expect, it } from 'vitest';
import { lastBookableDay } from '../api-client/rules/booking-window.ts';
import { addDays, addMonths, monthOf } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { chooseOpenDay, flowWords } from './helpers/book-to-payment.ts';
import { setRestaurantSetting } from './helpers/restaurant-settings.ts';
import { startSite } from './support/site-server.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';

/**
 * Step 1 and the calendar as a guest meets them. The restaurant's resend delay stays as shipped, so the
 * resend countdown is still running when the page reloads.
 */
const running = useSiteAndBrowser(async () => {
  const site = await startSite();
  // Every weekday open, so today is never a closed day (closed wins over passed).
  await setRestaurantSetting(site, 'open_weekdays', '0,1,2,3,4,5,6');
  return site;
});

const words = {
  en: {
    resend: /^Resend in \d+ s$/, sentTo: (to: string) => `We sent a code to ${to}.`,
    wrong: (left: number) => `Invalid e-mail code. Please try again. ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    dead: 'Too many wrong attempts. Please request a new code.',
    passed: 'today’s seatings have passed', passedMark: 'passed', later: 'later',
    note: (days: number, date: string) => `Bookings open ${days} days ahead: days after ${date} can be booked later.`,
  },
  zh: {
    resend: /^\d+ 秒后可重发$/, sentTo: (to: string) => `验证码已发送至 ${to}。`,
    wrong: (left: number) => `邮件验证码无效，请重试。 还可尝试 ${left} 次。`,
    dead: '错误次数过多，请重新获取验证码。',
    passed: '今天的入座时间已过', passedMark: '已过', later: '未开放',
    note: (days: number, date: string) => `可预订未来 ${days} 天内的日期，${date}之后的日期稍后开放。`,
  },
} as const;

const dayMonth = (date: string, lang: 'en' | 'zh') => {
  const [, month, day] = date.split('-').map(Number) as [number, number, number];
  const monthName = new Date(Date.UTC(2000, month - 1, 1)).toLocaleString('en-US', { month: 'long', timeZone: 'UTC' });
  return lang === 'zh' ? `${month}月${day}日` : `${day} ${monthName}`;
};

describe.each(['en', 'zh'] as const)('step 1 in %s', (lang) => {
  it('keeps the sent code’s field and countdown over a reload, counts the tries left and says when the code is dead', async () => {
    const w = { ...flowWords[lang], ...words[lang] };
    const email = `reload.${lang}@example.com`;
    const context = await running.browser.newContext({ viewport: { width: 390, height: 844 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      await page.goto(`${running.site.url}/booking`);
      await chooseOpenDay(page, lang, lang === 'en' ? 2 : 3);
      await page.getByRole('button', { name: w.party }).first().click();
      await page.getByRole('heading', { name: w.step(1) }).waitFor();
      await page.getByLabel(w.email).first().fill(email);
      await page.getByRole('button', { name: w.sendEmail }).click();
      await page.getByText(w.sentTo(email)).waitFor();
      await page.getByLabel(w.code, { exact: true }).fill('000000');
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await page.getByText(w.wrong(4)).waitFor();

      await page.reload();
      await page.getByRole('heading', { name: w.step(1) }).waitFor();
      expect(await page.getByLabel(w.email).first().inputValue()).toBe(email);
      await page.getByText(w.sentTo(email)).waitFor();
      const resend = page.getByRole('button', { name: w.resend });
      await resend.waitFor();
      expect(await resend.isDisabled()).toBe(true);

      for (const left of [3, 2, 1]) {
        await page.getByLabel(w.code, { exact: true }).fill('000000');
        await page.getByRole('button', { name: w.verify, exact: true }).click();
        await page.getByText(w.wrong(left)).waitFor();
      }
      await page.getByLabel(w.code, { exact: true }).fill('000000');
      await page.getByRole('button', { name: w.verify, exact: true }).click();
      await page.getByText(w.dead).waitFor();
    } finally {
      await context.close();
    }
  });

  it('says today’s seatings have passed, and why days past the horizon cannot be picked', async () => {
    const w = words[lang];
    const today = todayInShanghai();
    const context = await running.browser.newContext({ viewport: { width: 1280, height: 800 } });
    try {
      const page = await context.newPage();
      await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
      // 23:30 in Shanghai on the restaurant's today, after every seating.
      await page.clock.setFixedTime(new Date(`${today}T23:30:00+08:00`));
      await page.goto(`${running.site.url}/booking`);
      const todayButton = page.locator(`table[role="grid"][aria-busy="false"] button[data-date="${today}"]`);
      await todayButton.waitFor();
      expect(await todayButton.getAttribute('aria-label')).toContain(w.passed);
      expect(await todayButton.getAttribute('aria-disabled')).toBe('true');
      expect(await todayButton.locator('[data-text]').getAttribute('data-text')).toBe(w.passedMark);

      const card = (await (await fetch(`${running.site.url}/api/restaurant`)).json()) as { booking_rules: { horizon_days: number } };
      const last = lastBookableDay(today, card.booking_rules.horizon_days);
      const next = flowWords[lang].nextMonth;
      for (let month = monthOf(today); month < monthOf(last); month = addMonths(month, 1)) await page.getByRole('button', { name: next, exact: true }).click();
      await page.getByText(w.note(card.booking_rules.horizon_days, dayMonth(last, lang))).waitFor();
      // The day after the horizon, when it is in the same month (else the next month is not offered).
      const dayAfter = addDays(last, 1);
      if (monthOf(dayAfter) === monthOf(last)) {
        const after = page.locator(`table[role="grid"][aria-busy="false"] button[data-date="${dayAfter}"]`);
        expect(await after.getAttribute('aria-disabled')).toBe('true');
        expect(await after.locator('[data-text]').getAttribute('data-text')).toBe(w.later);
      }
    } finally {
      await context.close();
    }
  });
});
