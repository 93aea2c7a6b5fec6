import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import { buildTestApp, testStore, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows, counterOfTwelve } from './test-support.ts';

/**
 * A 12-seat counter with seatings at 18:00, 18:30 and 20:30 and dinners of 150 minutes, on a
 * Tuesday whose evening the clock reaches: parties at the door are seated in a seating under way.
 */
const EVENING = '2026-06-16';
const AT_1830 = new Date('2026-06-16T10:30:00Z');
const BEFORE_SIX = new Date('2026-06-16T09:30:00Z');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await counterOfTwelve(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(BEFORE_SIX));

const walkIn = (body: Record<string, unknown>) => adminCall(t.app, 'POST', '/api/admin/walk-ins', { date: EVENING, ...body });
const booked = async (date: string, time: string, party: number) => {
  const answer = await adminCall<{ code: string }>(t.app, 'POST', '/api/admin/bookings', {
    date, time, party, first_name: 'Lin', last_name: 'Zhao', email: 'lin@example.com', waive_deposit: 'Regular',
  });
  expect(answer.status).toBe(200);
  return answer.body.code;
};
const tonight = async () => (await adminCall<Tonight>(t.app, 'GET', `/api/staff/tonight?date=${EVENING}`)).body;

describe(`walk-ins (${testStore})`, () => {
  it('are refused before the seating begins, on another evening, and past the seats; nothing changes', async () => {
    expect(await walkIn({ time: '18:00', party: 2 })).toMatchObject({ status: 409, body: { error: 'walk_in_too_early' } });
    t.clock.set(AT_1830);
    expect(await walkIn({ time: '18:00', party: 2, date: '2026-06-17' })).toMatchObject({ status: 422, body: { error: 'walk_in_not_tonight' } });
    expect(await walkIn({ time: '18:00', party: 0 })).toMatchObject({ status: 422 });
    expect(await walkIn({ time: '17:00', party: 2 })).toMatchObject({ status: 422, body: { error: 'seating_unknown' } });
    expect((await tonight()).seatings.flatMap((seating) => seating.parties)).toEqual([]);
  });

  it('seat a party in a seating under way, arrived and without deposit, audited, within the seats free', async () => {
    const eight = await booked(EVENING, '18:00', 8);
    t.clock.set(AT_1830);
    const seated = await walkIn({ time: '18:00', party: 4, first_name: 'Mei', last_name: 'Wang', note: 'at the door' });
    expect(seated).toMatchObject({ status: 200, body: { date: EVENING, time: '18:00', pax: 4, seats: '9-12' } });
    expect(await walkIn({ time: '18:00', party: 1 })).toMatchObject({ status: 409, body: { error: 'not_enough_seats' } });
    expect(await walkIn({ time: '18:30', party: 1 })).toMatchObject({ status: 409, body: { error: 'not_enough_seats' } });
    const parties = (await tonight()).seatings.find((seating) => seating.time === '18:00')!.parties;
    expect(parties.map((party) => [party.code, party.pax, party.arrived, party.walk_in, party.seats])).toEqual([
      [eight, 8, false, false, '1-8'],
      [(seated.body as { code: string }).code, 4, true, true, '9-12'],
    ]);
    const walkedIn = parties[1]!;
    expect([walkedIn.first_name, walkedIn.deposit_fen, walkedIn.paid]).toEqual(['Mei', 0, false]);
    expect((await auditRows(t.db, walkedIn.code)).map((row) => [row.action, row.after.status, row.note])).toEqual([['walk_in', 'pending', 'at the door']]);
  });

  it('give the last seats to one of two hosts seating parties at once', async () => {
    await booked('2026-06-23', '18:00', 10);
    t.clock.set(new Date('2026-06-23T10:15:00Z'));
    const answers = await Promise.all([1, 2].map(() => walkIn({ date: '2026-06-23', time: '18:00', party: 2 })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const { rows } = await t.db.query<{ seated: number }>(
      `select max(seated)::int as seated from seat_moments where booking_date = '2026-06-23'`,
    );
    expect(rows[0]!.seated).toBe(12);
  });
});
