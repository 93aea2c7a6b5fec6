import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cleanUp } from '../../maintenance/clean-up.ts';
import { verifyPhone } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * check_phone / check_email must not answer look-ups without limit, and a cookie-less
 * csrf-cookie call must not write a session row.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const sessionCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;

describe('customer look-ups', () => {
  it('stop at LOOKUPS_PER_CLIENT_HOUR per address (429 lookup_rate_limited), while another address still asks', async () => {
    const prober = await Guest.start(t.app, 'token', '203.0.113.30');
    const statuses: number[] = [];
    for (let i = 0; i < 15; i += 1) {
      statuses.push((await prober.post('/api/check_phone', { country: '86', phone: `1390000${String(1000 + i).slice(-4)}` })).status);
      statuses.push((await prober.post('/api/check_email', { email: `probe${i}@example.cn` })).status);
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(20);
    const refused = await prober.post<{ error: string }>('/api/check_email', { email: 'one.more@example.cn' });
    expect([refused.status, refused.body.error]).toEqual([429, 'lookup_rate_limited']);
    const neighbour = await Guest.start(t.app, 'token', '203.0.113.31');
    expect((await neighbour.post('/api/check_email', { email: 'someone@example.cn' })).status).toBe(200);
    t.clock.advance(3_600_000 + 1000);
    expect((await prober.post('/api/check_email', { email: 'next.hour@example.cn' })).status).toBe(200);
  });
});

describe('sessions', () => {
  it('are not stored for cookie-less csrf-cookie calls, reads or wrong codes', async () => {
    const before = await sessionCount();
    for (let i = 0; i < 100; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', remoteAddress: '203.0.113.32' });
      expect(response.statusCode).toBe(204);
      expect(response.headers['x-session-token']).toEqual(expect.any(String));
    }
    const guest = await Guest.start(t.app, 'cookies', '203.0.113.33');
    await guest.get('/api/get_status');
    await guest.post('/api/send_email', { email: 'wrong.code@example.cn' });
    expect((await guest.post('/api/verify_otp', { code: '000000', to: 'wrong.code@example.cn', type: 'email' })).status).toBeLessThan(500);
    expect(await sessionCount()).toBe(before);
  });

  it('are stored under a token the server draws, once a verified code needs one', async () => {
    const guest = await Guest.start(t.app, 'cookies', '203.0.113.34');
    const handedOut = guest.token;
    const before = await sessionCount();
    await verifyPhone(t.app, guest, '13800138111');
    expect(await sessionCount()).toBe(before + 1);
    expect(guest.token).not.toBe(handedOut);
    // The new cookie and XSRF token came with the answer: the verified contact is this page's.
    expect((await guest.post('/api/get_customer', { country: '86', phone: '13800138111', email: null })).status).toBe(200);
  });

  it('are created at most SESSIONS_PER_CLIENT_HOUR an hour from one address (429 session_rate_limited)', async () => {
    const local = await buildTestApp({ env: { SESSIONS_PER_CLIENT_HOUR: '3' }, database: t.db, now: t.clock.now() });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const guest = await Guest.start(local.app, 'token', '203.0.113.35');
        statuses.push((await guest.post('/api/start_booking', { d: '2026-06-05', s: 1, p: 1 })).status);
      }
      expect(statuses.slice(0, 3).every((status) => status !== 429)).toBe(true);
      expect(statuses[3]).toBe(429);
    } finally {
      await local.app.close();
    }
  });

  it('are purged with their proven contacts once SESSION_DAYS have passed, and their token then proves nothing', async () => {
    const guest = await Guest.start(t.app, 'token', '203.0.113.36');
    await verifyPhone(t.app, guest, '13800138222');
    t.clock.advance(31 * 86_400_000);
    const removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.sessions).toBeGreaterThan(0);
    expect(removed.codes).toBeGreaterThan(0);
    expect(removed.rateEvents).toBeGreaterThan(0);
    expect(await sessionCount()).toBe(0);
    expect((await t.db.query('select 1 from session_contacts')).rows).toHaveLength(0);
    const lookup = await guest.post('/api/get_customer', { country: '86', phone: '13800138222', email: null });
    expect(lookup).toMatchObject({ status: 403, body: { error: 'contact_not_verified' } });
  });
});
