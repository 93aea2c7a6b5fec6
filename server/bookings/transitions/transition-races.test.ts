import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../../api-client/contract/availability.ts';
import { bookingRow, counterSeatingId, pathOf, placeHold } from '../../payments/test-support.ts';
import { adminCall, auditRows, paidBooking, refundRows } from '../../staff-actions/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, testStore, type TestApp } from '../../test/test-app.ts';

/**
 * Transitions that meet on one booking at the same moment: on PostgreSQL each side runs on its own
 * instance (two servers, one database), on PGlite on the one. Whatever the order, the booking ends
 * in one state, its seats are counted once and no money goes missing.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let other: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  other = testStore === 'postgres' ? await buildTestApp({ database: await t.testDatabase!.openAnother() }) : t;
});
afterAll(async () => {
  if (other !== t) await other.app.close();
  await t.close();
});

async function freeAt(date: string, time: string): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  const seating = await counterSeatingId(t.db, time);
  return body.slots.find((slot) => slot.seating_id === seating)!.available;
}

const revisionOf = async (code: string) => (await adminCall<{ revision: number }>(t.app, 'GET', `/api/admin/booking/${code}`)).body.revision;

describe('two staff on one booking at once', () => {
  it('moving it to two evenings: one move wins, the other is told it changed, and the seats are taken once', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '18:00', date: '2026-07-14' });
    const revision = await revisionOf(booking.code);
    const before = { first: await freeAt('2026-07-15', '19:30'), second: await freeAt('2026-07-16', '19:30') };
    const answers = await Promise.all([
      adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date: '2026-07-15', time: '19:30', revision }),
      adminCall(other.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date: '2026-07-16', time: '19:30', revision }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ error: 'booking_changed' });
    const after = { first: await freeAt('2026-07-15', '19:30'), second: await freeAt('2026-07-16', '19:30') };
    expect(before.first - after.first + before.second - after.second).toBe(2);
    expect(await freeAt('2026-07-14', '18:00')).toBe(await freeAt('2026-07-28', '18:00'));
    expect((await auditRows(t.db, booking.code)).map((row) => row.action)).toEqual(['move']);
  });

  it('cancelling and moving it: whichever comes first, the other is refused and the seats add up', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 3, time: '18:00', date: '2026-07-22' });
    const revision = await revisionOf(booking.code);
    const answers = await Promise.all([
      adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { revision }),
      adminCall(other.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date: '2026-07-23', time: '18:00', revision }),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const row = await bookingRow(t.db, booking.code);
    const cancelled = answers[0]!.status === 200;
    expect(row.status).toBe(cancelled ? 'cancelled' : 'pending');
    // The evening it left, and the one it did not reach or reached: free seats as if it never held two.
    expect(await freeAt('2026-07-22', '18:00')).toBe(await freeAt('2026-07-28', '18:00'));
    expect(await freeAt('2026-07-23', '18:00')).toBe((await freeAt('2026-07-28', '18:00')) - (cancelled ? 0 : 3));
  });
});

describe('a guest and staff at once', () => {
  it('a guest paying while staff cancel the hold: the booking ends cancelled and the money is refunded or owed back', async () => {
    const hold = await placeHold(t.app, t.db, { pax: 2, date: '2026-07-24' });
    const wpay = await hold.guest.post<{ code_url: string }>('/api/wpay', { code: hold.code, lang: 'en' });
    expect(wpay.status).toBe(200);
    const [paid, cancel] = await Promise.all([
      other.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' }),
      adminCall(t.app, 'POST', `/api/admin/booking/${hold.code}/cancel`, {}),
    ]);
    expect(paid.statusCode).toBe(303);
    await hold.guest.get(`/api/check_wx/${hold.code}`);
    const row = await bookingRow(t.db, hold.code);
    if (cancel.status === 200) {
      // Cancelled first (a hold: nothing to refund then): the payment that came after is owed back.
      expect(row.status).toBe('cancelled');
      expect(row.needs_refund || (await refundRows(t.db, hold.code)).length > 0).toBe(true);
    } else {
      // Paid first: the cancel was of a paid booking, or refused as changed; the booking is never both.
      expect(cancel.body).toMatchObject({ error: expect.any(String) });
      expect(row.status).toBe('pending');
    }
    expect(await freeAt('2026-07-24', '19:00')).toBe((await freeAt('2026-07-28', '19:00')) - (row.status === 'pending' ? 2 : 0));
  });
});
