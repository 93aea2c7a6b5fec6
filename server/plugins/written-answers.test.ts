import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';

// A guest's calendar asks again and again for the same evenings; while nothing changed for an
// evening, its answer costs neither a query nor writing it again. The clock starts Wed 2026-06-03.
let t: TestApp;
let counter: number;
let queries = 0;
beforeAll(async () => {
  t = await buildTestApp();
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
  const query = t.db.query.bind(t.db);
  t.db.query = ((...args: Parameters<typeof query>) => {
    queries += 1;
    return query(...args);
  }) as typeof t.db.query;
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const slots = (date: string, etag?: string) =>
  t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}`, headers: etag ? { 'if-none-match': etag } : {} });
const booked = (body: string) => (JSON.parse(body) as SlotsResponse).slots.find((slot) => slot.seating_id === counter)!.booked;

describe('written answers of shared reads', () => {
  it('answer 304, and the same body again, without a query while the evening is unchanged', async () => {
    const first = await slots('2026-06-10');
    const etag = String(first.headers.etag);
    queries = 0;
    const again = await slots('2026-06-10', etag);
    const full = await slots('2026-06-10');
    expect(again.statusCode).toBe(304);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toMatch(/^public, max-age=/);
    expect(full.statusCode).toBe(200);
    expect(full.body).toBe(first.body);
    expect(full.headers['content-type']).toMatch(/^application\/json/);
    expect(queries).toBe(0);
  });

  it("keep one evening's answer through a hold on another, and answer anew for a hold on it", async () => {
    const first = await slots('2026-06-10');
    const etag = String(first.headers.etag);
    const guest = await Guest.start(t.app, 'token');
    expect((await guest.post('/api/start_booking', { d: '2026-06-11', s: counter, p: 2 })).status).toBe(200);
    queries = 0;
    expect((await slots('2026-06-10', etag)).statusCode).toBe(304);
    expect(queries).toBe(0);
    expect((await guest.post('/api/start_booking', { d: '2026-06-10', s: counter, p: 3 })).status).toBe(200);
    const after = await slots('2026-06-10', etag);
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(etag);
    expect(booked(after.body)).toBe(booked(first.body) + 3);
    // The hold on the 11th was given up for this one: that evening's answer shows its seats free again.
    expect(booked((await slots('2026-06-11')).body)).toBe(0);
  });

  it('stop answering from what was written once the minute it was true for has passed', async () => {
    const first = await slots('2026-06-10');
    t.clock.advance(60_000);
    queries = 0;
    const later = await slots('2026-06-10', String(first.headers.etag));
    expect(queries).toBeGreaterThan(0);
    expect(later.statusCode).toBe(304); // read again, and still the same answer
  });
});
