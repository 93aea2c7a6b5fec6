import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { WaitlistEntry } from '../../api-client/contract/waitlist.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import type { Database } from '../db/database.ts';
import { counterSeatingId, placeHold } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, testStore, type TestApp } from '../test/test-app.ts';
import { notifyWaitlist } from './waitlist.ts';

let t: TestApp & { testDatabase?: { openAnother(): Promise<Database> } };
let otherDb: Database;
const FULL = '2026-06-11';
let seating: number;
const link = () => ({ publicUrl: t.config.PUBLIC_URL, appSecret: t.app.secrets.appSecret });
/** The hold that lapses first, freeing its 2 seats. */
let lapsing: { code: string; expires: Date };

const slot1900 = async (date: string) => {
  const slots = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json() as SlotsResponse;
  return slots.slots.find((slot) => slot.seating_id === seating)!;
};

beforeAll(async () => {
  t = await buildTestApp();
  otherDb = testStore === 'postgres' ? await t.testDatabase!.openAnother() : t.db;
  seating = await counterSeatingId(t.db, '19:00');
  // The 19:00 counter of FULL is taken: one hold of 2 placed first (it lapses first), then the rest.
  const first = await placeHold(t.app, t.db, { date: FULL, pax: 2 });
  const { rows } = await t.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings where code = $1', [first.code]);
  lapsing = { code: first.code, expires: rows[0]!.hold_expires_at };
  t.clock.set(new Date(TEST_NOW.getTime() + 5 * 60_000));
  while ((await slot1900(FULL)).available >= 2) await placeHold(t.app, t.db, { date: FULL, pax: 2 });
});
afterAll(() => t.close());

async function guestWith(contact: { phone: string } | { email: string }): Promise<Guest> {
  const guest = await Guest.start(t.app);
  await verifyContactForTest(t.db, guest.token, contact);
  return guest;
}

const join = (guest: Guest, body: Record<string, unknown>) => guest.post<{ status?: string; position?: number; error?: string }>('/api/join_waitlist', { d: FULL, p: 2, s: [seating], ...body });

const waitlistMessages = async () =>
  (await t.db.query<{ recipient: string; channel: string; subject: string; body: string }>(
    "select recipient, channel, subject, body from outgoing_messages where kind = 'waitlist' order by id",
  )).rows;

