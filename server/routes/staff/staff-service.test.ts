import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CACHE_CHANNEL, cacheChanged } from '../../cache/cache-topics.ts';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp, testStore } from '../../test/test-app.ts';
import { Guest } from '../../test/guest.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let host: StaffBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  const { rows } = await t.db.query<{ id: number }>(
    `insert into customers (first_name, last_name, gender, email) values ('Mei', 'Wang', 'F', 'mei@example.cn') returning id`,
  );
  const customer = rows[0]!.id;
  const book = (date: string, status: string, pax: number) =>
    t.db.query<{ id: number }>(
      `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at, paid_at, customer_id, food, occasion, notes)
       values ('T' || md5(random()::text), (select min(id) from seatings), $1, $2, $3, 60000, 30, $4, $4, $4, $5, 'Shellfish / ', 'Birthday / ', 'Window please') returning id`,
      [date, pax, status, t.clock.now(), customer],
    );
  await book('2026-05-20', 'completed', 2);
  const tonight = await book('2026-06-03', 'pending', 3);
  await t.db.query("insert into booking_requests (booking_id, type, message) values ($1, 'change', 'Can we come at 19:00?')", [tonight.rows[0]!.id]);
});
afterAll(() => t.close());

describe("tonight's service", () => {
  it("shows a host today's seatings in Shanghai with covers, free seats and each party's needs", async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/staff/tonight', headers: host.headers() });
    expect(response.statusCode).toBe(200);
    const tonight = response.json();
    expect(tonight.date).toBe('2026-06-03');
    const first = tonight.seatings[0];
    expect(first).toMatchObject({ covers: 3, free: first.seats - 3 });
    expect(first.parties).toEqual([
      expect.objectContaining({
        first_name: 'Mei',
        pax: 3,
        arrived: false,
        revision: 0,
        food: 'Shellfish',
        occasion: 'Birthday',
        notes: 'Window please',
        visits: 1,
        deposit_fen: 180000,
        paid: true,
        requests: [expect.objectContaining({ type: 'change', message: 'Can we come at 19:00?', resolved: false })],
      }),
    ]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/tonight?date=2026-13-01', headers: host.headers() })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/tonight' })).statusCode).toBe(401);
  });

  it('streams a bookings event when a booking changes, on this instance or another sharing the database', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/api/staff/events`;
    const controller = new AbortController();
    const response = await fetch(url, { headers: { cookie: host.cookie }, signal: controller.signal });
    expect(response.headers.get('content-type')).toContain('text/event-stream');
    const reader = response.body!.getReader();
    const decoder = new TextDecoder();
    const nextEvent = async (name: string) => {
      let text = '';
      while (!text.includes(`event: ${name}`)) text += decoder.decode((await reader.read()).value);
      return text;
    };
    // Another instance's write reaches this one only by NOTIFY; PGlite is one process, so its own write stands in.
    if (testStore === 'postgres') {
      const other = await t.testDatabase!.openAnother();
      await other.query('select pg_notify($1, $2)', [CACHE_CHANNEL, 'bookings']);
    } else {
      await cacheChanged(t.db, ['availability']);
    }
    expect(await nextEvent('bookings')).toContain('data: {}');
    // A guest's message from the contact page reaches an open Inbox too.
    const guest = await Guest.start(t.app, 'cookies', '10.9.0.1');
    expect((await guest.post('/api/contact', { name: 'Mei Lin', email: 'mei@example.cn', message: 'Do you have a vegetarian menu?' })).status).toBe(200);
    expect(await nextEvent('enquiries')).toContain('data: {}');
    controller.abort();
    const refused = await fetch(url);
    expect(refused.status).toBe(401);
  });
});
