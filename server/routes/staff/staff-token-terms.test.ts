import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner } from '../../test/staff.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
});
afterAll(() => t.close());

const asOwner = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${owner}` }, ...(payload ? { payload } : {}) });
const withToken = (token: string, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { authorization: `Bearer ${token}` }, ...(payload ? { payload } : {}) });

async function tokenFor(fields: object): Promise<{ token: string; scope: string; expires_at: string | null }> {
  const made = await asOwner('POST', '/api/staff/tokens', { label: 'script', email: 'manager@restaurant.cn', ...fields });
  expect(made.statusCode, made.body).toBe(200);
  return made.json();
}

describe('a personal token', () => {
  it('made read-only may read but never write', async () => {
    const made = await tokenFor({ scope: 'read' });
    expect(made).toMatchObject({ scope: 'read', expires_at: null });
    expect((await withToken(made.token, 'GET', '/api/admin/settings')).statusCode).toBe(200);
    const refused = await withToken(made.token, 'PUT', '/api/admin/status', { status: 'closed' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: 'token_read_only' });
    expect((await withToken(made.token, 'GET', '/api/get_status')).json()).toBe('live');
  });

  it('given days stops working once they have passed, and is listed with its terms', async () => {
    const made = await tokenFor({ expires_in_days: 2 });
    expect(made.expires_at).toBe(new Date(t.clock.now().getTime() + 2 * 86_400_000).toISOString());
    const listed = (await asOwner('GET', '/api/staff/tokens')).json() as Array<{ scope: string; expires_at: string | null }>;
    expect(listed).toEqual(expect.arrayContaining([expect.objectContaining({ scope: 'full', expires_at: made.expires_at })]));
    expect((await withToken(made.token, 'PUT', '/api/admin/status', { status: 'live' })).statusCode).toBe(200);
    t.clock.advance(2 * 86_400_000 + 1000);
    expect((await withToken(made.token, 'GET', '/api/admin/settings')).statusCode).toBe(401);
  });

  it('refuses terms it does not know, and makes nothing', async () => {
    const before = ((await asOwner('GET', '/api/staff/tokens')).json() as unknown[]).length;
    for (const fields of [{ scope: 'admin' }, { expires_in_days: 0 }, { expires_in_days: 1.5 }, { expires_in_days: 400 }]) {
      const refused = await asOwner('POST', '/api/staff/tokens', { label: 'script', ...fields });
      expect(refused.statusCode).toBe(422);
    }
    expect(((await asOwner('GET', '/api/staff/tokens')).json() as unknown[]).length).toBe(before);
  });
});
