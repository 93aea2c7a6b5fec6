import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { Guest, type GuestResponse } from '../test/guest.ts';
import { buildTestApp, createTestDatabase, testStore, type TestApp, type TestDatabase } from '../test/test-app.ts';

/** Runs one statement on the PostgreSQL server itself, from outside the app's database. */
async function onServer(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Asks until `done` holds, for at most `ms`; returns the last answer. */
async function pollUntil<T>(ask: () => Promise<T>, done: (answer: T) => boolean, ms: number): Promise<T> {
  const deadline = performance.now() + ms;
  let answer = await ask();
  while (!done(answer) && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    answer = await ask();
  }
  return answer;
}

/**
 * The database dropped under a running server, then created again empty, as after an operator's
 * mistake and a restore. PGlite is a directory the server holds open: it cannot be dropped.
 */
describe.skipIf(testStore !== 'postgres')('when the database is dropped under a running server (PostgreSQL only)', () => {
  let store: TestDatabase;
  let t: TestApp;
  let name: string;

  beforeAll(async () => {
    store = await createTestDatabase();
    name = new URL(store.url).pathname.slice(1);
    t = await buildTestApp({ database: store.db });
  });

  afterAll(async () => {
    await t?.app.close();
    // Drops it whether or not the test got as far as creating it again.
    await store?.drop();
  });

  const reads = ['/api/get_status', '/api/get_slots?date=2026-06-04', '/api/check_full?date=2026-06-04', '/api/fetch_faq'];
  const unavailable = { error: 'service_unavailable', message: expect.any(String) };

  it('answers 503 to every call while it is gone, and works again without a restart once it is back empty', async () => {
    const guest = await Guest.start(t.app);
    const counter = await seatingIdForTest(t.db, 'counter', '19:00');
    const hold = () => guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 });
    expect((await hold()).status).toBe(200);
    // Reads after the hold, so that their answers are in the read cache when the database goes.
    for (const url of reads) expect((await guest.get(url)).status).toBe(200);

    // A transaction in flight when the database goes: its connection is cut while lent out.
    const inFlight = t.db.transaction((tx) => tx.query('select pg_sleep(30)')).then(
      () => null,
      (error: unknown) => error,
    );
    await pollUntil(
      () => t.db.query<{ n: number }>("select count(*)::int as n from pg_stat_activity where query = 'select pg_sleep(30)'"),
      ({ rows }) => rows[0]!.n > 0,
      5_000,
    );
    await onServer(`drop database ${name} with (force)`);
    expect(await inFlight).toMatchObject({ code: '57P01' });
    const health = await t.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toMatchObject(unavailable);
    const during: Array<[string, GuestResponse]> = [];
    for (const url of reads) during.push([url, await guest.get(url)]);
    during.push(['start_booking', await hold()]);
    for (const [call, response] of during) {
      expect({ call, status: response.status, body: response.body }).toEqual({ call, status: 503, body: unavailable });
    }

    await onServer(`create database ${name}`);
    const healthy = await pollUntil(() => t.app.inject({ method: 'GET', url: '/health' }), (r) => r.statusCode === 200, 20_000);
    expect(healthy.statusCode).toBe(200);
    const after = await hold();
    expect(after.status).toBe(200);
    expect(after.body.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    for (const url of reads) expect((await guest.get(url)).status).toBe(200);
  });
});
