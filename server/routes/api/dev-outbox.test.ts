import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  const guest = await Guest.start(t.app, 'cookies', '10.5.0.1');
  await guest.post('/api/send_sms', { country: '86', phone: '13800138000' });
  t.clock.advance(1_000);
  await guest.post('/api/send_email', { email: 'guest@example.cn' });
});
afterAll(() => t.close());

const outbox = (headers: Record<string, string> = {}, query = '') => t.app.inject({ method: 'GET', url: `/api/dev/outbox${query}`, headers });

describe('GET /api/dev/outbox', () => {
  it('lists the messages newest first for the admin token', async () => {
    const response = await outbox({ authorization: `Bearer ${TEST_ADMIN_TOKEN}` });
    expect(response.statusCode).toBe(200);
    const [newest, older] = response.json() as Array<Record<string, unknown>>;
    expect(newest).toMatchObject({ channel: 'email', to: 'guest@example.cn', subject: expect.any(String), code: expect.stringMatching(/^\d{6}$/) });
    expect(older).toMatchObject({ channel: 'sms', to: '86 13800138000', code: expect.stringMatching(/^\d{6}$/) });
    expect(String(older!.text)).toContain(String(older!.code));
    expect(Date.parse(String(newest!.time)) - Date.parse(String(older!.time))).toBe(1_000);
  });

  it('narrows to one recipient and a count', async () => {
    const response = await outbox({ authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, '?to=86%2013800138000&limit=1');
    expect((response.json() as Array<{ to: string }>).map((entry) => entry.to)).toEqual(['86 13800138000']);
    const bad = await outbox({ authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, '?limit=0');
    expect(bad.statusCode).toBe(422);
  });

  it.each([
    ['no authorization', {}],
    ['a wrong token', { authorization: 'Bearer not-the-admin-token-at-all' }],
    ['the token without Bearer', { authorization: TEST_ADMIN_TOKEN }],
  ])('answers 401 with %s', async (_name, headers) => {
    const response = await outbox(headers);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ error: 'staff_sign_in_required' });
    expect(response.body).not.toMatch(/\d{6}/);
  });

  it('answers 401 to a guest session token', async () => {
    const guest = await Guest.start(t.app, 'token', '10.5.0.2');
    const response = await guest.get('/api/dev/outbox');
    expect(response.status).toBe(401);
  });
});
