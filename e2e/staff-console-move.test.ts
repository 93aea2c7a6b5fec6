import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { focusedName, tabTo } from './helpers/keyboard.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, guestBooks, openRestaurant, memberBrowsers, type Restaurant } from './helpers/staff-console.ts';

/**
 * An owner's move by keyboard alone is first refused as too close to the visit, then made past the rules; the
 * owner, the booking, a host's Tonight in another browser and the guest's mail all show it and the payment
 * link for the difference. In English and Chinese.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', tonight: 'Tonight', book: 'Book', search: 'Search by name, phone, e-mail or code',
    move: 'Move', time: 'New time', party: 'Guests', override: /^Past the rules/, submitMove: /^Move booking$/,
    tooLate: 'The visit is too close for a change; tick “Past the rules” to move it anyway.',
    moved: (code: string, date: string) => `${code} moved to ${date} 23:15, 4 guests.`,
    link: /A link to pay the difference of RMB 1,000\.00 was sent by e-mail; it can be paid until (\d{4}-\d\d-\d\d \d\d:\d\d) \(China time\)\. Unpaid by then, the booking goes back to the party paid for\./,
    told: 'The guest is told of the move by e-mail.',
    topup: (until: string) => `From 2 to 4 guests: RMB 1,000.00 asked by a payment link, open until ${until} (China time).`,
    guests: '4 guests',
    changedMail: 'Booking changed:', linkMail: 'Pay RMB 1,000.00 for your larger party',
    movedSmaller: (code: string, date: string) => `${code} moved to ${date} 23:45, 2 guests.`,
    paidBeyond: 'The guest paid RMB 1,000.00 beyond the smaller party’s deposit: a refund may be due.',
    refund: 'Refund', amount: 'Amount (RMB)', confirmRefund: 'Refund RMB 1,000.00 to Ada Park by WeChat Pay?', refunded: /RMB 1,000\.00 refund: (done|on its way|waiting for the provider)\./, refundMail: 'Refund of RMB 1,000.00',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', tonight: '今晚', book: '预订簿', search: '按姓名、电话、邮箱或预订码搜索',
    move: '改期', time: '新时间', party: '人数', override: /^不受规则限制/, submitMove: /^改期$/,
    tooLate: '离到店日太近，无法更改；如仍要改期，请勾选“不受规则限制”。',
    moved: (code: string, date: string) => `${code} 已改到 ${date} 23:15，4位。`,
    link: /已通过邮件发送补付差额 人民币 1,000\.00 元 的付款链接，可在 (\d{4}-\d\d-\d\d \d\d:\d\d)（北京时间）前支付。逾期未付，预订将改回已付订金的人数。/,
    told: '已通过邮件通知客人改期。',
    topup: (until: string) => `由2位改为4位：付款链接待付 人民币 1,000.00 元，有效期至 ${until}（北京时间）。`,
    guests: '4位',
    changedMail: '预订已更改', linkMail: '请支付新增人数的订金 人民币 1,000.00 元',
    movedSmaller: (code: string, date: string) => `${code} 已改到 ${date} 23:45，2位。`,
    paidBeyond: '客人已付订金比减少后的人数多 人民币 1,000.00 元：可能需要退款。',
    refund: '退款', amount: '金额（人民币）', confirmRefund: '确认通过微信支付向Ada Park退款 人民币 1,000.00 元？', refunded: /退款 人民币 1,000\.00 元：(已完成|处理中|等待支付机构)。/, refundMail: '退款 人民币 1,000.00 元',
  },
} as const;
type Lang = keyof typeof WORDS;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
const today = todayInShanghai();
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startSite({}, { shanghaiTime: '17:00' });
  restaurant = await openRestaurant(site, 'owner@move.test');
  // A second seating tonight to move a party to; the server's clock starts at 17:00, so both are ahead.
  await restaurant.call('POST', '/api/admin/seatings', { time: '23:15' });
  for (const lang of ['en', 'zh']) {
    await addMember(restaurant, `owner-${lang}@move.test`, 'owner');
    await addMember(restaurant, `host-${lang}@move.test`, 'host');
  }
  browser = await launchChromium();
  signInAs = memberBrowsers(restaurant, () => browser, contexts);
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await site?.stop();
});

/** A member at Tonight on their own browser; their session is kept, as a new code waits for the resend delay. */
let signInAs: ReturnType<typeof memberBrowsers>;
const signedIn = (role: 'owner' | 'host', lang: Lang, device: typeof PHONE | typeof DESK): Promise<Page> =>
  signInAs(`${role}-${lang}@move.test`, lang, WORDS[lang], device);

/** The messages sent to `to` so far (the outbox's worker delivers them), newest first. */
async function mailTo(to: string, subject: string, code: string): Promise<{ subject: string; text: string }> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const sent = await restaurant.call<Array<{ subject: string; text: string }>>('GET', `/api/dev/outbox?to=${encodeURIComponent(to)}&limit=20`);
    const found = sent.find((message) => message.subject.startsWith(subject) && message.subject.endsWith(code));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`no "${subject}" for ${code} sent to ${to}`);
}

