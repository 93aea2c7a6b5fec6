import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, staffCodeFor } from '../../test/staff.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  ownerToken = await bootstrapOwner(t.app);
  await addStaff(t.app, ownerToken, 'host@restaurant.cn', 'host');
  await addStaff(t.app, ownerToken, 'manager@restaurant.cn', 'manager');
});
afterAll(() => t.close());

const post = (url: string, payload: object, remoteAddress: string) => t.app.inject({ method: 'POST', url, payload, remoteAddress });
const outboxCount = async (to: string) =>
  ((await t.app.inject({ method: 'GET', url: `/api/dev/outbox?to=${encodeURIComponent(to)}`, headers: { authorization: `Bearer ${ownerToken}` } })).json() as unknown[]).length;

describe('staff sign-in', () => {
  it('sends a code to a member and signs them in with a Strict, HttpOnly session cookie', async () => {
    expect((await post('/api/staff/sign-in/code', { email: 'Host@Restaurant.cn' }, '192.0.2.1')).statusCode).toBe(202);
    const code = await staffCodeFor(t.app, ownerToken, 'host@restaurant.cn');
    const verified = await post('/api/staff/sign-in/verify', { email: 'host@restaurant.cn', code }, '192.0.2.1');
    expect(verified.statusCode).toBe(200);
    expect(verified.json()).toMatchObject({ member: { email: 'host@restaurant.cn', role: 'host' }, xsrf: expect.any(String) });
    const cookie = verified.cookies.find((c) => c.name === 'tb_staff')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
    // A code is used once.
    expect((await post('/api/staff/sign-in/verify', { email: 'host@restaurant.cn', code }, '192.0.2.1')).statusCode).toBe(422);
  });

  it('answers an unknown address as a member, and sends it nothing', async () => {
    expect((await post('/api/staff/sign-in/code', { email: 'stranger@example.cn' }, '192.0.2.2')).statusCode).toBe(202);
    expect(await outboxCount('stranger@example.cn')).toBe(0);
    expect((await post('/api/staff/sign-in/code', { email: 'nope' }, '192.0.2.2')).json()).toMatchObject({ errors: { email: 'email_format_error' } });
  });

  it("keeps a guest's code and a staff code apart", async () => {
    const guest = await Guest.start(t.app);
    expect((await guest.post('/api/send_email', { email: 'manager@restaurant.cn' })).status).toBe(200);
    const code = await staffCodeFor(t.app, ownerToken, 'manager@restaurant.cn');
    expect((await post('/api/staff/sign-in/verify', { email: 'manager@restaurant.cn', code }, '192.0.2.3')).statusCode).toBe(422);
  });

  it('lets a host see the service but refuses settings and staff with 403', async () => {
    t.clock.advance(61_000);
    const host = await signInStaff(t.app, ownerToken, 'host@restaurant.cn', '192.0.2.4');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: host.headers() })).json()).toMatchObject({ member: { role: 'host' } });
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: host.headers() })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: host.headers() })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'PUT', url: '/api/admin/status', headers: host.headers(true), payload: { status: 'closed' } })).statusCode).toBe(403);
  });

  it("refuses a console session's writes without its XSRF token", async () => {
    t.clock.advance(61_000);
    const manager = await signInStaff(t.app, ownerToken, 'manager@restaurant.cn', '192.0.2.5');
    const write = (headers: Record<string, string>) =>
      t.app.inject({ method: 'PUT', url: '/api/admin/status', headers, payload: { status: 'live' } });
    expect((await write(manager.headers())).statusCode).toBe(419);
    expect((await write({ ...manager.headers(), 'x-staff-xsrf': 'forged' })).statusCode).toBe(419);
    expect((await write(manager.headers(true))).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/staff/sign-out', headers: manager.headers(true) })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: manager.headers() })).statusCode).toBe(401);
  });
});
