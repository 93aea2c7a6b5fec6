import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPhone } from '../otp/test-verify.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/**
 * Only tokens the server drew are sessions: a token planted in a guest's browser (a sibling
 * subdomain's cookie, a plain-http page) is never stored, never echoed, and a session's token
 * changes when it proves a contact or stores a hold.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const planted = () => randomBytes(32).toString('base64url');
const sessionCount = async () => (await t.db.query<{ n: number }>('select count(*)::int as n from sessions')).rows[0]!.n;
const asToken = (token: string) => ({ authorization: `Bearer ${token}` });
const customerOf = (token: string, phone = '13800138222') =>
  t.app.inject({ method: 'POST', url: '/api/get_customer', headers: asToken(token), payload: { country: '86', phone, email: null } });

describe('a token the client presents', () => {
  it('is never echoed by csrf-cookie: a new one is handed out instead', async () => {
    const token = planted();
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { cookie: `tb_session=${token}` } });
    expect(response.statusCode).toBe(204);
    expect(response.headers['x-session-token']).toEqual(expect.any(String));
    expect(response.headers['x-session-token']).not.toBe(token);
    expect(response.cookies.find((cookie) => cookie.name === 'tb_session')?.value).not.toBe(token);
  });

  it('never becomes a session: the guest verifies under a new token, and the planted one reads nothing', async () => {
    const token = planted();
    const victim = new Guest(t.app, 'token', '203.0.113.60');
    Object.assign(victim, { sessionToken: token });
    await verifyPhone(t.app, victim, '13800138222');
    expect(victim.token).not.toBe(token);
    expect((await customerOf(victim.token!)).statusCode).toBe(200);
    expect((await customerOf(token)).statusCode).toBe(403);
  });

  it('never becomes the session of a hold either', async () => {
    const token = planted();
    const response = await t.app.inject({ method: 'POST', url: '/api/start_booking', headers: asToken(token), payload: { d: '2026-06-05', s: 1, p: 1 }, remoteAddress: '203.0.113.61' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-session-token']).not.toBe(token);
    const code = (response.json() as { code: string }).code;
    const asPlanted = await t.app.inject({ method: 'GET', url: `/api/fetch_booking/${code}`, headers: asToken(token) });
    const asIssued = await t.app.inject({ method: 'GET', url: `/api/fetch_booking/${code}`, headers: asToken(String(response.headers['x-session-token'])) });
    expect(asIssued.json()).toMatchObject({ editable: true });
    expect(asPlanted.json()).not.toMatchObject({ editable: true });
  });
});

describe("a session's token", () => {
  it('changes when it proves a contact: the old token no longer opens it', async () => {
    const guest = await Guest.start(t.app, 'token', '203.0.113.62');
    await guest.post('/api/start_booking', { d: '2026-06-05', s: 1, p: 1 });
    const beforeCode = guest.token!;
    await verifyPhone(t.app, guest, '13800138223');
    expect(guest.token).not.toBe(beforeCode);
    expect((await customerOf(guest.token!, '13800138223')).statusCode).toBe(200);
    expect((await customerOf(beforeCode, '13800138223')).statusCode).toBe(403);
  });

  it('changes when a hold is stored, for site guests too, whose next calls go on working with the new cookie', async () => {
    const guest = await Guest.start(t.app, 'cookies', '203.0.113.63');
    await verifyPhone(t.app, guest, '13800138224');
    const verified = guest.token!;
    const hold = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-05', s: 1, p: 1 });
    expect(hold.status).toBe(200);
    expect(guest.token).not.toBe(verified);
    expect((await customerOf(verified, '13800138224')).statusCode).toBe(403);
    expect((await guest.post('/api/get_customer', { country: '86', phone: '13800138224', email: null })).status).toBe(200);
    expect((await guest.get<{ editable: boolean }>(`/api/fetch_booking/${hold.body.code}`)).body.editable).toBe(true);
  });
});

describe('answers that depend on the session', () => {
  it('are private, no-store; public reads without a session are not', async () => {
    const guest = await Guest.start(t.app, 'token', '203.0.113.64');
    const hold = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-05', s: 1, p: 1 });
    expect(hold.headers['cache-control']).toBe('private, no-store');
    expect((await guest.get(`/api/fetch_booking/${hold.body.code}`)).headers['cache-control']).toBe('private, no-store');
    expect((await guest.post('/api/get_customer', { country: '86', phone: '13800138222', email: null })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' })).headers['cache-control']).toBe('private, no-store');
    expect((await t.app.inject({ method: 'GET', url: '/api/get_status' })).headers['cache-control'] ?? '').not.toContain('private');
  });
});

describe('calls without a cookie or token', () => {
  it('store no session, whatever they read or try', async () => {
    const before = await sessionCount();
    for (const url of ['/sanctum/csrf-cookie', '/api/get_status', '/api/restaurant', '/api/get_slots?date=2026-06-05', '/api/fetch_booking/ABCDEFGHJKMNPQRS']) {
      for (let i = 0; i < 5; i += 1) expect((await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.65' })).statusCode).toBeLessThan(500);
    }
    expect(await sessionCount()).toBe(before);
  });
});
