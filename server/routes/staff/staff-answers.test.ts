import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, staffCodeFor, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

/** A deploy behind https, as production runs. */
let t: TestApp;
let owner: string;
let host: StaffBrowser;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'https://book.example.com' } });
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
});
afterAll(() => t.close());

describe('the console session over https', () => {
  it('is a __Host- cookie: Secure, on /, HttpOnly and Strict, and the bare name is not read', async () => {
    t.clock.advance(61_000);
    await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/code', payload: { email: 'host@restaurant.cn' } });
    const code = await staffCodeFor(t.app, owner, 'host@restaurant.cn');
    const verified = await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/verify', payload: { email: 'host@restaurant.cn', code } });
    const cookie = verified.cookies.find((c) => c.name.endsWith('tb_staff'));
    expect(cookie).toMatchObject({ name: '__Host-tb_staff', secure: true, path: '/', httpOnly: true, sameSite: 'Strict' });
    expect(cookie).not.toHaveProperty('domain');
    const me = (name: string) => t.app.inject({ method: 'GET', url: '/api/staff/me', headers: { cookie: `${name}=${cookie!.value}` } });
    expect((await me('__Host-tb_staff')).statusCode).toBe(200);
    expect((await me('tb_staff')).statusCode).toBe(401);
  });
});

describe('every staff answer', () => {
  it('is private and never stored, refusals and sign-in included', async () => {
    const date = restaurantToday(TEST_NOW);
    const answers = await Promise.all([
      t.app.inject({ method: 'GET', url: '/api/staff/me', headers: host.headers() }),
      t.app.inject({ method: 'GET', url: `/api/admin/bookings?date=${date}`, headers: host.headers() }),
      t.app.inject({ method: 'GET', url: '/api/staff/tonight', headers: host.headers() }),
      t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: { authorization: `Bearer ${owner}` } }),
      t.app.inject({ method: 'GET', url: '/api/staff/tokens', headers: { authorization: `Bearer ${owner}` } }),
      t.app.inject({ method: 'GET', url: '/api/staff/audit', headers: host.headers() }),
      t.app.inject({ method: 'GET', url: '/api/staff/guests?q=mei' }),
      t.app.inject({ method: 'POST', url: '/api/staff/sign-in/verify', payload: { email: 'host@restaurant.cn', code: '000000' } }),
    ]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200, 403, 401, 422]);
    for (const answer of answers) expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});
