import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { verifyEmail } from '../otp/test-verify.ts';
import { DEMO_COUNTER_SEATS } from '../restaurant/seed.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * Holds, fair both ways, with the settings as shipped: guests sharing one address each hold a table
 * before proving a contact, while one client's unproved holds take at most half of an evening.
 */
let t: TestApp;
let counter: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { HOLD_SEATS_PER_CLIENT_PERCENT: String(loadConfig({}).HOLD_SEATS_PER_CLIENT_PERCENT) } });
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
});
afterAll(() => t.close());

const evenings = ['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-09', '2026-06-10'];
const hold = (guest: Guest, date: string, pax: number) => guest.post<{ error?: string }>('/api/start_booking', { d: date, s: counter, p: pax });
const seatsHeldFrom = async (address: string, date: string) =>
  (await t.db.query<{ n: number }>(`select coalesce(sum(pax), 0)::int as n from bookings where status = 'hold' and hold_expires_at > $1 and client_ip = $2 and booking_date = $3`, [t.clock.now(), address, date])).rows[0]!.n;

describe('holds before a contact is proved', () => {
  it('are limited as shipped: ten unproved holds per address, half of an evening', () => {
    expect(loadConfig({})).toMatchObject({ HOLDS_PER_CLIENT: 10, HOLD_SEATS_PER_CLIENT_PERCENT: 50 });
  });

  it('let ten guests behind one IPv4 address each hold a table at the same moment', async () => {
    const hotel = '198.51.100.60';
    const guests = await Promise.all(Array.from({ length: 10 }, () => Guest.start(t.app, 'token', hotel)));
    const answers = await Promise.all(guests.map((guest, i) => hold(guest, evenings[i % evenings.length]!, 2)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
  });

  it('never let one address fill an evening with parallel holds: a guest from elsewhere still gets seats', async () => {
    const flood = '203.0.113.70';
    const date = '2026-06-11';
    const sessions = await Promise.all(Array.from({ length: 10 }, () => Guest.start(t.app, 'token', flood)));
    const answers = await Promise.all(sessions.map((guest) => hold(guest, date, 2)));
    expect(await seatsHeldFrom(flood, date)).toBeLessThanOrEqual(DEMO_COUNTER_SEATS / 2);
    expect(answers.filter((answer) => answer.status === 429).map((answer) => answer.body.error)).toEqual(
      Array(answers.filter((answer) => answer.status === 429).length).fill('too_many_holds'),
    );
    const elsewhere = await Guest.start(t.app, 'token', '192.0.2.80');
    expect((await hold(elsewhere, date, 4)).status).toBe(200);
  });

  it('count an IPv6 client by its /64, and let a hold whose guest proved a contact leave the count', async () => {
    const date = '2026-06-12';
    const fromSubnet = async (n: number) => Guest.start(t.app, 'token', `2001:db8:5:6::${n.toString(16)}`);
    const first = await fromSubnet(1);
    expect((await hold(first, date, 4)).status).toBe(200);
    const second = await fromSubnet(2);
    expect((await hold(second, date, 2)).body).toMatchObject({ error: 'too_many_holds' });
    await verifyEmail(t.app, first, 'first.guest@example.cn');
    expect((await hold(second, date, 2)).status).toBe(200);
  });

  it('hold a lone party larger than half an evening only briefly, until its guest proves a contact', async () => {
    const date = '2026-06-16';
    const expiresOf = async (guest: Guest) =>
      (await t.db.query<{ hold_expires_at: Date; created_at: Date }>("select hold_expires_at, created_at from bookings where client_ip = $1 and status = 'hold'", [guest.ip])).rows[0]!;
    const minutesHeld = (row: { hold_expires_at: Date; created_at: Date }) => (row.hold_expires_at.getTime() - row.created_at.getTime()) / 60_000;
    const { UNPROVED_HOLD_MINUTES } = loadConfig({});
    const party = DEMO_COUNTER_SEATS / 2 + 2;

    const large = await Guest.start(t.app, 'token', '198.51.100.90');
    expect((await hold(large, date, party)).status).toBe(200);
    expect(minutesHeld(await expiresOf(large))).toBe(UNPROVED_HOLD_MINUTES);
    await verifyEmail(t.app, large, 'large.party@example.cn');
    expect(minutesHeld(await expiresOf(large))).toBe(30);

    // Within the share: the full hold at once, proved or not.
    const small = await Guest.start(t.app, 'token', '198.51.100.91');
    expect((await hold(small, '2026-06-17', 2)).status).toBe(200);
    expect(minutesHeld(await expiresOf(small))).toBe(30);
  });

  it('give a brief hold that was never proved back to everyone once it lapses', async () => {
    const date = '2026-06-18';
    const { UNPROVED_HOLD_MINUTES } = loadConfig({});
    const taker = await Guest.start(t.app, 'token', '203.0.113.91');
    expect((await hold(taker, date, DEMO_COUNTER_SEATS - 2)).status).toBe(200);
    const elsewhere = await Guest.start(t.app, 'token', '192.0.2.91');
    expect((await hold(elsewhere, date, 4)).body).toMatchObject({ error: 'not_enough_seats' });
    t.clock.advance((UNPROVED_HOLD_MINUTES + 1) * 60_000);
    expect((await hold(elsewhere, date, 4)).status).toBe(200);
  });
});
