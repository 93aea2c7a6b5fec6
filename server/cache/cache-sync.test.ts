import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { buildTestApp, testStore, TEST_NOW } from '../test/test-app.ts';
import { CACHE_CHANNEL, changeOf, ChangeLog } from './cache-topics.ts';

/**
 * Cached reads see other instances' writes promptly. A write from outside this process
 * (another instance; here a plain connection) is announced by NOTIFY, and the instance's next
 * answer shows it, well before the cache's maximum age would.
 */
describe('change notices', () => {
  it('name the topics, and an unknown word means everything changed', () => {
    expect(changeOf('availability')).toEqual({ topics: ['availability'], dates: [] });
    expect(changeOf('settings,closed-dates')).toEqual({ topics: ['settings', 'closed-dates'], dates: [] });
    expect(changeOf('availability,menu').topics).toEqual(['availability', 'settings', 'closed-dates', 'seatings', 'bookings', 'enquiries', 'staff']);
  });

  it('name the evenings a change concerns; dates that do not parse concern every date', () => {
    expect(changeOf('availability,bookings@2026-06-10,2026-07-01')).toEqual({ topics: ['availability', 'bookings'], dates: ['2026-06-10', '2026-07-01'] });
    expect(changeOf('availability@tomorrow')).toEqual({ topics: ['availability'], dates: [] });
    expect(changeOf('availability,menu@2026-06-10').dates).toEqual([]);
  });
});

describe('a change log', () => {
  it("keeps reads of other dates and months current through one evening's change", () => {
    const log = new ChangeLog();
    const before = (scope?: string) => log.generationOf(['availability'], scope);
    const [day, otherDay, month, otherMonth, all] = [before('2026-06-10'), before('2026-06-11'), before('2026-06'), before('2026-07'), before()];
    log.markChanged(['availability'], ['2026-06-10']);
    expect(before('2026-06-10')).not.toBe(day);
    expect(before('2026-06')).not.toBe(month);
    expect(before()).not.toBe(all);
    expect(before('2026-06-11')).toBe(otherDay);
    expect(before('2026-07')).toBe(otherMonth);
    log.markChanged(['availability']);
    expect(before('2026-06-11')).not.toBe(otherDay);
    expect(before('2026-07')).not.toBe(otherMonth);
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

  it("keeps an evening's answer through another instance's change to another evening, not to its own", async () => {
    const seating = await seatingIdForTest(t.db, 'counter', '19:00');
    const insert = async (code: string, date: string, payload: string) => {
      const noticesBefore = t.app.cacheNoticesReceived();
      await other.query('begin');
      await other.query(
        `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
         values ($1, $2, $3, 2, 'pending', 50000, 30, $4, $4)`,
        [code, seating, date, TEST_NOW],
      );
      await other.query('select pg_notify($1, $2)', [CACHE_CHANNEL, payload]);
      await other.query('commit');
      const deadline = Date.now() + 10_000;
      while (t.app.cacheNoticesReceived() === noticesBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    };
    const on = async (date: string) =>
      ((await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json() as SlotsResponse).slots.find((slot) => slot.seating_id === seating)!.booked;
    const before = await on('2026-06-10');
    // Written to the 10th but announced for the 11th only: the 10th's cached answer stands.
    await insert('NOTIFYTEST000002', '2026-06-10', 'availability@2026-06-11');
    expect(await on('2026-06-10')).toBe(before);
    await insert('NOTIFYTEST000003', '2026-06-10', 'availability@2026-06-10');
    expect(await on('2026-06-10')).toBe(before + 4);
  });
});
