import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, restaurantInstant } from '../api-client/rules/restaurant-date.ts';
import { openEvenings, todayInShanghai } from '../server/test/open-evenings.ts';
import { formatVisitDate } from '../widget/rules/formats.ts';
import { useSiteAndBrowser } from './support/site-and-browser.ts';
import { latestCode, startSite } from './support/site-server.ts';

/**
 * What the guest sees of the restaurant's actions: the payment links staff send (a deposit for a booking made
 * for them, the difference for a larger party), each opened from the message and paid with the demo provider.
 */
/** The `n`th evening the demo restaurant opens, at least ten days ahead, as its server says. */
let evenings: string[] = [];
const openEvening = (n: number): string => evenings[n]!;

const running = useSiteAndBrowser(async () => {
  const site = await startSite();
  evenings = await openEvenings(site.url, 6, { fromDaysAhead: 10 });
  return site;
});

const words = {
  en: {
    email: 'E-mail', send: 'Send code by e-mail', code: 'Code', verify: 'Verify',
    terms: 'I have read and accept the important notes',
    close: 'Close',
    demoPay: /Pay with PayPal — Demo payment/,
    paid: 'Payment and booking successful',
    topupTitle: 'Pay the difference for your larger party',
    topupIntro: 'Your booking is now for 4 guests instead of 2. Please pay the deposit of RMB 1,000.00 for the extra guests.',
    list: 'Your bookings',
    upcoming: 'Upcoming booking',
    cancelled: 'Cancelled',
    party: (pax: number) => `${pax} guests`,
    linkSubject: 'Pay the deposit to confirm',
    topupSubject: 'Pay RMB 1,000.00 for your larger party',
  },
  zh: {
    email: '电子邮箱', send: '发送邮件验证码', code: '验证码', verify: '验证',
    terms: '我已阅读并接受重要须知',
    close: '关闭',
    demoPay: /演示支付/,
    paid: '支付成功，预订成功',
    topupTitle: '请支付新增人数的订金',
    topupIntro: '您的预订已由2位改为4位。请支付新增人数的订金 人民币 1,000.00 元。',
    list: '您的预订',
    upcoming: '即将到来的预订',
    cancelled: '已取消',
    party: (pax: number) => `${pax} 位`,
    linkSubject: '请支付订金以确认预订',
    topupSubject: '请支付新增人数的订金 人民币 1,000.00 元',
  },
} as const;


/** A staff action through the admin API (what the command line and the console call). */
async function staff<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`${running.site.url}/api/admin/${path}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${running.site.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The payment link in the e-mail sent to `email` under `subject`, once the outbox worker sent it, on the test's server. */
async function linkInMail(email: string, subject: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const response = await fetch(`${running.site.url}/api/dev/outbox?to=${encodeURIComponent(email)}&limit=20`, { headers: { authorization: `Bearer ${running.site.adminToken}` } });
    const sent = (await response.json()) as Array<{ subject: string; text: string }>;
    const link = sent.filter((message) => message.subject.startsWith(subject)).map((message) => /https?:\/\/\S+\/booking_process\/\S+\?pay=\S+/.exec(message.text)?.[0]).find(Boolean);
    // The e-mail points at the server's public address; the test's server is on another port.
    if (link) return `${running.site.url}${new URL(link).pathname}${new URL(link).search}`;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no e-mail "${subject}" with a payment link for ${email}`);
}

async function guestPage(lang: 'en' | 'zh'): Promise<Page> {
  const context = await running.browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.addInitScript((language) => localStorage.setItem('lang', language), lang);
  return page;
}