describe('the waitlist of a full evening', () => {
  let ann: Guest;
  let bob: Guest;

  it('takes guests in order, by a contact they proved, only while the evening is full for them', async () => {
    ann = await guestWith({ email: 'ann@example.com' });
    bob = await guestWith({ phone: '86 13900001111' });
    const cat = await guestWith({ email: 'cat@example.com' });

    expect((await join(ann, { email: 'Ann@example.com' })).body).toEqual({ status: 'success', position: 1 });
    expect((await join(bob, { country: '86', phone: '13900001111', lang: 'zh' })).body).toEqual({ status: 'success', position: 2 });
    expect((await join(cat, { email: 'cat@example.com', p: 4 })).body).toEqual({ status: 'success', position: 3 });

    const again = await join(ann, { email: 'ann@example.com' });
    expect([again.status, again.body.error]).toEqual([409, 'already_waiting']);
    const notProved = await join(ann, { email: 'someone.else@example.com' });
    expect([notProved.status, notProved.body.error]).toEqual([403, 'contact_not_verified']);
    const free = await join(ann, { email: 'ann@example.com', d: '2026-06-12' });
    expect([free.status, free.body.error]).toEqual([409, 'seats_available']);
    const tooMany = await join(ann, { email: 'ann@example.com', p: 99 });
    expect([tooMany.status, tooMany.body.error]).toEqual([422, 'party_size_invalid']);
    const closed = await join(ann, { email: 'ann@example.com', d: '2026-06-08' });
    expect([closed.status, closed.body.error]).toEqual([422, 'date_not_bookable']);
    const unknown = await join(ann, { email: 'ann@example.com', s: [999_999] });
    expect([unknown.status, unknown.body.error]).toEqual([422, 'seating_unknown']);
    const nothing = await join(ann, {});
    expect(nothing.status).toBe(422);
  });

  it('limits how many evenings one session waits for', async () => {
    const many = await Guest.start(t.app);
    for (const n of [1, 2, 3, 4]) await verifyContactForTest(t.db, many.token, { email: `many${n}@example.com` });
    for (const n of [1, 2, 3]) expect((await join(many, { email: `many${n}@example.com` })).status).toBe(200);
    const fourth = await join(many, { email: 'many4@example.com' });
    expect([fourth.status, fourth.body.error]).toEqual([429, 'waitlist_limit']);
    await t.db.query("update waitlist_entries set left_at = $1 where contact like 'many%'", [t.clock.now()]);
  });

  it('tells the first who fit once when a hold lapses, and nobody while nothing is free', async () => {
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(0);
    expect(await waitlistMessages()).toEqual([]);

    t.clock.set(new Date(lapsing.expires.getTime() + 1000));
    expect((await slot1900(FULL)).available).toBe(2);
    // Two instances at once, then a later pass: Ann, first in line, is told once; Bob's turn is not yet.
    const told = await Promise.all([
      notifyWaitlist(t.db, t.clock.now(), link()),
      notifyWaitlist(otherDb, t.clock.now(), link()),
    ]);
    expect(told[0] + told[1]).toBe(1);
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(0);
    const [message, ...rest] = await waitlistMessages();
    expect(rest).toEqual([]);
    expect(message).toMatchObject({ recipient: 'ann@example.com', channel: 'email' });
    expect(message!.subject).toMatch(/^A table is held for you on Thursday 11 Jun 2026 until \d\d:\d\d · Counter Shanghai$/);
    expect(message!.body).toContain('19:00, for 2 guests');
    expect(message!.body).toContain('nobody else can book them before then');
    expect(message!.body).toMatch(new RegExp(`${t.config.PUBLIC_URL}/booking_process/[A-Z0-9]+\\?pay=`));
    // The freed seats are Ann's: nobody booking directly gets them.
    expect((await slot1900(FULL)).available).toBe(0);

    await t.app.outgoing.deliverDue();
    const { rows } = await t.db.query<{ state: string }>("select state from outgoing_messages where kind = 'waitlist'");
    expect(rows.map((row) => row.state)).toEqual(['sent']);
  });

  it('tells the next in line, in Chinese by SMS, when more seats free up', async () => {
    // Every other hold lapses: Bob and Cat both fit now.
    t.clock.set(new Date(lapsing.expires.getTime() + 6 * 60_000));
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(2);
    const messages = await waitlistMessages();
    expect(messages.map((message) => message.recipient)).toEqual(['ann@example.com', '86 13900001111', 'cat@example.com']);
    expect(messages[1]!.channel).toBe('sms');
    expect(messages[1]!.body).toContain('2026年6月11日 星期四 19:00 有空位了，已为您保留2位至');
    expect(messages[2]!.body).toContain('19:00, for 4 guests');
  });

  it('is listed for the restaurant in order, with who was told', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/admin/waitlist?date=${FULL}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    const entries = response.json() as Array<Omit<WaitlistEntry, 'notified_at'> & { notified_at: string | null }>;
    expect(entries.map((entry) => [entry.contact, entry.pax, entry.times, entry.notified_at !== null])).toEqual([
      ['ann@example.com', 2, ['19:00'], true],
      ['86 13900001111', 2, ['19:00'], true],
      ['cat@example.com', 4, ['19:00'], true],
    ]);
    const bad = await t.app.inject({ method: 'GET', url: '/api/admin/waitlist?date=2026-13-01', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(bad.statusCode).toBe(422);
  });

  it('lets a guest leave the list from the message by confirming, not by opening the link, and nobody else', async () => {
    const cat = (await waitlistMessages()).find((message) => message.recipient === 'cat@example.com')!;
    const leave = /\S+\/api\/leave_waitlist\?t=\S+/.exec(cat.body)![0];
    const token = new URL(leave).searchParams.get('t')!;
    const listed = async () =>
      ((await t.app.inject({ method: 'GET', url: `/api/admin/waitlist?date=${FULL}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } })).json() as WaitlistEntry[]).map(
        (entry) => entry.contact,
      );

    // Opening the link (as a mail scanner does) only asks, in the guest's language or the other.
    const page = await t.app.inject({ method: 'GET', url: `/api/leave_waitlist?t=${token}` });
    expect([page.statusCode, page.headers['referrer-policy']]).toEqual([200, 'no-referrer']);
    expect(page.body).toContain('You are on the waitlist for Thursday 11 Jun 2026, 4 guests.');
    expect(page.body).toContain('<button type="submit">Leave the waitlist</button>');
    const zhPage = await t.app.inject({ method: 'GET', url: `/api/leave_waitlist?t=${token}&lang=zh` });
    expect(zhPage.body).toContain('您在2026年6月11日 星期四的候补名单上，4位。');
    expect(zhPage.body).toContain('退出候补名单</button>');
    expect(await listed()).toEqual(['ann@example.com', '86 13900001111', 'cat@example.com']);

    const forgedToken = token.replace(/^\d+/, '1');
    const forgedPage = await t.app.inject({ method: 'GET', url: `/api/leave_waitlist?t=${forgedToken}` });
    expect(forgedPage.statusCode).toBe(404);
    expect(forgedPage.body).toContain('This waitlist link does not work.');
    const form = (body: string) => ({ method: 'POST' as const, url: '/api/leave_waitlist', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: body });
    const forged = await t.app.inject(form(`t=${forgedToken}`));
    expect([forged.statusCode, forged.headers.location]).toEqual([303, '/booking?waitlist=unknown&lang=en']);

    // The page's button leaves; the seats held for Cat come free for the next in line at once.
    const before = (await slot1900(FULL)).available;
    const left = await t.app.inject(form(`t=${encodeURIComponent(token)}&lang=zh`));
    expect([left.statusCode, left.headers.location, left.headers['referrer-policy']]).toEqual([303, '/booking?waitlist=left&lang=zh', 'no-referrer']);
    expect(await listed()).toEqual(['ann@example.com', '86 13900001111']);
    expect((await slot1900(FULL)).available).toBe(before + 4);
    const again = await t.app.inject({ method: 'GET', url: `/api/leave_waitlist?t=${token}` });
    expect(again.body).toContain('You have already left the waitlist for Thursday 11 Jun 2026.');
    expect((await waitlistMessages())[1]!.body).toContain('退出候补：http');
  });
});
