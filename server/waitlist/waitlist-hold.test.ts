import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import type { Database } from '../db/database.ts';
import { counterSeatingId, placeHold } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, testStore, type TestApp } from '../test/test-app.ts';
import { notifyWaitlist } from './waitlist.ts';

let t: TestApp & { testDatabase?: { openAnother(): Promise<Database> } };
let otherDb: Database;
let seating: number;
const MINUTE = 60_000;
const link = () => ({ publicUrl: t.config.PUBLIC_URL, appSecret: t.app.secrets.appSecret });

const available = async (date: string) => {
  const slots = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json() as SlotsResponse;
  return slots.slots.find((slot) => slot.seating_id === seating)!.available;
};

/**
 * Fills the 19:00 counter of `date` with holds: one of 2 placed at `at` (it lapses first, at the
 * instant answered), the rest 20 minutes later.
 */
async function fullEvening(date: string, at: Date): Promise<Date> {
  t.clock.set(at);
  const first = await placeHold(t.app, t.db, { date, pax: 2 });
  const { rows } = await t.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings where code = $1', [first.code]);
  t.clock.set(new Date(at.getTime() + 20 * MINUTE));
  while ((await available(date)) >= 2) await placeHold(t.app, t.db, { date, pax: 2 });
  return rows[0]!.hold_expires_at;
}

async function waiting(date: string, contact: { email: string } | { phone: string }, lang: 'en' | 'zh' = 'en'): Promise<void> {
  const guest = await Guest.start(t.app);
  await verifyContactForTest(t.db, guest.token, contact);
  const body = 'email' in contact ? { email: contact.email } : { country: '86', phone: contact.phone.slice(3) };
  const joined = await guest.post('/api/join_waitlist', { d: date, p: 2, s: [seating], lang, ...body });
  expect(joined.status).toBe(200);
}

/** A guest booking the 19:00 counter directly: start_booking's status. */
const bookDirectly = async (date: string) => (await (await Guest.start(t.app)).post<{ error?: string }>('/api/start_booking', { d: date, s: seating, p: 2 })).status;

const offerTo = async (recipient: string) =>
  (await t.db.query<{ body: string }>("select body from outgoing_messages where kind = 'waitlist' and recipient = $1", [recipient])).rows.map((row) => row.body);

const payLinkOf = (body: string) => {
  const url = new URL(/\S+\/booking_process\/\S+/.exec(body)![0]);
  return { code: url.pathname.split('/').pop()!, token: url.searchParams.get('pay')! };
};

beforeAll(async () => {
  t = await buildTestApp();
  otherDb = testStore === 'postgres' ? await t.testDatabase!.openAnother() : t.db;
  seating = await counterSeatingId(t.db, '19:00');
});
afterAll(() => t.close());

describe('seats offered to the waitlist', () => {
  const EVENING = '2026-06-12';
  let lapses: Date;

  it('are held for the guest told: a guest booking directly cannot take them, the guest told books them', async () => {
    lapses = await fullEvening(EVENING, TEST_NOW);
    await waiting(EVENING, { email: 'ann@example.com' });
    await waiting(EVENING, { phone: '86 13900002222' }, 'zh');

    t.clock.set(new Date(lapses.getTime() + 1000));
    expect(await available(EVENING)).toBe(2);
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(1);
    expect(await available(EVENING)).toBe(0);
    expect(await bookDirectly(EVENING)).toBe(409);

    const [offer] = await offerTo('ann@example.com');
    expect(offer).toContain('held for you until 10:45 (Shanghai time)');
    const ann = await Guest.start(t.app);
    const opened = await ann.post<{ status: string }>('/api/open_pay_link', payLinkOf(offer!));
    expect([opened.status, opened.body.status]).toEqual([200, 'hold']);
    const booking = await ann.get<{ pax: number; status: string }>(`/api/fetch_booking/${payLinkOf(offer!).code}`);
    expect([booking.status, booking.body.pax]).toEqual([200, 2]);
  });

  it('pass to the next in line when the hold lapses, and not before', async () => {
    t.clock.set(new Date(lapses.getTime() + 14 * MINUTE));
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(0);
    expect(await bookDirectly(EVENING)).toBe(409);

    t.clock.set(new Date(lapses.getTime() + 15 * MINUTE + 2000));
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(1);
    const [offer] = await offerTo('86 13900002222');
    expect(offer).toContain('2026年6月12日 星期五 19:00 有空位了，已为您保留2位至 11:00（北京时间）');
    expect(await offerTo('ann@example.com')).toHaveLength(1);
    expect(await available(EVENING)).toBe(0);
  });

  it('go to exactly one of a guest booking directly and the guest offered them, racing for the last seats', async () => {
    for (const [n, date] of ['2026-06-16', '2026-06-17', '2026-06-18'].entries()) {
      const lapse = await fullEvening(date, TEST_NOW);
      await waiting(date, { email: `racer${n}@example.com` });
      t.clock.set(new Date(lapse.getTime() + 1000));
      const [direct, told] = await Promise.all([bookDirectly(date), notifyWaitlist(otherDb, t.clock.now(), link())]);
      const offers = await offerTo(`racer${n}@example.com`);
      if (direct === 200) expect([told, offers]).toEqual([0, []]);
      else expect([direct, told, offers.length]).toEqual([409, 1, 1]);
      expect(await available(date)).toBe(0);
      const { rows } = await t.db.query<{ seated: number }>(
        `select coalesce(sum(b.pax), 0)::int as seated from bookings b
         where b.booking_date = $1 and b.status = 'hold' and b.hold_expires_at > $2`,
        [date, t.clock.now()],
      );
      expect(rows[0]!.seated).toBeLessThanOrEqual(12);
    }
  });
});
