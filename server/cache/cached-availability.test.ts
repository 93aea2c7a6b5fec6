import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Slot, SlotsResponse } from '../../api-client/contract/availability.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { placeHold } from '../payments/test-support.ts';
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

  it('shows a payment that brings an expired hold back in the next answer', async () => {
    const hold = await placeHold(t.app, t.db, { pax: 5, time: '18:30' });
    const seating = await seatingIdForTest(t.db, 'counter', '18:30');
    const booked = async () =>
      (await get<SlotsResponse>(`/api/get_slots?date=${hold.date}`)).slots.find((slot) => slot.seating_id === seating)!.booked;
    const wpay = await hold.guest.post<{ code_url: string }>('/api/wpay', { code: hold.code });
    expect(wpay.status).toBe(200);
    t.clock.advance(31 * 60_000);
    expect(await booked()).toBe(0);
    expect(await booked()).toBe(0); // answered from the cache
    const paid = new URL(wpay.body.code_url);
    await t.app.inject({ method: 'POST', url: paid.pathname + paid.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await booked()).toBe(5);
  });

  it('marks a day full in check_full as soon as its last seats are taken', async () => {
    expect(await get<string[]>('/api/check_full?date=2026-06-12')).not.toContain('2026-06-12');
    const hold = async (seating: number, pax: number) => {
      const guest = await Guest.start(t.app, 'token');
      expect((await guest.post('/api/start_booking', { d: '2026-06-12', s: seating, p: pax })).status).toBe(200);
    };
    // A party at 18:00 is still seated when the last seating (20:00) arrives: one full
    // 18:00 fills the counter's every seating.
    const seating = await seatingIdForTest(t.db, 'counter', '18:00');
    await hold(seating, 8);
    expect(await get<string[]>('/api/check_full?date=2026-06-12')).not.toContain('2026-06-12');
    await hold(seating, 2);
    expect(await get<string[]>('/api/check_full?date=2026-06-12')).not.toContain('2026-06-12');
    await hold(await seatingIdForTest(t.db, 'private'), 6);
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
    expect((await admin('PUT', '/api/admin/settings/counter_seats', { value: 12 })).statusCode).toBe(200);
    expect((await counterSlot('2026-06-19')).seats).toBe(12);
    await admin('PUT', '/api/admin/settings/counter_seats', { value: 10 });
  });
});
