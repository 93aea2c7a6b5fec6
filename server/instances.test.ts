import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { seatingIdForTest } from './bookings/test-support.ts';
import { createManualClock } from './lib/clock.ts';
import { startPaypalFake, type PaypalFake } from './payments/fakes/paypal-fake.ts';
import { messagesFor, transactionsOf, VISIT_DATE } from './payments/test-support.ts';
import { startServer, type StartedServer } from './start.ts';
import { createTestDatabase, testStore, TEST_NOW, type TestDatabase } from './test/test-app.ts';

/**
 * Instances sharing a DATABASE_URL must agree without any other shared setting (own DATA_DIR, no APP_SECRET
 * or ADMIN_TOKEN): sessions, XSRF tokens and codes work across them, parallel holds never overbook, and a
 * deposit captured on both at once is confirmed and announced once.
 */
describe.skipIf(testStore !== 'postgres')('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  let paypal: PaypalFake;
  const servers: StartedServer[] = [];
  const dataDirs: string[] = [];
  const clock = createManualClock(TEST_NOW);
  beforeAll(async () => {
    database = await createTestDatabase();
    paypal = await startPaypalFake({ now: () => clock.now() });
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-instance-'));
      dataDirs.push(dataDir);
      const config = loadConfig({
        DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent',
        PAYPAL_API_BASE: paypal.url, PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret, PAYPAL_WEBHOOK_ID: paypal.webhookId,
        // Every guest of this test comes from 127.0.0.1; the per-address caps are tested elsewhere.
        HOLDS_PER_CLIENT: '1000', HOLD_SEATS_PER_CLIENT_PERCENT: '100', HOLD_STARTS_PER_CLIENT_HOUR: '1000', SESSIONS_PER_CLIENT_HOUR: '1000',
      });
      servers.push(await startServer(config, clock));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.app.close()));
    await paypal?.close();
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('share one generated admin token and app secret', async () => {
    expect(servers[0]!.adminToken).toBe(servers[1]!.adminToken);
    expect((await readFile(path.join(dataDirs[1]!, 'admin-token'), 'utf8')).trim()).toBe(servers[0]!.adminToken);
    const settings = await fetch(`${servers[1]!.url}/api/admin/settings`, { headers: { authorization: `Bearer ${servers[0]!.adminToken}` } });
    expect(settings.status).toBe(200);
  });

  it('accept on one the session cookie, XSRF token and one-time code made on the other', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const handedOut = await fetch(`${a.url}/sanctum/csrf-cookie`);
    const cookies = handedOut.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };

    const sent = await fetch(`${a.url}/api/send_email`, { method: 'POST', headers, body: JSON.stringify({ email: 'guest@example.cn' }) });
    expect(sent.status).toBe(200);
    const outbox = await fetch(`${a.url}/api/dev/outbox?to=guest%40example.cn&limit=1`, { headers: { authorization: `Bearer ${a.adminToken}` } });
    const { code } = ((await outbox.json()) as Array<{ code: string }>)[0]!;

    const verified = await fetch(`${b.url}/api/verify_otp`, { method: 'POST', headers, body: JSON.stringify({ code, to: 'guest@example.cn', type: 'email' }) });
    expect([verified.status, await verified.json()]).toEqual([200, { status: 'approved' }]);
    // The session now proven on B, under the new token B handed out, is one A knows too.
    const renewed = verified.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const renewedXsrf = decodeURIComponent(renewed.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const renewedHeaders = { ...headers, cookie: renewed.join('; '), 'x-xsrf-token': renewedXsrf };
    const lookup = await fetch(`${a.url}/api/get_customer`, { method: 'POST', headers: renewedHeaders, body: JSON.stringify({ email: 'guest@example.cn' }) });
    expect(lookup.status).toBe(200);
  });

  /** A guest as a cross-site embed is: a bearer token, no cookies. */
  const guestOn = async (server: StartedServer) => {
    let token = (await fetch(`${server.url}/sanctum/csrf-cookie`)).headers.get('x-session-token')!;
    return async (instance: StartedServer, route: string, body: unknown) => {
      const response = await fetch(`${instance.url}${route}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      // A hold moves the session to a new token, as the widget keeps it.
      token = response.headers.get('x-session-token') ?? token;
      return response;
    };
  };

  it('never overbook: 40 parallel holds spread over both for 10 seats', async () => {
    const seating = await seatingIdForTest(database.db, 'counter', '20:00');
    const guests = await Promise.all(Array.from({ length: 40 }, (_, i) => guestOn(servers[i % 2]!)));
    const answers = await Promise.all(
      guests.map(async (post, i) => {
        const response = await post(servers[i % 2]!, '/api/start_booking', { d: '2026-06-09', s: seating, p: (i % 4) + 1 });
        return { status: response.status, pax: (i % 4) + 1, error: response.status === 200 ? undefined : ((await response.json()) as { error: string }).error };
      }),
    );
    expect(answers.filter((answer) => answer.status !== 200 && answer.status !== 409)).toEqual([]);
    const granted = answers.filter((answer) => answer.status === 200).reduce((sum, answer) => sum + answer.pax, 0);
    const { rows } = await database.db.query<{ held: number }>(
      `select coalesce(sum(pax), 0)::int as held from bookings where seating_id = $1 and booking_date = '2026-06-09' and status = 'hold'`,
      [seating],
    );
    expect(rows[0]!.held).toBe(granted);
    expect(granted).toBe(10);
  });

  it('confirm and announce once a deposit captured on both at the same moment', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const post = await guestOn(a);
    const seating = await seatingIdForTest(database.db, 'counter', '19:00');
    const { code } = (await (await post(a, '/api/start_booking', { d: VISIT_DATE, s: seating, p: 2 })).json()) as { code: string };
    // Steps 1-3 as the flow leaves them: a customer with a proven e-mail.
    const email = 'both@example.cn';
    await database.db.query(
      `with customer as (insert into customers (first_name, last_name, gender, email) values ('Mei', 'Lin', 'F', $2) returning id)
       update bookings set customer_id = (select id from customer), email = $2, last_step = 3 where code = $1`,
      [code, email],
    );
    const created = (await (await post(a, '/api/paypal_create', { code, lang: 'en' })).json()) as { id: string };
    paypal.approve(created.id);
    const captures = await Promise.all([a, b, a, b].map(async (instance) => (await post(instance, '/api/paypal_capture', { oid: created.id, code })).json()));
    expect(captures).toEqual(Array.from({ length: 4 }, () => ({ status: 'COMPLETED' })));
    expect(await transactionsOf(database.db, code)).toHaveLength(1);
    expect((await messagesFor(database.db, email)).filter((message) => message.body.includes(code))).toHaveLength(1);
  });
});
