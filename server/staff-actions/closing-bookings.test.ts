import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { placeHold } from '../payments/test-support.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { adminCall, paidBooking } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const closeDate = (body: Record<string, unknown>) => adminCall<{ message?: string; error?: string; kept?: string[] }>(t.app, 'POST', '/api/admin/closed_dates', body);
const closeSeating = (date: string, time: string, body: Record<string, unknown> = {}) =>
  adminCall<{ message?: string; error?: string; kept?: string[] }>(t.app, 'PUT', `/api/admin/closed_seatings/${date}/${time}`, { closed: true, ...body });

async function closedDays(): Promise<string[]> {
  const { rows } = await t.db.query<{ day: string }>('select day from closed_dates order by day');
  return rows.map((row) => row.day);
}

describe('closing a date or a seating that holds bookings', () => {
  it('is refused with the list of bookings and live holds, changing nothing', async () => {
    const date = '2026-07-29';
    const paid = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date });
    const held = await placeHold(t.app, t.db, { pax: 3, time: '18:00', date });
    const refused = await closeDate({ date, note: 'Private event' });
    expect(refused).toMatchObject({ status: 409, body: { error: 'evening_has_bookings' } });
    expect(refused.body.message).toContain(`Closing ${date} would leave 2 bookings on a closed evening:`);
    expect(refused.body.message).toContain(`${held.code} 18:00 counter, 3 guests, Mei Lin, ${held.email} (held, not yet paid)`);
    expect(refused.body.message).toContain(`${paid.code} 19:00 counter, 2 guests, Mei Lin, ${paid.email}`);
    expect(refused.body.message).toContain('Cancel or move each first');
    // The same bookings as data, for the console to list in its own words.
    expect((refused.body as { bookings?: unknown }).bookings).toEqual([
      { code: held.code, time: '18:00', area: 'counter', pax: 3, status: 'hold', guest: 'Mei Lin', contact: held.email },
      { code: paid.code, time: '19:00', area: 'counter', pax: 2, status: 'pending', guest: 'Mei Lin', contact: paid.email },
    ]);
    expect(await closedDays()).not.toContain(date);
  });

  it('closes with keep: the bookings keep their places, and the audit says which', async () => {
    const date = '2026-07-30';
    const paid = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date });
    expect(await closeDate({ date, note: 'Staff party', keep: true })).toMatchObject({ status: 200, body: { closed: true, kept: [paid.code] } });
    expect(await closedDays()).toContain(date);
    const { rows } = await t.db.query<{ action: string; after: unknown; note: string }>("select action, after, note from audit_log where action = 'close_keeping_bookings'");
    expect(rows.at(-1)).toEqual({ action: 'close_keeping_bookings', after: { date, seating_id: null, kept: [paid.code] }, note: 'Staff party' });
    const booking = await adminCall<{ status: string }>(t.app, 'GET', `/api/admin/booking/${paid.code}`);
    expect(booking.body.status).toBe('pending');
  });

  it('closes once every booking was cancelled or moved (their guests told then), and a date without bookings at once', async () => {
    const date = '2026-07-31';
    const paid = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date });
    expect((await closeDate({ date })).status).toBe(409);
    await adminCall(t.app, 'POST', `/api/admin/booking/${paid.code}/move`, { date: '2026-08-01', time: '19:00' });
    expect(await closeDate({ date })).toMatchObject({ status: 200, body: { closed: true, kept: [] } });
    expect(await closeDate({ date: '2026-08-04' })).toMatchObject({ status: 200, body: { kept: [] } });
  });

  it('refuses to close a seating with bookings, but closes the evening\'s other seatings', async () => {
    const date = '2026-07-28';
    const paid = await paidBooking(t.app, t.db, { pax: 2, time: '19:00', date });
    const refused = await closeSeating(date, '19:00');
    expect(refused).toMatchObject({ status: 409, body: { error: 'evening_has_bookings' } });
    expect(refused.body.message).toContain(`Closing the 19:00 counter seating on ${date} would leave 1 booking on a closed evening:`);
    expect(await closeSeating(date, '18:00')).toMatchObject({ status: 200, body: { closed: true, kept: [] } });
    expect(await closeSeating(date, '19:00', { keep: true })).toMatchObject({ status: 200, body: { closed: true, kept: [paid.code] } });
  });
});
