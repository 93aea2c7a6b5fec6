import { afterAll, beforeAll, expect, it } from 'vitest';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** Asks /health until it answers 200, for at most `ms`. */
async function healthyWithin(ms: number): Promise<number> {
  const deadline = performance.now() + ms;
  let status = (await t.app.inject({ method: 'GET', url: '/health' })).statusCode;
  while (status !== 200 && performance.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    status = (await t.app.inject({ method: 'GET', url: '/health' })).statusCode;
  }
  return status;
}

// Both stores: the tables can be dropped from under PGlite too (the database itself cannot).
it('answers 503 while the tables are gone, then migrates and seeds again by itself', async () => {
  const guest = await Guest.start(t.app);
  expect((await t.app.inject({ method: 'GET', url: '/health' })).json()).toMatchObject({ status: 'ok', database: t.db.kind, configured: true });

  await t.db.exec('drop schema public cascade; create schema public');
  // Only the first call is sure to fail: it also starts the repair.
  const refused = await guest.post('/api/start_booking', { d: '2026-06-04', s: 1, p: 2 });
  expect(refused.status).toBe(503);
  expect(refused.body).toEqual({ error: 'service_unavailable', message: expect.any(String) });

  expect(await healthyWithin(10_000)).toBe(200);
  const counter = await seatingIdForTest(t.db, 'counter', '19:00');
  const hold = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 });
  expect(hold.status).toBe(200);
  expect((await guest.get('/api/get_status')).body).toBe('live');
});
