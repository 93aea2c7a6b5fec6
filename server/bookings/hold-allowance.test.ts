import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, testStore } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * Issue 14, finding 3: one client held a whole evening in 0.3 s and the whole horizon in 10 s.
 * A session now keeps one live unpaid hold, an address at most HOLDS_PER_CLIENT, and start_booking
 * is rate-limited per address; a guest from elsewhere still books.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let counter: number;
beforeAll(async () => {
  t = await buildTestApp();
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
});
afterAll(() => t.close());

/** Open evenings after TEST_NOW (Wednesday 2026-06-03): Tuesday to Saturday. */
const evenings = ['2026-06-04', '2026-06-05', '2026-06-06', '2026-06-09', '2026-06-10', '2026-06-11', '2026-06-12', '2026-06-13'];
const liveHolds = async (where: string, params: unknown[]) =>
  (await t.db.query<{ n: number }>(`select count(*)::int as n from bookings where status = 'hold' and hold_expires_at > $1 and ${where}`, [
    t.clock.now(),
    ...params,
  ])).rows[0]!.n;
const freeSeats = async (date: string) => {
  const slots = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json() as {
    slots: Array<{ seating_id: number; available: number }>;
  };
  return slots.slots.find((slot) => slot.seating_id === counter)!.available;
};

describe('holds from one session', () => {
  it('keep one live hold: a new one gives the earlier one up and its seats return', async () => {
    const guest = await Guest.start(t.app, 'token', '203.0.113.1');
    const before = await freeSeats(evenings[0]!);
    const first = await guest.post<{ code: string }>('/api/start_booking', { d: evenings[0], s: counter, p: 4 });
    expect(first.status).toBe(200);
    expect(await freeSeats(evenings[0]!)).toBe(before - 4);
    const second = await guest.post<{ code: string }>('/api/start_booking', { d: evenings[1], s: counter, p: 4 });
    expect(second.status).toBe(200);
    expect(await liveHolds("client_ip = $2", ['203.0.113.1'])).toBe(1);
    expect(await freeSeats(evenings[0]!)).toBe(before);
    const earlier = await guest.get<{ expired: boolean }>(`/api/fetch_booking/${first.body.code}`);
    expect(earlier.body.expired).toBe(true);
  });
});

describe('holds from one address', () => {
  it('stop at HOLDS_PER_CLIENT live holds (429 too_many_holds), while a guest elsewhere still books', async () => {
    const address = '203.0.113.2';
    const answers = [];
    for (const [i, date] of evenings.slice(0, 5).entries()) {
      const guest = await Guest.start(t.app, 'token', address);
      answers.push(await guest.post<{ error?: string }>('/api/start_booking', { d: date, s: counter, p: 1 + (i % 2) }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 429, 429]);
    expect(answers[3]!.body).toMatchObject({ error: 'too_many_holds', message: expect.any(String) });
    expect(await liveHolds('client_ip = $2', [address])).toBe(3);

    const elsewhere = await Guest.start(t.app, 'token', '198.51.100.7');
    expect((await elsewhere.post('/api/start_booking', { d: evenings[3], s: counter, p: 2 })).status).toBe(200);

    // Once a hold runs out, the address may hold again.
    t.clock.advance(31 * 60_000);
    const later = await Guest.start(t.app, 'token', address);
    expect((await later.post('/api/start_booking', { d: evenings[4], s: counter, p: 2 })).status).toBe(200);
  });

  it('are refused in parallel too: 12 sessions at once get exactly HOLDS_PER_CLIENT holds', async () => {
    const address = '203.0.113.3';
    const guests = await Promise.all(Array.from({ length: 12 }, () => Guest.start(t.app, 'token', address)));
    const answers = await Promise.all(guests.map((guest, i) => guest.post('/api/start_booking', { d: evenings[i % 8], s: counter, p: 1 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(9);
    expect(await liveHolds('client_ip = $2', [address])).toBe(3);
  });

  it('may ask start_booking at most HOLD_STARTS_PER_CLIENT_HOUR times an hour (429 hold_rate_limited)', async () => {
    const address = '203.0.113.4';
    const guest = await Guest.start(t.app, 'token', address);
    const statuses: number[] = [];
    for (let i = 0; i < 21; i += 1) {
      statuses.push((await guest.post('/api/start_booking', { d: evenings[i % 8], s: counter, p: 1 })).status);
    }
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    const refused = await guest.post<{ error: string }>('/api/start_booking', { d: evenings[0], s: counter, p: 1 });
    expect([refused.status, refused.body.error]).toEqual([429, 'hold_rate_limited']);
    // The session still has exactly one live hold: the attempts did not pile up seats.
    expect(await liveHolds('client_ip = $2', [address])).toBe(1);
  });
});

describe.skipIf(testStore !== 'postgres')('holds from one address on two instances sharing PostgreSQL', () => {
  it('are capped once, across both', async () => {
    const other = await buildTestApp({ database: await t.testDatabase!.openAnother(), now: t.clock.now() });
    try {
      const address = '203.0.113.5';
      const guests = await Promise.all(Array.from({ length: 10 }, (_, i) => Guest.start(i % 2 ? other.app : t.app, 'token', address)));
      const answers = await Promise.all(guests.map((guest, i) => guest.post('/api/start_booking', { d: evenings[i % 8], s: counter, p: 1 })));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
      expect(await liveHolds('client_ip = $2', [address])).toBe(3);
    } finally {
      await other.app.close();
    }
  });
});
