import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from './test/guest.ts';
import { buildTestApp, type TestApp } from './test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('sessions and CSRF', () => {
  it('answers the site status as a JSON string', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/get_status' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toBe('live');
  });

  it('hands out an XSRF cookie, an HttpOnly session cookie and the session token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    expect(response.statusCode).toBe(204);
    const cookies = Object.fromEntries(response.cookies.map((c) => [c.name, c]));
    expect(cookies['XSRF-TOKEN']?.httpOnly).toBeFalsy();
    expect(cookies['tb_session']?.httpOnly).toBe(true);
    expect(response.headers['x-session-token']).toBe(cookies['tb_session']?.value);
  });

  it('refuses a POST without the XSRF echo or session token with 419', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/start_booking', payload: {} });
    expect(response.statusCode).toBe(419);
    expect(response.json().error).toBe('csrf_mismatch');
  });

  it('refuses a cookie POST whose XSRF header belongs to another session', async () => {
    const mine = await Guest.start(t.app);
    const other = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
    const foreignXsrf = other.cookies.find((c) => c.name === 'XSRF-TOKEN')!.value;
    const session = (await mine.get('/sanctum/csrf-cookie')).headers['x-session-token'];
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/start_booking',
      headers: { cookie: `tb_session=${String(session)}; XSRF-TOKEN=${foreignXsrf}`, 'x-xsrf-token': decodeURIComponent(foreignXsrf) },
      payload: {},
    });
    expect(response.statusCode).toBe(419);
  });

  it('answers an unknown API path with 404 and a message', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/No route/);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const guest = await Guest.start(t.app, 'token');
    const response = await guest.send({
      method: 'POST',
      url: '/api/start_booking',
      headers: { 'content-type': 'application/json' },
      payload: '{"d":',
    });
    expect(response.status).toBe(400);
  });
});
