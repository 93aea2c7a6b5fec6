import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routes } from '../../api-client/contract/routes.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const READS = {
  get_status: '/api/get_status',
  get_slots: '/api/get_slots?date=2026-06-10',
  check_full: '/api/check_full?date=2026-06-10',
  check_closed: '/api/check_closed?date=2026-06-10',
  restaurant: '/api/restaurant',
} as const;

describe('shared reads a CDN or the browser may keep', () => {
  it.each(Object.entries(READS))('%s answers an ETag and a short public Cache-Control, and 304 to a client holding it', async (_name, url) => {
    const first = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
    expect(first.statusCode).toBe(200);
    expect(first.headers.etag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toMatch(/^public, max-age=\d{1,2}, stale-while-revalidate=\d+$/);

    const again = await t.app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe(first.headers['cache-control']);

    const other = await t.app.inject({ url, headers: { 'if-none-match': 'W/"something-else", "older"' } });
    expect(other.statusCode).toBe(200);
    const plain = await t.app.inject({ url });
    expect(other.body).toBe(plain.body);
    expect(plain.headers.etag).toBe(first.headers.etag);
  });

  it('a change gives a new ETag, so a client holding the old answer gets the new one', async () => {
    const before = await t.app.inject({ url: READS.check_closed });
    const closed = await t.app.inject({
      method: 'POST',
      url: '/api/admin/closed_dates',
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
      payload: { date: '2026-06-17' },
    });
    expect(closed.statusCode).toBe(200);
    const after = await t.app.inject({ url: READS.check_closed, headers: { 'if-none-match': String(before.headers.etag) } });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(after.json()).toContain('2026-06-17');
  });

  it('only public reads are cacheable, and a staff read has no ETag', async () => {
    const cacheable = Object.values(routes).filter((route) => 'cache' in route && route.cache);
    expect(cacheable.map((route) => route.name).sort()).toEqual(Object.keys(READS).sort());
    expect(cacheable.every((route) => route.scope === 'public' && route.method === 'GET')).toBe(true);
    const staffRead = await t.app.inject({ url: '/api/admin/closed_dates', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(staffRead.statusCode).toBe(200);
    expect(staffRead.headers.etag).toBeUndefined();
    expect(staffRead.headers['cache-control'] ?? '').not.toMatch(/public/);
  });
});
