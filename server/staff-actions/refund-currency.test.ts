import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingDetails, BookingMoved } from '../../api-client/contract/staff-actions.ts';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, paidBooking, refundRows } from './test-support.ts';

/** A deposit paid in USD by PayPal is quoted, refunded and refused in USD, whatever staff type. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const details = async (code: string) => (await adminCall<BookingDetails>(t.app, 'GET', `/api/admin/booking/${code}`)).body;
const refund = (code: string, body: Record<string, unknown>) => adminCall(t.app, 'POST', `/api/admin/booking/${code}/refund`, body);

describe('a PayPal deposit of USD 420 for 6, moved to 4', () => {
  it('is shown, quoted and refunded in USD; more than it holds is refused naming USD and the maximum', async () => {
    const date = '2026-07-14';
    const booking = await paidBooking(t.app, t.db, { pax: 6, time: '19:00', date, method: 'paypal' });
    const moved = await adminCall<BookingMoved>(t.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date, time: '19:00', party: 4 });
    expect(moved.body).toMatchObject({ deposit_difference_fen: -1000_00, paid_beyond: { amount_minor: 140_00, currency: 'USD' } });
    expect(await details(booking.code)).toMatchObject({
      payments: [{ method: 'paypal', amount_minor: 420_00, currency: 'USD' }],
      refund_quote: {
        method: 'paypal',
        left: { amount_minor: 420_00, currency: 'USD' },
        paid_beyond: { amount_minor: 140_00, currency: 'USD' },
        usd_per_rmb: 0.14,
        confirm_above: { amount_minor: 500_00, currency: 'CNY' },
      },
    });

    // The RMB quote of the old console, typed as it was: more than the payment holds, in its currency.
    const refused = await refund(booking.code, { amount: 500 });
    expect(refused).toMatchObject({ status: 422, body: { error: 'refund_too_large', max: { amount_minor: 420_00, currency: 'USD' } } });
    expect(refused.body.message).toContain('USD 420.00');
    expect(await refundRows(t.db, booking.code)).toEqual([]);

    expect((await refund(booking.code, { amount: 300 })).body).toMatchObject({ refunds: [{ amount_minor: 300_00, currency: 'USD', method: 'paypal' }] });
    expect((await details(booking.code)).refund_quote).toMatchObject({ left: { amount_minor: 120_00, currency: 'USD' }, paid_beyond: null });
    t.clock.advance(60_000);
    const cancelled = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { refund: '120.01' });
    expect(cancelled).toMatchObject({ status: 422, body: { error: 'refund_too_large', max: { amount_minor: 120_00, currency: 'USD' } } });
    expect((await details(booking.code)).status).toBe('pending');
  });

  it('quotes a WeChat deposit paid beyond in RMB, with the threshold the restaurant sets', async () => {
    const date = '2026-07-15';
    const booking = await paidBooking(t.app, t.db, { pax: 4, time: '19:00', date });
    await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date, time: '19:00', party: 3 });
    expect((await adminCall(t.app, 'PUT', '/api/admin/settings/refund_confirm_above', { value: '800' })).status).toBe(200);
    expect((await details(booking.code)).refund_quote).toMatchObject({
      left: { amount_minor: 2000_00, currency: 'CNY' },
      paid_beyond: { amount_minor: 500_00, currency: 'CNY' },
      confirm_above: { amount_minor: 800_00, currency: 'CNY' },
    });
    for (const value of ['many', '-1', '100001']) {
      expect(await adminCall(t.app, 'PUT', '/api/admin/settings/refund_confirm_above', { value })).toMatchObject({ status: 422, body: { error: 'setting_invalid' } });
    }
    expect((await adminCall<{ refund_confirm_above: number }>(t.app, 'GET', '/api/admin/settings')).body.refund_confirm_above).toBe(800);
  });

  it('shows on the evening sheet as paid in USD, not as the RMB deposit', async () => {
    const date = '2026-07-16';
    const booking = await paidBooking(t.app, t.db, { pax: 6, time: '19:00', date, method: 'paypal' });
    const tonight = await adminCall<Tonight>(t.app, 'GET', `/api/staff/tonight?date=${date}`);
    const party = tonight.body.seatings.flatMap((seating) => seating.parties).find((candidate) => candidate.code === booking.code);
    expect(party).toMatchObject({ paid: true, deposit_fen: 3000_00, deposit_paid: { amount_minor: 420_00, currency: 'USD' } });
  });
});
