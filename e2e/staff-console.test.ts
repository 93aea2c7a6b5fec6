import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../api-client/rules/restaurant-date.ts';
import { todayInShanghai } from '../server/test/open-evenings.ts';
import { tabTo } from './helpers/keyboard.ts';
import { seriousViolations } from './support/axe.ts';
import { launchChromium } from './support/chromium.ts';
import { startSite, type RunningSite } from './support/site-server.ts';
import { addMember, guestAsks, guestBooks, openRestaurant, memberBrowsers, type GuestBooking, type Restaurant } from './helpers/staff-console.ts';

/**
 * The staff console at /staff against the real server, each member in their own browser, so one sees another's
 * work without reloading; a refused action is said in the console's language and changes nothing.
 */
const WORDS = {
  en: {
    email: 'E-mail', send: 'Send code', code: 'Code from the e-mail', submit: 'Sign in', forbidden: 'Only a manager or an owner can open this page.',
    tonight: 'Tonight', book: 'Book', inbox: 'Inbox', arrived: 'Arrived', expected: 'Expected', search: 'Search by name, phone, e-mail or code',
    cancelBookingHeading: 'Cancel booking', cancelBooking: (code: string) => `Cancel booking ${code}`, keep: 'Keep it', cancelled: 'Cancelled', cancelledNote: (code: string) => `Booking ${code} is cancelled.`,
    tooEarly: 'The seating has not started yet; mark it from its time on.',
    decline: 'Decline, with a reply', reply: 'Reply to the guest', sendReply: 'Send the reply', declined: (code: string) => `The reply is on its way to the guest of ${code}.`,
    cancelAction: 'Cancel the booking', cancelledOnRequest: (code: string) => `${code} is cancelled; the guest is told.`, refund: 'Refund', restaurant: 'Restaurant',
    guests: 'Guests', findGuest: 'Find by name, phone or e-mail', find: 'Find', vip: 'VIP', saveFor: (name: string) => `Save notes on ${name}`, saved: 'Saved.',
    replyTo: (name: string) => `Reply to ${name} by e-mail`, sendReplyMail: 'Send reply', replySent: (name: string) => `Your reply to ${name} is on its way.`,
    forGuest: 'Book for a guest', forGuestHeading: 'Book for a guest who phoned or wrote', date: 'Date', time: 'Time', first: 'First name', last: 'Last name', waive: 'Waive the deposit', why: 'Why it is waived', bookIt: 'Book',
    noContact: 'Give the guest’s phone or e-mail. A payment link needs an e-mail or a mainland mobile, or waive the deposit.', phone: 'Phone', booked: 'the deposit is waived and the guest is told.',
    chinese: { first: '磊', last: '王', name: '王磊', typed: ['王磊', '王 磊'] }, waived: 'Deposit waived: Regular guest', reason: 'Regular guest',
    audit: 'Audit', auditCode: 'Booking code', show: 'Show', refundAction: 'Refund', refunded: 'RMB 100.00 refunded (WeChat Pay)', by: 'by owner@console.test',
  },
  zh: {
    email: '邮箱', send: '发送验证码', code: '邮件中的验证码', submit: '登录', forbidden: '只有经理或店主可以打开此页。',
    tonight: '今晚', book: '预订簿', inbox: '收件箱', arrived: '已到店', expected: '待到店', search: '按姓名、电话、邮箱或预订码搜索',
    cancelBookingHeading: '取消预订', cancelBooking: (code: string) => `取消预订 ${code}`, keep: '不退', cancelled: '已取消', cancelledNote: (code: string) => `预订 ${code} 已取消。`,
    tooEarly: '此场次尚未开始，请到时间后再标记。',
    decline: '拒绝并回复', reply: '给客人的回复', sendReply: '发送回复', declined: (code: string) => `回复已发给 ${code} 的客人。`,
    cancelAction: '取消预订', cancelledOnRequest: (code: string) => `${code} 已取消，已通知客人。`, refund: '退款', restaurant: '餐厅',
    guests: '客人', findGuest: '按姓名、电话或邮箱查找', find: '查找', vip: '贵宾', saveFor: (name: string) => `保存关于${name}的备注`, saved: '已保存。',
    replyTo: (name: string) => `通过邮件回复 ${name}`, sendReplyMail: '发送回复', replySent: (name: string) => `给 ${name} 的回复正在发送。`,
    forGuest: '为客人预订', forGuestHeading: '为来电或来信的客人预订', date: '日期', time: '时间', first: '名', last: '姓', waive: '免收订金', why: '免收原因', bookIt: '预订',
    noContact: '请填写客人的电话或邮箱。付款链接需要邮箱或大陆手机号，否则请免收订金。', phone: '电话', booked: '免收订金，已通知客人。',
    chinese: { first: '娜', last: '李', name: '李娜', typed: ['李 娜', '李娜'] }, waived: '免订金：老客人', reason: '老客人',
    audit: '操作记录', auditCode: '预订编号', show: '显示', refundAction: '退款', refunded: '已退款 人民币 100.00 元（微信支付）', by: '操作人：owner@console.test',
  },
} as const;
type Lang = keyof typeof WORDS;

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const DESK = { viewport: { width: 1280, height: 900 } };