describe.each([
  ['en', DESK, PHONE],
  ['zh', PHONE, DESK],
] as const)('moving a booking from the console in %s', (lang, ownerDevice, hostDevice) => {
  const w = WORDS[lang];

  it('moves tonight’s party to 23:15 for 4 by keyboard, says the pay link sent, and a host’s Tonight follows without reloading', async () => {
    const email = `guest-${lang}@move.test`;
    const [first, last] = lang === 'en' ? ['Lin', 'Zhao'] : ['琳', '赵'];
    const name = lang === 'en' ? 'Lin Zhao' : '赵琳';
    const party = await guestBooks(restaurant, { date: today, time: '23:45', pax: 2, email, first, last, lang });
    const host = await signedIn('host', lang, hostDevice);
    const owner = await signedIn('owner', lang, ownerDevice);
    const seating = (time: string) => host.getByRole('region', { name: new RegExp(`^${time} · `) });
    await seating('23:45').getByRole('article', { name }).waitFor();

    await owner.getByRole('link', { name: w.book, exact: true }).click();
    await owner.getByLabel(w.search).fill(party.code);
    await owner.getByRole('button', { name: new RegExp(party.code) }).click();
    const move = owner.getByRole('region', { name: w.move, exact: true });
    await move.getByLabel(w.time, { exact: true }).waitFor();
    // axe with the move form open, as the owner is about to use it.
    expect(await seriousViolations(owner)).toEqual([]);

    // By keyboard: the earlier seating, a party of 4, sent; refused as too close to the visit.
    await move.getByLabel(w.time, { exact: true }).focus();
    await owner.keyboard.press('ArrowUp');
    expect(await move.getByLabel(w.time, { exact: true }).inputValue()).toBe('23:15');
    await tabTo(owner, new RegExp(`^${w.party}$`));
    await owner.keyboard.press('ControlOrMeta+A');
    await owner.keyboard.type('4');
    await tabTo(owner, w.submitMove);
    await owner.keyboard.press('Enter');
    await move.getByRole('alert').getByText(w.tooLate).waitFor();
    expect(await restaurant.call('GET', `/api/admin/booking/${party.code}`)).toMatchObject({ time: '23:45', pax: 2, topups: [] });

    // Past the rules (Space on the checkbox), then sent again.
    while (!w.override.test(await focusedName(owner))) await owner.keyboard.press('Shift+Tab');
    await owner.keyboard.press('Space');
    await tabTo(owner, w.submitMove);
    await owner.keyboard.press('Enter');
    const notice = owner.locator('.booking-detail > p.notice[role="status"]');
    await expect.poll(() => notice.innerText(), { timeout: 15_000 }).toContain(w.moved(party.code, today));
    const said = await notice.innerText();
    const until = w.link.exec(said)?.[1];
    expect(said, said).toMatch(w.link);
    expect(said).toContain(w.told);
    // The booking, read again, shows the new seating and the link still to pay.
    await owner.locator('.detail-facts').getByText(w.topup(until!)).waitFor();
    expect(await restaurant.call('GET', `/api/admin/booking/${party.code}`)).toMatchObject({ time: '23:15', pax: 4, topups: [{ status: 'open', pax_before: 2, pax_after: 4, amount_fen: 1000_00 }] });
    expect(await seriousViolations(owner)).toEqual([]);

    // The host's Tonight, on the other browser, moves the party by itself.
    const moved = seating('23:15').getByRole('article', { name });
    await moved.waitFor({ timeout: 15_000 });
    await moved.getByText(w.guests, { exact: true }).waitFor();
    await seating('23:45').getByRole('article', { name }).waitFor({ state: 'detached' });

    // The guest is told of the change and sent the link, in their language.
    expect((await mailTo(email, w.changedMail, party.code)).text).toContain('23:15');
    expect((await mailTo(email, w.linkMail, party.code)).text).toMatch(new RegExp(`/booking_process/${party.code}\\?pay=[\\w-]+`));
  }, 120_000);

  it('moves a party to a smaller one: says what was paid beyond, and the owner refunds it by keyboard; the guest is told', async () => {
    const email = `smaller-${lang}@move.test`;
    const date = addDays(today, lang === 'en' ? 10 : 11);
    const party = await guestBooks(restaurant, { date, time: '23:45', pax: 4, email, first: 'Ada', last: 'Park', lang });
    const owner = await signedIn('owner', lang, ownerDevice);
    await owner.getByRole('link', { name: w.book, exact: true }).click();
    await owner.getByLabel(w.search).fill(party.code);
    await owner.getByRole('button', { name: new RegExp(party.code) }).click();
    const move = owner.getByRole('region', { name: w.move, exact: true });
    await move.getByLabel(w.party, { exact: true }).focus();
    await owner.keyboard.press('ControlOrMeta+A');
    await owner.keyboard.type('2');
    await tabTo(owner, w.submitMove);
    await owner.keyboard.press('Enter');
    const notice = owner.locator('.booking-detail > p.notice[role="status"]');
    await expect.poll(() => notice.innerText(), { timeout: 15_000 }).toContain(w.movedSmaller(party.code, date));
    expect(await notice.innerText()).toContain(w.paidBeyond);

    const refund = owner.getByRole('region', { name: w.refund, exact: true });
    await refund.getByLabel(w.amount, { exact: true }).focus();
    await owner.keyboard.type('1000');
    await owner.keyboard.press('Enter');
    // Above the restaurant's RMB 500, the refund is said in full and sent only once confirmed (focus is on "yes").
    await refund.getByRole('alert').getByText(w.confirmRefund, { exact: true }).waitFor();
    expect(await restaurant.call('GET', `/api/admin/booking/${party.code}`)).toMatchObject({ refunds: [] });
    expect(await seriousViolations(owner)).toEqual([]);
    await owner.keyboard.press('Enter');
    await expect.poll(() => notice.innerText(), { timeout: 15_000 }).toMatch(w.refunded);
    expect(await restaurant.call('GET', `/api/admin/booking/${party.code}`)).toMatchObject({ pax: 2, refunds: [{ amount_minor: 1000_00 }] });
    expect(await mailTo(email, w.refundMail, party.code)).toBeTruthy();
  }, 120_000);
});
