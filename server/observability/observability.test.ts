import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test/test-app.ts';
import { SERVER_VERSION } from '../version.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';

let t: TestApp;
const logged: Array<Record<string, unknown>> = [];
beforeAll(async () => {
  t = await buildTestApp({
    env: { METRICS_TOKEN: 'metrics-token-0123456789' },
    logger: { level: 'debug', stream: { write: (line: string) => logged.push(JSON.parse(line) as Record<string, unknown>) } },
  });
});
afterAll(() => t.close());

const scrape = async () =>
  (await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer metrics-token-0123456789' } })).body;

describe('/metrics', () => {
  it('counts requests by route pattern and status, with latency buckets, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/get_status' });
    await t.app.inject({ method: 'GET', url: '/api/fetch_booking/ABCDEFGHJKMNPQRS' });
    const text = await scrape();
    expect(text).toMatch(/http_requests_total\{method="GET",route="\/api\/get_status",status="200"\} [1-9]/);
    expect(text).toMatch(/http_request_duration_seconds_bucket\{le="\+Inf",method="GET",route="\/api\/get_status",status="200"\} [1-9]/);
    expect(text).toContain('route="/api/fetch_booking/:code",status="404"');
    expect(text).not.toContain('ABCDEFGHJKMNPQRS');
  });

  it('reports live holds, bookings by status, payment orders and messages from the store', async () => {
    const guest = await Guest.start(t.app, 'token', '203.0.113.90');
    const seating = await seatingIdForTest(t.db, 'counter', '19:00');
    expect((await guest.post('/api/start_booking', { d: '2026-06-05', s: seating, p: 2 })).status).toBe(200);
    const text = await scrape();
    expect(text).toMatch(/^tb_holds_live 1$/m);
    expect(text).toMatch(/^tb_bookings\{status="hold"\} 1$/m);
    expect(text).toContain('# TYPE tb_payment_orders gauge');
    expect(text).toContain('# TYPE tb_messages gauge');
    expect(text).toContain('process_resident_memory_bytes');
  });

  it('needs METRICS_TOKEN when one is set', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
  });
});

describe('/health', () => {
  it('says the version, the store, its migrations and whether the restaurant is set up', async () => {
    const health = (await t.app.inject({ method: 'GET', url: '/health' })).json();
    expect(health).toMatchObject({ status: 'ok', version: SERVER_VERSION, database: t.db.kind, configured: true, migrations: { pending: [] } });
    expect(health.migrations.applied).toBeGreaterThan(10);
    expect(health.migrations.latest).toMatch(/^\d{3}_.+\.sql$/);
    expect(SERVER_VERSION).toMatch(/^\d+\.\d+\.\d+/);
  });
});

describe('unknown paths', () => {
  it('under /api answer a JSON 404; elsewhere a real redirect to the landing page', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/no_such_call' });
    expect([api.statusCode, api.json()]).toEqual([404, expect.objectContaining({ error: 'not_found' })]);
    for (const url of ['/nope', '/metricsx', '/booking/extra', '/wp-login.php?x=1']) {
      const page = await t.app.inject({ method: 'GET', url });
      expect([page.statusCode, page.headers.location], url).toEqual([302, '/']);
    }
    for (const url of ['/faq', '/booking_process/ABCDEFGHJKMNPQRS', '/my_bookings']) {
      expect((await t.app.inject({ method: 'GET', url })).statusCode, url).not.toBe(302);
    }
  });
});

describe('the log', () => {
  it('has one line per request, probes at debug, and each staff change with who and what', async () => {
    logged.length = 0;
    await t.app.inject({ method: 'GET', url: '/api/get_status' });
    await t.app.inject({ method: 'GET', url: '/health' });
    await t.app.inject({ method: 'PUT', url: '/api/admin/settings/max_party_size', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { value: 6 } });
    const requests = logged.filter((line) => line.msg === 'request');
    expect(requests.map((line) => [line.route, line.level])).toEqual([
      ['/api/get_status', 30],
      ['/health', 20],
      ['/api/admin/settings/:key', 30],
    ]);
    expect(logged.filter((line) => line.msg === 'incoming request' || line.msg === 'request completed')).toEqual([]);
    expect(logged.find((line) => line.msg === 'staff change')).toMatchObject({ who: 'admin-token', action: 'PUT /api/admin/settings/:key', params: { key: 'max_party_size' }, set: { value: 6 } });
  });
});
