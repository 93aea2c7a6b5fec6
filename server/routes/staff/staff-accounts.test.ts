import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff } from '../../test/staff.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let ownerToken: string;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });
const audit = async () => (await t.db.query<{ actor: string; action: string }>('select actor, action from audit_log order by id')).rows;

describe('staff accounts', () => {
  it('start with ADMIN_TOKEN making the first owner, who gets a personal token; then ADMIN_TOKEN is retired', async () => {
    expect((await call('GET', '/api/admin/settings', TEST_ADMIN_TOKEN)).statusCode).toBe(200);
    ownerToken = await bootstrapOwner(t.app, 'Owner@Restaurant.cn');
    expect(ownerToken).toMatch(/^tbp_/);
    const retired = await call('GET', '/api/admin/settings', TEST_ADMIN_TOKEN);
    expect(retired.statusCode).toBe(401);
    expect(retired.json()).toMatchObject({ error: 'admin_token_retired' });
    expect((await call('GET', '/api/admin/settings', ownerToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/members', ownerToken)).json()).toMatchObject([{ email: 'owner@restaurant.cn', role: 'owner' }]);
    expect(await audit()).toEqual([
      { actor: 'admin-token', action: 'staff.add' },
      { actor: 'admin-token', action: 'token.create' },
    ]);
  });

  it('are added, given another role and removed by an owner, each change audited under their e-mail', async () => {
    expect((await addStaff(t.app, ownerToken, 'host@restaurant.cn', 'host')).statusCode).toBe(200);
    expect((await addStaff(t.app, ownerToken, 'HOST@restaurant.cn', 'manager')).statusCode).toBe(409);
    expect((await addStaff(t.app, ownerToken, 'not-an-email', 'host')).statusCode).toBe(422);
    expect((await addStaff(t.app, ownerToken, 'x@restaurant.cn', 'chef' as 'host')).json()).toMatchObject({ errors: { role: 'role_invalid' } });
    expect((await call('PUT', '/api/staff/members/host@restaurant.cn/role', ownerToken, { role: 'manager' })).statusCode).toBe(200);
    expect((await call('PUT', '/api/staff/members/host@restaurant.cn/role', ownerToken, { role: 'host' })).statusCode).toBe(200);
    expect((await addStaff(t.app, ownerToken, 'leaver@restaurant.cn', 'manager')).statusCode).toBe(200);
    expect((await call('DELETE', '/api/staff/members/leaver@restaurant.cn', ownerToken)).statusCode).toBe(200);
    expect((await call('DELETE', '/api/staff/members/leaver@restaurant.cn', ownerToken)).statusCode).toBe(404);
    const entries = (await audit()).slice(2);
    expect(entries.map((entry) => entry.action)).toEqual(['staff.add', 'staff.role', 'staff.role', 'staff.add', 'staff.remove']);
    expect(new Set(entries.map((entry) => entry.actor))).toEqual(new Set(['owner@restaurant.cn']));
  });

  it('keep the last owner: they can be neither removed nor demoted', async () => {
    expect((await call('DELETE', '/api/staff/members/owner@restaurant.cn', ownerToken)).json()).toMatchObject({ error: 'staff_last_owner' });
    expect((await call('PUT', '/api/staff/members/owner@restaurant.cn/role', ownerToken, { role: 'manager' })).statusCode).toBe(409);
  });

  it('use personal tokens an owner creates and revokes, stored only as hashes', async () => {
    const made = await call('POST', '/api/staff/tokens', ownerToken, { label: 'host script', email: 'host@restaurant.cn' });
    expect(made.statusCode).toBe(200);
    const { id, token } = made.json() as { id: number; token: string };
    const stored = (await t.db.query<{ token_hash: string }>('select token_hash from staff_tokens where id = $1', [id])).rows[0]!;
    expect(stored.token_hash).not.toContain(token.slice(4, 20));
    // A host's token reaches no settings, no staff list, no outbox.
    expect((await call('GET', '/api/admin/settings', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/members', token)).statusCode).toBe(403);
    expect((await call('GET', '/api/dev/outbox', token)).statusCode).toBe(403);
    expect((await call('POST', '/api/staff/tokens', token, { label: 'mine' })).statusCode).toBe(403);
    expect((await call('GET', '/api/staff/tokens', ownerToken)).json()).toContainEqual(expect.objectContaining({ id, label: 'host script', email: 'host@restaurant.cn' }));
    expect((await call('DELETE', `/api/staff/tokens/${id}`, ownerToken)).statusCode).toBe(200);
    expect((await call('GET', '/api/staff/members', token)).statusCode).toBe(401);
    expect((await audit()).slice(-2).map((entry) => entry.action)).toEqual(['token.create', 'token.revoke']);
  });

  it('stop working for a member once removed: their session and tokens end with them', async () => {
    await addStaff(t.app, ownerToken, 'temp@restaurant.cn', 'manager');
    const token = (await call('POST', '/api/staff/tokens', ownerToken, { label: 'temp', email: 'temp@restaurant.cn' })).json().token as string;
    const browser = await signInStaff(t.app, ownerToken, 'temp@restaurant.cn');
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: browser.headers() })).statusCode).toBe(200);
    await call('DELETE', '/api/staff/members/temp@restaurant.cn', ownerToken);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/me', headers: browser.headers() })).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/settings', token)).statusCode).toBe(401);
  });

  it('show owners the audit, newest first, and nobody else', async () => {
    const entries = (await call('GET', '/api/staff/audit?limit=3', ownerToken)).json() as Array<{ action: string; actor: string }>;
    expect(entries.map((entry) => entry.action)).toEqual(['staff.remove', 'token.create', 'staff.add']);
    expect((await call('GET', '/api/staff/audit?limit=1000', ownerToken)).statusCode).toBe(422);
  });
});
