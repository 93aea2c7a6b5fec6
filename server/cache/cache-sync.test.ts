import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { buildTestApp, testStore, TEST_NOW } from '../test/test-app.ts';
import { CACHE_CHANNEL, topicsOf } from './cache-topics.ts';

/**
 * Cached reads see other instances' writes promptly. A write from outside this process
 * (another instance; here a plain connection) is announced by NOTIFY, and the instance's next
 * answer shows it, well before the cache's maximum age would.
 */
describe('change notices', () => {
  it('name the topics, and an unknown word means everything changed', () => {
    expect(topicsOf('availability')).toEqual(['availability']);
    expect(topicsOf('settings,closed-dates')).toEqual(['settings', 'closed-dates']);
    expect(topicsOf('availability,menu')).toEqual(['availability', 'settings', 'closed-dates', 'seatings', 'bookings', 'enquiries', 'staff']);
  });
});

describe.skipIf(testStore !== 'postgres')('an instance on PostgreSQL', () => {
  let t: Awaited<ReturnType<typeof buildTestApp>>;
  let other: pg.Client;
  beforeAll(async () => {
    t = await buildTestApp();
    other = new pg.Client({ connectionString: t.testDatabase!.url });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await t.close();
  });

  const booked = async (seating: number) =>
    ((await t.app.inject({ method: 'GET', url: '/api/get_slots?date=2026-06-10' })).json() as SlotsResponse).slots.find(
      (slot) => slot.seating_id === seating,
    )!.booked;

  it('forgets a cached answer when another connection announces a change', async () => {
    const seating = await seatingIdForTest(t.db, 'counter', '19:00');
    expect(await booked(seating)).toBe(0);
    expect(await booked(seating)).toBe(0); // cached now
    const noticesBefore = t.app.cacheNoticesReceived();
    await other.query('begin');
    await other.query(
      `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
       values ('NOTIFYTEST000001', $1, '2026-06-10', 3, 'pending', 50000, 30, $2, $2)`,
      [seating, TEST_NOW],
    );
    await other.query('select pg_notify($1, $2)', [CACHE_CHANNEL, 'availability']);
    await other.query('commit');
    const deadline = Date.now() + 10_000;
    while (t.app.cacheNoticesReceived() === noticesBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(t.app.cacheNoticesReceived()).toBeGreaterThan(noticesBefore);
    expect(await booked(seating)).toBe(3);
  });
});
