import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import { VISIT_DATE } from '../payments/test-support.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { completePastEvenings } from './complete-past-evenings.ts';
import { adminCall, auditRows, paidBooking } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** 19:10 in Shanghai on the visit date: the 19:00 seating has started. */
const DURING_DINNER = new Date('2026-06-10T11:10:00Z');
const mark = (code: string, as: string) => adminCall(t.app, 'POST', `/api/admin/booking/${code}/mark`, { mark: as });

async function statusSeenByGuest(booking: Awaited<ReturnType<typeof paidBooking>>) {
  await verifyContactForTest(t.db, booking.guest.token, { email: booking.email });
  const { body } = await booking.guest.post<UserBookingsResponse>('/api/get_user_bookings', { email: booking.email });
  return body.bookings.find((listed) => listed.code === booking.code)!.status.name;
}

describe('marking a booking', () => {
  it('is refused before the evening, with a sentence and nothing changed', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    expect(await mark(booking.code, 'arrived')).toMatchObject({ status: 409, body: { error: 'too_early_to_mark', message: expect.stringContaining(VISIT_DATE) } });
    expect(await mark(booking.code, 'no_show')).toMatchObject({ status: 409, body: { error: 'too_early_to_mark' } });
    expect((await mark(booking.code, 'eaten')).status).toBe(422);
    expect(await auditRows(t.db, booking.code)).toEqual([]);
  });

  it('marks arrived, then completed, audited each time; my_bookings shows it completed', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    t.clock.set(DURING_DINNER);
    expect(await mark(booking.code, 'arrived')).toMatchObject({ status: 200, body: { status: 'pending', arrived: true } });
    expect(await mark(booking.code, 'arrived')).toMatchObject({ status: 409, body: { error: 'nothing_to_change' } });
    expect(await mark(booking.code, 'completed')).toMatchObject({ status: 200, body: { status: 'completed', arrived: true } });
    expect((await auditRows(t.db, booking.code)).map((row) => [row.action, row.before.status, row.after.status])).toEqual([
      ['mark_arrived', 'pending', 'pending'],
      ['mark_completed', 'pending', 'completed'],
    ]);
    expect(await statusSeenByGuest(booking)).toBe('completed');
  });

  it('marks a guest who never came no-show (a completed one too, correcting it); my_bookings says so', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    t.clock.set(DURING_DINNER);
    expect(await mark(booking.code, 'completed')).toMatchObject({ body: { status: 'completed' } });
    expect(await mark(booking.code, 'no_show')).toMatchObject({ status: 200, body: { status: 'no_show', arrived: false } });
    expect(await statusSeenByGuest(booking)).toBe('no_show');
  });

  it('undoes a mis-tapped arrival on the evening, audited; not once the evening has passed', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    t.clock.set(DURING_DINNER);
    expect(await mark(booking.code, 'expected')).toMatchObject({ status: 409, body: { error: 'nothing_to_change' } });
    expect(await mark(booking.code, 'arrived')).toMatchObject({ status: 200, body: { status: 'pending', arrived: true } });
    expect(await mark(booking.code, 'expected')).toMatchObject({ status: 200, body: { status: 'pending', arrived: false } });
    expect(await mark(booking.code, 'no_show')).toMatchObject({ status: 200, body: { status: 'no_show' } });
    expect(await mark(booking.code, 'expected')).toMatchObject({ status: 200, body: { status: 'pending', arrived: false } });
    expect((await auditRows(t.db, booking.code)).map((row) => row.action)).toEqual(['mark_arrived', 'mark_expected', 'mark_no_show', 'mark_expected']);
    await mark(booking.code, 'completed');
    t.clock.set(new Date('2026-06-11T01:00:00Z'));
    expect(await mark(booking.code, 'expected')).toMatchObject({ status: 409, body: { error: 'too_late_to_unmark', message: expect.stringContaining(VISIT_DATE) } });
    expect(await statusSeenByGuest(booking)).toBe('completed');
  });

  it('completes the bookings of past evenings on its own, unless staff marked them', async () => {
    const unmarked = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    const noShow = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    t.clock.set(DURING_DINNER);
    await mark(noShow.code, 'no_show');
    expect(await completePastEvenings(t.db, t.clock.now())).toBe(0);
    // The next morning in Shanghai.
    t.clock.set(new Date('2026-06-11T01:00:00Z'));
    expect(await completePastEvenings(t.db, t.clock.now())).toBeGreaterThanOrEqual(1);
    expect(await completePastEvenings(t.db, t.clock.now())).toBe(0);
    expect(await statusSeenByGuest(unmarked)).toBe('completed');
    expect(await statusSeenByGuest(noShow)).toBe('no_show');
    expect(await auditRows(t.db, unmarked.code)).toMatchObject([{ actor: 'system', action: 'complete', after: { status: 'completed' } }]);
  });
});
