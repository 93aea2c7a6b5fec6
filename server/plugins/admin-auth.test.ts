import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner } from '../test/staff.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test/test-app.ts';

/** The admin API answered ~2,500 wrong tokens a second with no slow-down. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const status = async (token: string, remoteAddress: string) =>
  (await t.app.inject({ method: 'GET', url: '/api/admin/settings', headers: { authorization: `Bearer ${token}` }, remoteAddress })).statusCode;
const wrong = (i: number) => `wrong-admin-token-${String(i).padStart(15, '0')}`;

describe('admin log-ins', () => {
  it('refuse a wrong token tried 5 times for 15 minutes, but never the right token from the same address', async () => {
    const wifi = '203.0.113.80';
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await status(wrong(1), wifi));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    // The restaurant's own Wi-Fi, where the wrong token was tried, still works with the right one.
    expect(await status(TEST_ADMIN_TOKEN, wifi)).toBe(200);
    expect(await status(wrong(1), '198.51.100.80')).toBe(429);
    t.clock.advance(15 * 60_000 + 1000);
    expect(await status(wrong(1), wifi)).toBe(401);
  });

  it("count a token's failures across parallel tries too", async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => status(wrong(2), `203.0.113.${100 + i}`)));
    expect(answers.filter((answer) => answer === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer === 429)).toHaveLength(15);
  });

  it("let a revoked token, retried, lock out nobody else's", async () => {
    const owner = await bootstrapOwner(t.app);
    await addStaff(t.app, owner, 'former@restaurant.cn', 'manager');
    const created = await t.app.inject({ method: 'POST', url: '/api/staff/tokens', headers: { authorization: `Bearer ${owner}` }, payload: { label: 'laptop', email: 'former@restaurant.cn' } });
    const { id, token } = created.json() as { id: number; token: string };
    await t.app.inject({ method: 'DELETE', url: `/api/staff/tokens/${id}`, headers: { authorization: `Bearer ${owner}` } });
    const wifi = '203.0.113.90';
    for (let i = 0; i < 6; i += 1) await status(token, wifi);
    expect(await status(token, wifi)).toBe(429);
    expect(await status(owner, wifi)).toBe(200);
  });
});