let site: RunningSite;
let restaurant: Restaurant;
let browser: Browser;
const today = todayInShanghai();
let guests = 0;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  site = await startSite({}, { shanghaiTime: '17:00' });
  restaurant = await openRestaurant(site, 'owner@console.test');
  for (const lang of ['en', 'zh']) {
    await addMember(restaurant, `owner-${lang}@console.test`, 'owner');
    await addMember(restaurant, `manager-${lang}@console.test`, 'manager');
    await addMember(restaurant, `host-${lang}@console.test`, 'host');
  }
  browser = await launchChromium();
  signInAs = memberBrowsers(restaurant, () => browser, contexts);
});
afterAll(async () => {
  await browser?.close();
  await site?.stop();
});

/** A guest's paid booking: `daysAhead` from today at the late seating (today's is still ahead). */
function booking(daysAhead: number, first: string, last: string, food = ''): Promise<GuestBooking> {
  guests += 1;
  return guestBooks(restaurant, { date: addDays(today, daysAhead), time: '23:45', pax: 2, email: `guest${guests}@console.test`, first, last, food });
}

/** A member at Tonight on their own browser; their session is kept, as a new code waits for the resend delay. */
let signInAs: ReturnType<typeof memberBrowsers>;
const signedIn = (role: 'owner' | 'host' | 'manager', lang: Lang, device: typeof PHONE | typeof DESK): Promise<Page> =>
  signInAs(`${role}-${lang}@console.test`, lang, WORDS[lang], device);

async function closeAll(): Promise<void> {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
}

const bookingStatus = async (code: string) => (await restaurant.call<{ status: string; arrived: boolean }>('GET', `/api/admin/booking/${code}`));

