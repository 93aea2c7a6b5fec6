import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('are refused for 15 minutes after 5 wrong tokens from one address, even with the right token', async () => {
    const attacker = '203.0.113.80';
    const answers: number[] = [];
    for (let i = 0; i < 8; i += 1) answers.push(await status(wrong(i), attacker));
    expect(answers).toEqual([401, 401, 401, 401, 401, 429, 429, 429]);
    expect(await status(TEST_ADMIN_TOKEN, attacker)).toBe(429);
    // The restaurant, elsewhere, is not locked out.
    expect(await status(TEST_ADMIN_TOKEN, '198.51.100.80')).toBe(200);
    t.clock.advance(15 * 60_000 + 1000);
    expect(await status(TEST_ADMIN_TOKEN, attacker)).toBe(200);
  });

  it('count failures across parallel guesses too', async () => {
    const attacker = '203.0.113.81';
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => status(wrong(i), attacker)));
    expect(answers.filter((answer) => answer === 401)).toHaveLength(5);
    expect(answers.filter((answer) => answer === 429)).toHaveLength(15);
    expect(await status(TEST_ADMIN_TOKEN, attacker)).toBe(429);
  });
});
