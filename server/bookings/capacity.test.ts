import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, testStore, type TestApp } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * The restaurant's own evening, set up with the admin calls `npm run admin` makes: a 12-seat
 * counter with seatings at 18:00, 18:30 and 20:30 and dinners of 150 minutes. get_slots answers
 * the seats truly free for each seating's whole dinner, and holds follow the same count.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect((await admin('PUT', '/api/admin/settings/counter_seats', { value: '12' })).statusCode).toBe(200);
  expect((await admin('PUT', '/api/admin/settings/dining_minutes', { value: '150' })).statusCode).toBe(200);
  for (const time of ['19:00', '19:30', '20:00']) expect((await admin('DELETE', `/api/admin/seatings/${time}`)).statusCode).toBe(200);
  expect((await admin('POST', '/api/admin/seatings', { time: '20:30' })).statusCode).toBe(200);
  // The counter alone: a free private room would keep a full counter's day off the full list.
  expect((await admin('DELETE', '/api/admin/seatings/19:00?area=private')).statusCode).toBe(200);
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

async function counterSlots(date: string): Promise<Record<string, number>> {
  const { slots } = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json<SlotsResponse>();
  return Object.fromEntries(slots.filter((slot) => slot.area.code === 'counter').map((slot) => [slot.timeslot, slot.available]));
}

async function hold(date: string, time: string, pax: number): Promise<number> {
  const guest = await Guest.start(t.app, 'token');
  const seatingId = await seatingIdForTest(t.db, 'counter', time);
  return (await guest.post('/api/start_booking', { d: date, s: seatingId, p: pax })).status;
}

const fullDays = async (date: string) => (await t.app.inject({ method: 'GET', url: `/api/check_full?date=${date}` })).json<string[]>();

describe(`a 12-seat counter over one evening (${testStore})`, () => {
  it('lists the seatings the restaurant set, with all 12 seats free at each', async () => {
    expect(await counterSlots('2026-06-16')).toEqual({ '1800': 12, '1830': 12, '2030': 12 });
    const listed = (await admin('GET', '/api/admin/seatings')).json<{ dining_minutes: number; seatings: Array<{ time: string; area: string }> }>();
    expect(listed.dining_minutes).toBe(150);
    expect(listed.seatings.filter((seating) => seating.area === 'counter').map((seating) => seating.time)).toEqual(['18:00', '18:30', '20:30']);
  });

  it('seats 12 at 18:00, leaving none at 18:30 and 12 at 20:30', async () => {
    expect(await hold('2026-06-16', '18:00', 8)).toBe(200);
    expect(await hold('2026-06-16', '18:00', 4)).toBe(200);
    expect(await counterSlots('2026-06-16')).toEqual({ '1800': 0, '1830': 0, '2030': 12 });
    expect(await hold('2026-06-16', '18:30', 1)).toBe(409);
    expect(await hold('2026-06-16', '20:30', 6)).toBe(200);
    expect(await counterSlots('2026-06-16')).toEqual({ '1800': 0, '1830': 0, '2030': 6 });
    expect(await fullDays('2026-06-16')).not.toContain('2026-06-16');
    expect(await hold('2026-06-16', '20:30', 6)).toBe(200);
    expect(await fullDays('2026-06-16')).toContain('2026-06-16');
  });

  it('frees 18:30 only as far as the later 20:30 party lets it', async () => {
    expect(await hold('2026-06-17', '20:30', 5)).toBe(200);
    expect(await counterSlots('2026-06-17')).toEqual({ '1800': 12, '1830': 7, '2030': 7 });
    expect(await hold('2026-06-17', '18:30', 8)).toBe(409);
    expect(await hold('2026-06-17', '18:30', 7)).toBe(200);
    // 18:00 meets the party of 7 from 18:30, and leaves before the party of 5 comes.
    expect(await counterSlots('2026-06-17')).toEqual({ '1800': 5, '1830': 0, '2030': 0 });
  });

  it('takes a buy-out for one evening: no seats that night, the next one untouched', async () => {
    const buyOut = await admin('PUT', '/api/admin/evenings/2026-06-19', { area: 'counter', seats: 0, note: 'Buy-out' });
    expect(buyOut.statusCode).toBe(200);
    expect(await counterSlots('2026-06-19')).toEqual({ '1800': 0, '1830': 0, '2030': 0 });
    expect(await hold('2026-06-19', '20:30', 2)).toBe(409);
    expect(await fullDays('2026-06-19')).toContain('2026-06-19');
    expect(await counterSlots('2026-06-20')).toEqual({ '1800': 12, '1830': 12, '2030': 12 });
    expect((await admin('PUT', '/api/admin/evenings/2026-06-19', { area: 'counter', seats: null })).statusCode).toBe(200);
    expect(await counterSlots('2026-06-19')).toEqual({ '1800': 12, '1830': 12, '2030': 12 });
  });

  it('closes one seating on one date only', async () => {
    expect((await admin('PUT', '/api/admin/closed_seatings/2026-06-23/18:30', { closed: true, note: 'Staff meal' })).statusCode).toBe(200);
    expect(await counterSlots('2026-06-23')).toEqual({ '1800': 12, '1830': 0, '2030': 12 });
    expect(await hold('2026-06-23', '18:30', 2)).toBe(409);
    expect(await counterSlots('2026-06-24')).toEqual({ '1800': 12, '1830': 12, '2030': 12 });
  });

  it('answers bad admin values with a sentence naming the setting and what is allowed, changing nothing', async () => {
    const seats = await admin('PUT', '/api/admin/settings/counter_seats', { value: 'twelve' });
    expect(seats.statusCode).toBe(422);
    expect(seats.json().message).toBe('counter_seats must be a whole number of seats from 0 to 500; got "twelve".');
    const weekdays = await admin('PUT', '/api/admin/settings/open_weekdays', { value: '1-5' });
    expect(weekdays.json().message).toBe('open_weekdays must be weekday numbers separated by commas, 0 for Sunday to 6 for Saturday (e.g. 2,3,4,5,6); got "1-5".');
    const time = await admin('POST', '/api/admin/seatings', { time: '25:00' });
    expect(time.json().message).toBe('time must be a time of day as HH:MM, e.g. 18:30; got "25:00".');
    const area = await admin('PUT', '/api/admin/evenings/2026-06-25', { area: 'terrace', seats: 4 });
    expect(area.json().message).toBe('There is no area "terrace"; the areas are: counter, private.');
    expect(await counterSlots('2026-06-25')).toEqual({ '1800': 12, '1830': 12, '2030': 12 });
  });
});
