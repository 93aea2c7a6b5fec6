import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, testStore } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * A session keeps one live unpaid hold, an address at most HOLDS_PER_CLIENT, and start_booking is
 * rate-limited per address, so one client cannot hold every evening; a guest from elsewhere still books.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let counter: number;
beforeAll(async () => {
  t = await buildTestApp({ env: { HOLDS_PER_CLIENT: '3' } });
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

describe('a refused start', () => {
  const storedSessions = async (token: string | undefined) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from sessions where token_hash = $1', [
      createHash('sha256').update(token!).digest('hex'),
    ])).rows[0]!.n;
  const countedFrom = async (address: string) =>
    (await t.db.query<{ n: number }>('select count(*)::int as n from rate_events where key = $1', [address])).rows[0]!.n;

  it('changes nothing: no session stored, nothing counted against the address, no hold given up', async () => {
    const address = '203.0.113.6';
    const holders = [];
    for (const date of evenings.slice(0, 3)) {
      const guest = await Guest.start(t.app, 'token', address);
      expect((await guest.post('/api/start_booking', { d: date, s: counter, p: 1 })).status).toBe(200);
      holders.push(guest);
    }
    // A first hold stores the guest's session and counts one hold and one session for the address.
    expect(await storedSessions(holders[0]!.token)).toBe(1);
    expect(await countedFrom(address)).toBe(6);

    const newcomer = await Guest.start(t.app, 'token', address);
    const refused = await newcomer.post<{ error: string }>('/api/start_booking', { d: evenings[3], s: counter, p: 1 });
    expect([refused.status, refused.body.error]).toEqual([429, 'too_many_holds']);
    expect(await storedSessions(newcomer.token)).toBe(0);
    expect(await countedFrom(address)).toBe(6);
    expect(await liveHolds('client_ip = $2', [address])).toBe(3);
  });
});

describe('parallel starts from one address, on every instance sharing the store (two on PostgreSQL)', () => {
  async function instances(env: Record<string, string>) {
    const first = await buildTestApp({ env, database: t.db, now: t.clock.now() });
    const second = testStore === 'postgres' ? await buildTestApp({ env, database: await t.testDatabase!.openAnother(), now: t.clock.now() }) : first;
    return {
      apps: [first.app, second.app],
      async close() {
        await first.app.close();
        if (second !== first) await second.app.close().then(() => second.db.close());
      },
    };
  }
  const rush = async (apps: FastifyInstance[], address: string, count: number) => {
    const early = await seatingIdForTest(t.db, 'counter', '18:00');
    const guests = await Promise.all(Array.from({ length: count }, (_, i) => Guest.start(apps[i % 2]!, 'token', address)));
    return Promise.all(guests.map((guest, i) => guest.post<{ error?: string }>('/api/start_booking', { d: evenings[i % 8], s: early, p: 1 })));
  };
  const errors = (answers: Array<{ status: number; body: { error?: string } }>) => answers.map((answer) => answer.body.error ?? answer.status).sort();

  it('place exactly HOLD_STARTS_PER_CLIENT_HOUR holds an hour', async () => {
    const store = await instances({ HOLDS_PER_CLIENT: '100', HOLD_STARTS_PER_CLIENT_HOUR: '4', SESSIONS_PER_CLIENT_HOUR: '100' });
    try {
      const answers = await rush(store.apps, '203.0.113.7', 12);
      expect(errors(answers)).toEqual([200, 200, 200, 200, ...Array(8).fill('hold_rate_limited')]);
      expect(await liveHolds('client_ip = $2', ['203.0.113.7'])).toBe(4);
    } finally {
      await store.close();
    }
  });

  it('store exactly SESSIONS_PER_CLIENT_HOUR new sessions an hour', async () => {
    const store = await instances({ HOLDS_PER_CLIENT: '100', HOLD_STARTS_PER_CLIENT_HOUR: '100', SESSIONS_PER_CLIENT_HOUR: '3' });
    try {
      const answers = await rush(store.apps, '203.0.113.8', 10);
      expect(errors(answers)).toEqual([200, 200, 200, ...Array(7).fill('session_rate_limited')]);
      const { rows } = await t.db.query<{ n: number }>(`select count(*)::int as n from rate_events where bucket = 'session' and key = '203.0.113.8'`);
      expect(rows[0]!.n).toBe(3);
    } finally {
      await store.close();
    }
  });
});

describe.skipIf(testStore !== 'postgres')('holds from one address on two instances sharing PostgreSQL', () => {
  it('are capped once, across both', async () => {
    const other = await buildTestApp({ env: { HOLDS_PER_CLIENT: '3' }, database: await t.testDatabase!.openAnother(), now: t.clock.now() });
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
