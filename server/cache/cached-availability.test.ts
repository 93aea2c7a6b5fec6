import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Slot, SlotsResponse } from '../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, type TestApp } from '../test/test-app.ts';

// Availability and settings answers are cached (server/cache); every change a guest or the
// restaurant makes must show in the very next answer. The clock starts Wed 2026-06-03 10:00 Shanghai.
let t: TestApp;
let counter: number;
beforeAll(async () => {
  t = await buildTestApp();
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url })).json() as T;
const counterSlot = async (date: string): Promise<Slot> =>
  (await get<SlotsResponse>(`/api/get_slots?date=${date}`)).slots.find((slot) => slot.seating_id === counter)!;
const admin = (method: 'PUT' | 'POST', url: string, payload: Record<string, unknown>) =>
  t.app.inject({ method, url, payload, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

describe('cached availability', () => {
  it('shows a hold made right after a cached get_slots in the next get_slots', async () => {
    expect((await counterSlot('2026-06-10')).booked).toBe(0);
    expect((await counterSlot('2026-06-10')).booked).toBe(0); // answered from the cache
    const guest = await Guest.start(t.app, 'token');
    expect((await guest.post('/api/start_booking', { d: '2026-06-10', s: counter, p: 4 })).status).toBe(200);
    const slot = await counterSlot('2026-06-10');
    expect(slot.booked).toBe(4);
    expect(slot.available).toBe(6);
  });

  it('shows bookings written to the store by any path (a payment, a cancellation) in the next answer', async () => {
    await counterSlot('2026-06-11');
    await t.db.query(
      `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
       values ('CACHETEST0000001', $1, '2026-06-11', 5, 'pending', 50000, 30, $2, $2)`,
      [counter, TEST_NOW],
    );
    expect((await counterSlot('2026-06-11')).booked).toBe(5);
    await t.db.query("update bookings set status = 'cancelled' where code = 'CACHETEST0000001'");
    expect((await counterSlot('2026-06-11')).booked).toBe(0);
  });

  it('marks a day full in check_full as soon as its last seats are taken', async () => {
    expect(await get<string[]>('/api/check_full?date=2026-06-12')).not.toContain('2026-06-12');
    await t.db.transaction(async (tx) => {
      for (const time of ['18:00', '18:30', '19:00', '19:30', '20:00']) {
        await tx.query(
          `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
           values (md5(random()::text), $1, '2026-06-12', 10, 'pending', 50000, 30, $2, $2)`,
          [await seatingIdForTest(tx, 'counter', time), TEST_NOW],
        );
      }
      const room = await seatingIdForTest(tx, 'private');
      await tx.query(
        `insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, created_at, hold_expires_at)
         values (md5(random()::text), $1, '2026-06-12', 6, 'pending', 50000, 30, $2, $2)`,
        [room, TEST_NOW],
      );
    });
    expect(await get<string[]>('/api/check_full?date=2026-06-12')).toContain('2026-06-12');
  });

  it('gives a hold seats back in the answer once its time runs out, with no write at all', async () => {
    const guest = await Guest.start(t.app, 'token');
    await guest.post('/api/start_booking', { d: '2026-06-13', s: counter, p: 2 });
    expect((await counterSlot('2026-06-13')).booked).toBe(2);
    t.clock.advance(30 * 60_000);
    expect((await counterSlot('2026-06-13')).booked).toBe(0);
    t.clock.set(TEST_NOW); // a clock moved back reads again rather than trusting a later answer
    expect((await counterSlot('2026-06-13')).booked).toBe(2);
  });

  it("closes today's passed slots as the minutes go by", async () => {
    t.clock.set(new Date('2026-06-03T10:59:30Z')); // 18:59:30 in Shanghai
    expect((await counterSlot('2026-06-03')).available).toBe(10);
    t.clock.advance(30_000); // 19:00
    expect((await counterSlot('2026-06-03')).available).toBe(0);
  });

  it('follows the restaurant: settings, closed dates and the site status', async () => {
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-06-17')).max).toBe(8);
    expect((await admin('PUT', '/api/admin/settings/max_party_size', { value: 6 })).statusCode).toBe(200);
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-06-17')).max).toBe(6);

    expect(await get<string[]>('/api/check_closed?date=2026-06-17')).not.toContain('2026-06-17');
    expect((await admin('POST', '/api/admin/closed_dates', { date: '2026-06-17', note: 'private event' })).statusCode).toBe(200);
    expect(await get<string[]>('/api/check_closed?date=2026-06-17')).toContain('2026-06-17');
    expect((await get<SlotsResponse>('/api/get_slots?date=2026-06-17')).slots).toEqual([]);

    expect(await get<string>('/api/get_status')).toBe('live');
    expect((await admin('PUT', '/api/admin/status', { status: 'maintenance' })).statusCode).toBe(200);
    expect(await get<string>('/api/get_status')).toBe('maintenance');
    const guest = await Guest.start(t.app, 'token');
    expect((await guest.post('/api/start_booking', { d: '2026-06-18', s: counter, p: 2 })).status).toBe(403);
    await admin('PUT', '/api/admin/status', { status: 'live' });
    await admin('PUT', '/api/admin/settings/max_party_size', { value: 8 });
  });

  it('keeps a seat count change of the counter in step', async () => {
    expect((await counterSlot('2026-06-19')).seats).toBe(10);
    expect((await admin('PUT', '/api/admin/settings/seats_per_slot', { value: 12 })).statusCode).toBe(200);
    expect((await counterSlot('2026-06-19')).seats).toBe(12);
    await admin('PUT', '/api/admin/settings/seats_per_slot', { value: 10 });
  });
});
