import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let seatingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  seatingId = await seatingIdForTest(t.db, 'counter', '19:00');
});
afterAll(() => t.close());

const liveHoldsFrom = async (ip: string) =>
  (await t.db.query<{ n: number }>("select count(*)::int as n from bookings where client_ip = $1 and status = 'hold' and hold_expires_at > $2", [ip, TEST_NOW])).rows[0]!.n;

describe('one session holds one booking', () => {
  it.each(['token', 'cookies'] as const)('six start_booking calls sent at once with one %s hold one table; the others are told why', async (mode) => {
    const guest = await Guest.start(t.app, mode);
    const date = mode === 'token' ? '2026-06-10' : '2026-06-11';
    const answers = await Promise.all(Array.from({ length: 6 }, () => guest.post<{ code?: string; error?: string }>('/api/start_booking', { d: date, s: seatingId, p: 2 })));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    for (const refused of answers.filter((answer) => answer.status !== 200)) expect(refused).toMatchObject({ status: 409, body: { error: 'hold_in_progress' } });
    expect(await liveHoldsFrom(guest.ip)).toBe(1);
  });

  it('a later hold with the current token replaces the first, and still only one is live', async () => {
    const guest = await Guest.start(t.app, 'token');
    expect((await guest.post('/api/start_booking', { d: '2026-06-12', s: seatingId, p: 2 })).status).toBe(200);
    expect((await guest.post('/api/start_booking', { d: '2026-06-12', s: seatingId, p: 3 })).status).toBe(200);
    expect(await liveHoldsFrom(guest.ip)).toBe(1);
  });

  it('a token replaced by a hold a minute ago or more starts afresh, as a new guest would', async () => {
    const guest = await Guest.start(t.app, 'token');
    const first = guest.token;
    expect((await guest.post('/api/start_booking', { d: '2026-06-13', s: seatingId, p: 2 })).status).toBe(200);
    t.clock.advance(61_000);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/start_booking',
      headers: { authorization: `Bearer ${first}` },
      payload: { d: '2026-06-13', s: seatingId, p: 2 },
      remoteAddress: '198.18.200.1',
    });
    expect(stale.statusCode).toBe(200);
  });
});
