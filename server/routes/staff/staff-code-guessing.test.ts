import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, staffCodeFor } from '../../test/staff.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
  ownerToken = await bootstrapOwner(t.app);
});
afterAll(() => t.close());

const verify = (email: string, code: string, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url: '/api/staff/sign-in/verify', payload: { email, code }, remoteAddress });

async function codeOf(email: string): Promise<{ code: string; wrong: string }> {
  await addStaff(t.app, ownerToken, email, 'host');
  expect((await t.app.inject({ method: 'POST', url: '/api/staff/sign-in/code', payload: { email }, remoteAddress: '192.0.2.6' })).statusCode).toBe(202);
  const code = await staffCodeFor(t.app, ownerToken, email);
  return { code, wrong: code === '000000' ? '000001' : '000000' };
}

describe("guessing a staff member's code", () => {
  it('from many addresses at once is as slow as from one: the account is slowed down for all', async () => {
    const { code, wrong } = await codeOf('chef@restaurant.cn');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => verify('chef@restaurant.cn', wrong, `203.0.113.${i + 1}`)));
    expect(answers.filter((answer) => answer.statusCode === 422)).toHaveLength(3);
    expect(answers.filter((answer) => answer.statusCode === 429).map((answer) => answer.json().error)).toEqual(Array(37).fill('sign_in_slow_down'));
    // The slow-down lasts seconds: then the chef's own code, still alive after three wrong tries, signs in.
    t.clock.advance(6_000);
    expect((await verify('chef@restaurant.cn', code, '192.0.2.6')).statusCode).toBe(200);
  });

  it('kills the code after five wrong tries, wherever they came from', async () => {
    const { code, wrong } = await codeOf('sommelier@restaurant.cn');
    for (const [i, wait] of [0, 0, 0, 6_000, 11_000].entries()) {
      t.clock.advance(wait);
      expect((await verify('sommelier@restaurant.cn', wrong, `198.51.100.${i + 1}`)).statusCode).toBe(422);
    }
    t.clock.advance(21_000);
    const spent = await verify('sommelier@restaurant.cn', code, '192.0.2.6');
    expect(spent.statusCode).toBe(422);
    expect(spent.json()).toMatchObject({ error: 'sign_in_code_wrong' });
  });

  it('counts an IPv6 client by its /48, so rotating through its /64s does not help', async () => {
    t.clock.advance(15 * 60_000);
    const fromSubnet = (n: number, email: string) => verify(email, '123456', `2001:db8:77:${n.toString(16)}::1`);
    for (let n = 1; n <= 3; n += 1) expect((await fromSubnet(n, `nobody${n}@example.cn`)).statusCode).toBe(422);
    expect((await fromSubnet(4, 'nobody4@example.cn')).json()).toMatchObject({ error: 'sign_in_slow_down' });
    // Another site is not slowed by it.
    expect((await verify('nobody5@example.cn', '123456', '2001:db8:78:1::1')).statusCode).toBe(422);
  });
});
