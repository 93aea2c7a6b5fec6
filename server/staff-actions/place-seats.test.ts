import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetails } from '../../api-client/contract/staff-actions.ts';
import { buildTestApp, testStore, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows, counterOfTwelve } from './test-support.ts';

/** A 12-seat counter at 18:00, 18:30 and 20:30 with dinners of 150 minutes, and the private room at 19:00. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await counterOfTwelve(t.app);
});
afterAll(() => t.close());

const book = async (date: string, time: string, party: number, area?: string) => {
  const answer = await adminCall<{ code: string }>(t.app, 'POST', '/api/admin/bookings', {
    date, time, party, area, first_name: 'Lin', last_name: 'Zhao', email: 'lin@example.com', waive_deposit: 'Regular',
  });
  expect(answer.status).toBe(200);
  return answer.body.code;
};
const seatsOf = async (code: string) => (await adminCall<BookingDetails>(t.app, 'GET', `/api/admin/booking/${code}`)).body.seats;
const place = (code: string, seats: string) => adminCall(t.app, 'POST', `/api/admin/booking/${code}/seats`, { seats });

describe(`seat numbers at the counter (${testStore})`, () => {
  it('gives each party the first adjacent seats free for its dinner; a later dinner reuses them', async () => {
    const first = await book('2026-06-16', '18:00', 2);
    const second = await book('2026-06-16', '18:30', 3);
    const late = await book('2026-06-16', '20:30', 4);
    // 20:30 meets the 18:30 party (seats 3-5) until 21:00, but not the 18:00 one (gone by 20:30).
    expect([await seatsOf(first), await seatsOf(second), await seatsOf(late)]).toEqual(['1-2', '3-5', '6-9']);
    expect(await seatsOf(await book('2026-06-16', '20:30', 2))).toBe('1-2');
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${first}/cancel`, { refund: 'none' })).status).toBe(200);
    expect(await seatsOf(await book('2026-06-16', '18:00', 1))).toBe('1');
  });

  it('moves a party to seats staff choose, refused when split, beyond the counter or meeting another party', async () => {
    const first = await book('2026-06-17', '18:00', 2);
    const second = await book('2026-06-17', '18:30', 2);
    expect(await place(second, '1-2')).toMatchObject({ status: 409, body: { error: 'seats_taken' } });
    expect(await place(second, '5-7')).toMatchObject({ status: 422, body: { error: 'seats_not_party' } });
    expect(await place(second, '12-13')).toMatchObject({ status: 422, body: { error: 'seats_out_of_range' } });
    expect(await place(second, '5,6')).toMatchObject({ status: 422, body: { errors: { seats: 'seats_invalid' } } });
    expect(await place(second, '3-4')).toMatchObject({ status: 409, body: { error: 'nothing_to_change' } });
    expect(await seatsOf(second)).toBe('3-4');
    expect(await place(second, '11-12')).toMatchObject({ status: 200, body: { seats: '11-12', was: '3-4' } });
    expect((await auditRows(t.db, second)).map((row) => [row.action, row.before?.seats, row.after.seats])).toEqual([
      ['book', undefined, '3-4'],
      ['seats', '3-4', '11-12'],
    ]);
    expect(await seatsOf(first)).toBe('1-2');
  });

  it('keeps a party on its seats when it grows and the next seats are free, else finds a run', async () => {
    const code = await book('2026-06-18', '18:00', 2);
    await book('2026-06-18', '18:00', 2);
    expect(await seatsOf(code)).toBe('1-2');
    const moved = await adminCall(t.app, 'POST', `/api/admin/booking/${code}/move`, { date: '2026-06-18', time: '18:00', party: 3, override: true });
    expect(moved.status).toBe(200);
    expect(await seatsOf(code)).toBe('5-7');
  });

  it('gives the private room no seat numbers', async () => {
    const code = await book('2026-06-26', '19:00', 6, 'private');
    expect(await seatsOf(code)).toBeNull();
    expect(await place(code, '1-6')).toMatchObject({ status: 409, body: { error: 'seats_not_numbered' } });
  });

  it('gives the same seats to only one of two staff placing parties at once', async () => {
    const [a, b] = [await book('2026-06-19', '18:00', 2), await book('2026-06-19', '18:00', 2)];
    const answers = await Promise.all([place(a, '9-10'), place(b, '10-11')]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
  });
});