describe.each(['en', 'zh'] as const)('payment links the restaurant sends, and its actions in My bookings (%s)', (lang) => {
  it('the guest pays the deposit asked by staff, then the difference of a larger party, and sees the moved and the cancelled booking', async () => {
    const w = words[lang];
    const email = `staff.links.${lang}@example.com`;
    const [first, moved, other] = lang === 'en' ? [openEvening(0), openEvening(1), openEvening(2)] : [openEvening(3), openEvening(4), openEvening(5)];
    const name = lang === 'zh' ? { first_name: '美玲', last_name: '林' } : { first_name: 'Anna', last_name: 'Schmidt' };
    const booked = await staff<{ code: string }>('bookings', { date: first, time: '19:00', party: 2, ...name, email, lang });

    // The guest opens the link from the e-mail: the booking's last step, paid with the demo provider.
    const page = await guestPage(lang);
    await page.goto(await linkInMail(email, w.linkSubject));
    await page.waitForURL(new RegExp(`/booking_process/${booked.code}$`));
    await page.getByRole('checkbox', { name: w.terms }).check();
    const notes = page.getByRole('dialog');
    if (await notes.isVisible()) await notes.getByRole('button', { name: w.close }).first().click();
    await page.getByRole('button', { name: w.demoPay }).click();
    await page.getByRole('heading', { name: w.paid }).waitFor();

    // Staff move it to another evening for 4: the guest pays the difference from the new link.
    await staff(`booking/${booked.code}/move`, { date: moved, time: '19:00', party: 4 });
    const phone = await guestPage(lang);
    await phone.goto(await linkInMail(email, w.topupSubject));
    await phone.getByRole('heading', { name: w.topupTitle }).waitFor();
    await phone.getByText(w.topupIntro).waitFor();
    await phone.getByRole('button', { name: w.demoPay }).click();
    await phone.getByRole('heading', { name: w.paid }).waitFor();
    expect(await phone.getByRole('heading', { name: w.topupTitle }).count()).toBe(0);

    // A second booking staff made for the guest, then cancelled.
    const cancelled = await staff<{ code: string }>('bookings', { date: other, time: '19:00', party: 2, ...name, email, lang, waive_deposit: 'Regular guest' });
    await staff(`booking/${cancelled.code}/cancel`, {});

    // The links proved no contact: My bookings asks the guest for the e-mail's code first.
    await phone.goto(`${running.site.url}/my_bookings`);
    await phone.getByLabel(w.email).fill(email);
    await phone.getByRole('button', { name: w.send }).click();
    await phone.getByLabel(w.code, { exact: true }).fill(await latestCode(running.site, email));
    await phone.getByRole('button', { name: w.verify, exact: true }).click();
    const list = phone.getByRole('list', { name: w.list });
    await list.waitFor();
    const item = (code: string) => list.getByRole('listitem').filter({ hasText: code });
    await item(cancelled.code).getByText(w.cancelled, { exact: true }).waitFor();
    const movedItem = await item(booked.code).innerText();
    expect(movedItem).toContain(w.upcoming);
    expect(movedItem).toContain(formatVisitDate(moved, lang));
    expect(movedItem).toContain(w.party(4));
    expect(movedItem).not.toContain(formatVisitDate(first, lang));
    await page.context().close();
    await phone.context().close();
  }, 240_000);
});

/** The demo's first seating at least two hours ahead: always less than a day away, so a link for it ends when it begins. */
function nextSeatingWithinADay(): { date: string; time: string } {
  for (const date of [todayInShanghai(), addDays(todayInShanghai(), 1)]) {
    for (const time of ['18:00', '18:30', '19:00', '19:30', '20:00']) {
      if (restaurantInstant(date, time).getTime() - Date.now() >= 2 * 3_600_000) return { date, time };
    }
  }
  throw new Error('no seating within a day');
}

describe('a payment link for a seating less than a day away', () => {
  it.each([
    ['en', (date: string, time: string) => `Seats held until ${formatVisitDate(date, 'en')} ${time} (China time)`],
    ['zh', (date: string, time: string) => `座位保留至 ${formatVisitDate(date, 'zh')} ${time}（北京时间）`],
  ] as const)('ends when the seating begins, and the payment page says so (%s)', async (lang, heldUntil) => {
    const open = await fetch(`${running.site.url}/api/admin/settings/open_weekdays`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${running.site.adminToken}`, 'content-type': 'application/json' },
      body: JSON.stringify({ value: '0,1,2,3,4,5,6' }),
    });
    expect(open.status).toBe(200);
    const { date, time } = nextSeatingWithinADay();
    const email = `soon.${lang}@example.com`;
    const booked = await staff<{ code: string; hold_expires_at: string }>('bookings', { date, time, party: 2, first_name: 'Lei', last_name: 'Wang', email, lang });
    expect(booked.hold_expires_at).toBe(restaurantInstant(date, time).toISOString());
    const page = await guestPage(lang);
    await page.goto(await linkInMail(email, words[lang].linkSubject));
    await page.getByRole('timer').getByText(heldUntil(date, time)).waitFor();
    await page.context().close();
  }, 120_000);
});