describe.each(['en', 'zh'] as const)('the staff console in %s', (lang) => {
  const w = WORDS[lang];

  it('signs a host in by e-mail code on a phone; the host marks a party arrived and a manager on a desk sees it without reloading', async () => {
    const party = await booking(0, lang === 'en' ? 'Mei' : '美玲', lang === 'en' ? 'Wang' : '王', 'Shellfish');
    const host = await signedIn('host', lang, PHONE);
    const manager = await signedIn('manager', lang, DESK);
    const name = lang === 'en' ? 'Mei Wang' : '王美玲';
    // A host's console has no inbox; the manager's has.
    await expect(host.getByRole('link', { name: w.inbox }).count()).resolves.toBe(0);
    await expect(manager.getByRole('link', { name: w.inbox }).count()).resolves.toBe(1);
    const onManager = manager.getByRole('article', { name });
    await expect(onManager.getByText(w.expected, { exact: true }).count()).resolves.toBe(1);
    expect(await seriousViolations(host)).toEqual([]);

    await host.getByRole('article', { name }).getByRole('button', { name: `${w.arrived}${lang === 'en' ? ': ' : '：'}${name}` }).click();
    await host.getByRole('article', { name }).getByText(w.arrived, { exact: true }).waitFor();
    // The manager's console is told by the server's events, with no reload.
    await onManager.getByText(w.arrived, { exact: true }).waitFor({ timeout: 15_000 });
    expect(await bookingStatus(party.code)).toMatchObject({ status: 'pending', arrived: true });

    // The server refuses the host a refund too, whatever the page offers.
    const me = await (await host.request.get(`${site.url}/api/staff/me`)).json();
    const refused = await host.request.post(`${site.url}/api/admin/booking/${party.code}/refund`, { headers: { 'x-staff-xsrf': me.xsrf }, data: {} });
    expect([refused.status(), (await refused.json()).least_role]).toEqual([403, 'manager']);
    expect((await host.request.get(`${site.url}/api/admin/settings`)).status()).toBe(403);
    // Nor does the console open the restaurant's settings for a host, typed address or not.
    await host.goto(`${site.url}/staff/restaurant`);
    await host.getByRole('alert').getByText(w.forbidden).waitFor();
    await closeAll();
  });

  it('an owner and a host side by side: a cancel by keyboard in one leaves tonight in the other without reloading; the host has no refund', async () => {
    const kept = await booking(0, lang === 'en' ? 'Jia' : '佳', lang === 'en' ? 'Song' : '宋');
    const gone = await booking(0, lang === 'en' ? 'Bo' : '波', lang === 'en' ? 'Han' : '韩');
    const owner = await signedIn('owner', lang, DESK);
    const host = await signedIn('host', lang, PHONE);
    const keptName = lang === 'en' ? 'Jia Song' : '宋佳';
    const goneOnHost = host.getByRole('article', { name: lang === 'en' ? 'Bo Han' : '韩波' });
    await goneOnHost.waitFor();

    // The host marks a party arrived with the keyboard alone.
    await host.getByRole('article', { name: keptName }).getByRole('button', { name: `${w.arrived}${lang === 'en' ? ': ' : '：'}${keptName}` }).focus();
    await host.keyboard.press('Enter');
    await host.getByRole('article', { name: keptName }).getByText(w.arrived, { exact: true }).waitFor();
    expect(await bookingStatus(kept.code)).toMatchObject({ arrived: true });

    // The owner finds the other booking, opens it and cancels it, all by keyboard.
    await owner.getByRole('link', { name: w.book, exact: true }).click();
    await owner.getByLabel(w.search).fill(gone.code);
    await tabTo(owner, new RegExp(gone.code));
    await owner.keyboard.press('Enter');
    await owner.getByRole('heading', { name: w.cancelBookingHeading }).waitFor();
    await owner.getByRole('radio', { name: w.keep }).focus();
    await owner.keyboard.press('Space');
    await tabTo(owner, new RegExp(`^${w.cancelBooking(gone.code)}$`));
    await owner.keyboard.press('Enter');
    await owner.getByRole('status').getByText(w.cancelledNote(gone.code)).waitFor();
    expect(await bookingStatus(gone.code)).toMatchObject({ status: 'cancelled' });
    // The host's tonight drops the cancelled party by itself.
    await goneOnHost.waitFor({ state: 'detached', timeout: 15_000 });

    // The host opens a booking from the book: marks only, no cancel and no refund; no settings in the menu.
    await host.getByRole('link', { name: w.book, exact: true }).click();
    await host.getByLabel(w.search).fill(kept.code);
    await host.getByRole('button', { name: new RegExp(kept.code) }).click();
    await host.locator('.detail-facts').getByText(kept.code).waitFor();
    await expect(host.getByRole('heading', { name: w.refund, exact: true }).count()).resolves.toBe(0);
    await expect(host.getByRole('heading', { name: w.cancelBookingHeading }).count()).resolves.toBe(0);
    await expect(host.getByRole('link', { name: w.restaurant, exact: true }).count()).resolves.toBe(0);
    await expect(owner.getByRole('link', { name: w.restaurant, exact: true }).count()).resolves.toBe(1);
    await closeAll();
  });

  it('cancels a booking from the book; a refused mark is said in the language and changes nothing', async () => {
    const party = await booking(10, 'James', 'Li');
    const manager = await signedIn('manager', lang, lang === 'en' ? DESK : PHONE);
    await manager.getByRole('link', { name: w.book, exact: true }).click();
    await manager.getByLabel(w.search).fill(party.code);
    await manager.getByRole('button', { name: new RegExp(party.code) }).click();
    await manager.getByRole('heading', { name: w.cancelBookingHeading }).waitFor();

    // Arrived on a later evening: refused, in words, and the booking is as it was.
    await manager.getByRole('button', { name: w.arrived, exact: true }).click();
    await manager.getByRole('alert').getByText(w.tooEarly).waitFor();
    expect(await bookingStatus(party.code)).toMatchObject({ status: 'pending', arrived: false });

    await manager.getByRole('radio', { name: w.keep }).check();
    await manager.getByRole('button', { name: w.cancelBooking(party.code) }).click();
    await manager.getByRole('status').getByText(w.cancelledNote(party.code)).waitFor();
    await manager.locator('.detail-facts').getByText(w.cancelled, { exact: true }).waitFor();
    expect(await bookingStatus(party.code)).toMatchObject({ status: 'cancelled' });
    expect(await seriousViolations(manager)).toEqual([]);
    await closeAll();
  });

  it('books for a guest who phoned: refused without a contact, booked with the deposit waived', async () => {
    const manager = await signedIn('manager', lang, lang === 'en' ? PHONE : DESK);
    await manager.getByRole('link', { name: w.book, exact: true }).click();
    await manager.getByRole('button', { name: w.forGuest }).click();
    const form = manager.getByRole('region', { name: w.forGuestHeading });
    const day = addDays(today, lang === 'en' ? 14 : 15);
    await form.getByLabel(w.date, { exact: true }).fill(day);
    await form.getByLabel(w.time, { exact: true }).selectOption('23:45');
    await form.getByLabel(w.first, { exact: true }).fill('Jun');
    await form.getByLabel(w.last, { exact: true }).fill('Chen');
    await form.getByRole('button', { name: w.bookIt, exact: true }).click();
    await form.getByRole('alert').getByText(w.noContact).waitFor();
    expect((await restaurant.call<unknown[]>('GET', `/api/admin/bookings?date=${day}`)).length).toBe(0);

    await form.getByLabel(w.phone, { exact: true }).fill('13800138000');
    await form.getByRole('radio', { name: w.waive }).check();
    await form.getByLabel(w.why).fill(lang === 'en' ? 'Regular guest' : '老客人');
    await form.getByRole('button', { name: w.bookIt, exact: true }).click();
    await form.getByRole('status').getByText(w.booked, { exact: false }).waitFor();
    const booked = await restaurant.call<Array<{ code: string; status: string; last_name: string }>>('GET', `/api/admin/bookings?date=${day}`);
    expect(booked).toEqual([expect.objectContaining({ status: 'pending', last_name: 'Chen' })]);
    await closeAll();
  });

  it('finds a full Chinese name in the Book and Guests, says a waived deposit is waived, and the audit who refunded whom', async () => {
    const { first, last, name, typed } = w.chinese;
    const party = await booking(lang === 'en' ? 3 : 4, first, last);
    const phoned = `Chen ${lang}`;
    const waived = await restaurant.call<{ code: string }>('POST', '/api/admin/bookings', { date: today, time: '23:45', party: 1, first_name: phoned, last_name: 'Jun', phone: '13800138000', waive_deposit: w.reason });
    await restaurant.call('POST', `/api/admin/booking/${party.code}/refund`, { amount: 100 });
    const owner = await signedIn('owner', lang, lang === 'en' ? PHONE : DESK);
    // Tonight: the party booked with the deposit waived is not asked to pay.
    await owner.getByRole('article', { name: `${phoned} Jun` }).getByText(w.waived, { exact: true }).waitFor();

    // The Book's week, searched by the full name as written: the booking is found, named as written.
    await owner.getByRole('link', { name: w.book, exact: true }).click();
    await owner.getByRole('radio', { name: lang === 'en' ? 'Week' : '周' }).check();
    for (const search of typed) {
      await owner.getByLabel(w.search).fill(search);
      await owner.getByRole('button', { name: new RegExp(`${party.code}.*${name}`) }).waitFor();
    }
    await owner.getByRole('link', { name: w.guests, exact: true }).click();
    for (const search of typed) {
      await owner.getByLabel(w.findGuest).fill(search);
      await owner.getByRole('button', { name: w.find, exact: true }).click();
      await owner.getByRole('listitem', { name }).first().waitFor();
    }

    await owner.getByRole('link', { name: w.audit, exact: true }).click();
    await owner.getByLabel(w.auditCode).fill(party.code.toLowerCase());
    await owner.getByRole('button', { name: w.show, exact: true }).click();
    const entry = owner.getByRole('listitem').filter({ hasText: w.refunded });
    await entry.waitFor();
    await expect(entry.textContent()).resolves.toContain(`${w.refundAction} · ${party.code} · ${name} · ${w.by}`);
    await expect(owner.locator('.audit-list > li').count()).resolves.toBe(1);
    expect(await owner.locator('.audit-list').textContent()).not.toMatch(/booking_id|\{/);
    expect(await seriousViolations(owner)).toEqual([]);
    // Tonight's counter seats are few: the next tests' parties need this one's back.
    await restaurant.call('POST', `/api/admin/booking/${waived.code}/cancel`, { refund: 'none' });
    await closeAll();
  });

  it("shows a host a guest's allergies and keeps the host's note and tag", async () => {
    const last = lang === 'en' ? 'Okafor' : '欧阳';
    await booking(20, lang === 'en' ? 'Ada' : '娜', last, 'Peanut allergy');
    const host = await signedIn('host', lang, PHONE);
    await host.getByRole('link', { name: w.guests, exact: true }).click();
    await host.getByLabel(w.findGuest).fill(last);
    await host.getByRole('button', { name: w.find, exact: true }).click();
    const name = lang === 'en' ? 'Ada Okafor' : '欧阳娜';
    const card = host.getByRole('listitem', { name });
    await card.getByText('Peanut allergy').waitFor();
    await card.getByLabel(lang === 'en' ? `Notes on ${name} (staff only)` : `关于${name}的备注（仅员工可见）`).fill('Sits by the window');
    await card.getByRole('checkbox', { name: w.vip }).check();
    await card.getByRole('button', { name: w.saveFor(name) }).click();
    await card.getByRole('status').getByText(w.saved).waitFor();
    const [kept] = await restaurant.call<Array<{ notes: string; tags: string[]; allergies: string[] }>>('GET', `/api/staff/guests?search=${encodeURIComponent(last)}`);
    expect(kept).toMatchObject({ notes: 'Sits by the window', tags: ['vip'], allergies: ['Peanut allergy'] });
    expect(await seriousViolations(host)).toEqual([]);
    await closeAll();
  });

  it("acts on a guest's request from the inbox, where it arrives without reloading", async () => {
    const party = await booking(12, 'Lan', 'Zhou');
    const manager = await signedIn('manager', lang, lang === 'en' ? PHONE : DESK);
    await manager.getByRole('link', { name: w.inbox }).click();
    await manager.getByRole('heading', { name: w.inbox, level: 1 }).waitFor();
    await guestAsks(party, lang === 'en' ? 'change' : 'cancel', lang === 'en' ? 'Could we come a day later?' : '我们无法前来，请取消。');
    const item = manager.getByRole('listitem').filter({ hasText: party.code });
    await item.waitFor({ timeout: 15_000 });
    // Each request says who asked, for which seating, and when they asked.
    const asked = lang === 'en' ? `Lan Zhou asks to change ${party.code} (${party.date} 23:45, 2 guests)` : `Lan Zhou 请求取消 ${party.code}（${party.date} 23:45，2位）`;
    await item.getByRole('heading', { name: asked }).waitFor();
    expect(await item.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d\d-\d\dT/);
    await item.locator('time').getByText(/^\d{4}-\d\d-\d\d \d\d:\d\d$/).waitFor();
    // Acted on by keyboard alone: choose with Space, move on with Tab, send with Enter.
    if (lang === 'en') {
      await item.getByRole('radio', { name: w.decline }).focus();
      await manager.keyboard.press('Space');
      await manager.keyboard.press('Tab');
      await manager.keyboard.type('We are full that evening; your booking stays as it is.');
      await tabTo(manager, new RegExp(`^${w.sendReply}$`));
      await manager.keyboard.press('Enter');
      await manager.getByRole('status').getByText(w.declined(party.code)).waitFor();
      expect(await bookingStatus(party.code)).toMatchObject({ status: 'pending' });
    } else {
      await item.getByRole('radio', { name: w.cancelAction }).focus();
      await manager.keyboard.press('Space');
      await item.getByRole('button', { name: w.cancelAction }).focus();
      await manager.keyboard.press('Enter');
      await manager.getByRole('status').getByText(w.cancelledOnRequest(party.code)).waitFor();
      expect(await bookingStatus(party.code)).toMatchObject({ status: 'cancelled' });
    }
    await item.waitFor({ state: 'detached' });
    const open = await restaurant.call<Array<{ code: string }>>('GET', '/api/admin/requests');
    expect(open.map((request) => request.code)).not.toContain(party.code);

    // A contact enquiry arrives in the open inbox without reloading, and is answered by e-mail there.
    const asker = `Asker ${lang}`;
    await party.api.contact({ name: asker, email: `asker-${lang}@console.test`, message: lang === 'en' ? 'Do you have a vegan menu?' : '有素食菜单吗？' });
    await manager.getByLabel(w.replyTo(asker)).waitFor({ timeout: 15_000 });
    await manager.getByLabel(w.replyTo(asker)).fill(lang === 'en' ? 'Yes, tell us when you book.' : '有的，预订时请告诉我们。');
    await manager.getByRole('button', { name: w.sendReplyMail }).click();
    await manager.getByRole('status').getByText(w.replySent(asker)).waitFor();
    const answered = await restaurant.call<Array<{ name: string; replied_by: string }>>('GET', '/api/staff/enquiries?open=false');
    expect(answered).toContainEqual(expect.objectContaining({ name: asker, replied_by: `manager-${lang}@console.test` }));
    expect(await seriousViolations(manager)).toEqual([]);
    await closeAll();
  });
});
