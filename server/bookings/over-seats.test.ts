import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EveningOverSeats } from '../../api-client/contract/common.ts';
import { adminCall, paidBooking } from '../staff-actions/test-support.ts';
import { buildTestApp, testStore, type TestApp } from '../test/test-app.ts';

/**
 * A 12-seat counter whose dinners last 60 minutes: a change of its seats or of the dinner's length
 * that would leave more guests booked than seats is refused with the bookings, unless kept.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  expect((await put('/api/admin/settings/counter_seats', { value: '12' })).status).toBe(200);
  expect((await put('/api/admin/settings/dining_minutes', { value: '60' })).status).toBe(200);
});
afterAll(() => t.close());

type Refusal = { error: string; message: string; evenings: EveningOverSeats[] };
const put = <T = Refusal>(url: string, payload: unknown) => adminCall<T>(t.app, 'PUT', url, payload);
const phoned = (date: string, time: string, party: number) =>
  adminCall<{ code: string }>(t.app, 'POST', '/api/admin/bookings', { date, time, party, first_name: 'Lei', last_name: 'Wang', phone: '13900001111', waive_deposit: 'Regular' });

async function eveningSeats(date: string): Promise<number | undefined> {
  const { rows } = await t.db.query<{ seats: number }>('select seats from evening_seats where day = $1', [date]);
  return rows[0]?.seats;
}

describe(`changes that would put an evening over its seats (${testStore})`, () => {
  it('refuses a buy-out over a paid party, listing it, and takes it with keep, saying by how much', async () => {
    const date = '2026-06-11';
    const party = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date, name: { first: 'Lei', last: 'Wang' } });
    const refused = await put(`/api/admin/evenings/${date}`, { seats: 0, note: 'Buy-out' });
    expect(refused).toMatchObject({
      status: 409,
      body: {
        error: 'evenings_over_seats',
        evenings: [{ date, area: 'counter', guests: 2, seats: 0, over: 2, bookings: [{ code: party.code, time: '19:00', pax: 2, status: 'pending', guest: 'Lei Wang' }] }],
      },
    });
    expect(refused.body.message).toContain(`${date} counter: 2 guests on 0 seats (2 over)`);
    expect(refused.body.message).toContain(`${party.code} 19:00, 2 guests, Lei Wang`);
    expect(await eveningSeats(date)).toBeUndefined();

    const kept = await put<{ seats: number; over: unknown[] }>(`/api/admin/evenings/${date}`, { seats: 0, note: 'Buy-out', keep: true });
    expect(kept).toMatchObject({ status: 200, body: { seats: 0, over: [{ date, area: 'counter', guests: 2, seats: 0, over: 2 }] } });
    expect(await eveningSeats(date)).toBe(0);
    const { rows } = await t.db.query<{ after: Record<string, unknown> }>("select after from audit_log where action = 'evening.seats' order by id desc limit 1");
    expect(rows[0]!.after).toMatchObject({ kept_over: [{ date, over: 2, codes: [party.code] }] });
  });

  it('takes a buy-out of an evening with nobody booked, and lowered seats that still hold everyone', async () => {
    expect(await put('/api/admin/evenings/2026-06-12', { seats: 0 })).toMatchObject({ status: 200, body: { over: [] } });
    await phoned('2026-06-17', '18:00', 4);
    expect(await put('/api/admin/evenings/2026-06-17', { seats: 4 })).toMatchObject({ status: 200, body: { over: [] } });
  });

  it('refuses the area\'s seats lowered below an evening\'s guests, by either call, and changes nothing', async () => {
    const date = '2026-06-18';
    const first = await phoned(date, '18:00', 6);
    const second = await phoned(date, '18:30', 4);
    const byArea = await put('/api/admin/areas/counter/seats', { seats: 8 });
    expect(byArea).toMatchObject({ status: 409, body: { error: 'evenings_over_seats' } });
    const evening = byArea.body.evenings.find((over) => over.date === date)!;
    expect(evening).toMatchObject({ guests: 10, seats: 8, over: 2 });
    expect(evening.bookings.map((booking) => booking.code).sort()).toEqual([first.body.code, second.body.code].sort());
    expect(await put('/api/admin/settings/counter_seats', { value: '8' })).toMatchObject({ status: 409, body: { error: 'evenings_over_seats' } });
    expect((await adminCall<{ counter_seats: number }>(t.app, 'GET', '/api/admin/settings')).body.counter_seats).toBe(12);
  });

  it('refuses a longer dinner that makes later parties overlap past the seats; kept, says the evening is 4 over', async () => {
    const date = '2026-06-19';
    await phoned(date, '18:00', 8);
    await phoned(date, '19:00', 8);
    const refused = await put('/api/admin/settings/dining_minutes', { value: '90' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'evenings_over_seats' } });
    expect(refused.body.evenings).toContainEqual(expect.objectContaining({ date, guests: 16, seats: 12, over: 4 }));
    expect((await adminCall<{ dining_minutes: number }>(t.app, 'GET', '/api/admin/settings')).body.dining_minutes).toBe(60);

    const kept = await put<{ over: unknown[] }>('/api/admin/settings/dining_minutes', { value: '90', keep: true });
    expect(kept.status).toBe(200);
    expect(kept.body.over).toContainEqual({ date, area: 'counter', guests: 16, seats: 12, over: 4 });
  });
});
