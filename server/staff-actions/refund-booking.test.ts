import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingRow, messagesFor } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows, paidBooking, refundRows } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const refund = (code: string, body: Record<string, unknown> = {}) => adminCall(t.app, 'POST', `/api/admin/booking/${code}/refund`, body);

describe('refunding a deposit', () => {
  it('gives back part, then the rest, through the demo provider, once each; then nothing is left', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    expect((await refund(booking.code, { amount: 1000.01 })).body).toMatchObject({ error: 'refund_too_large' });
    expect(await refund(booking.code, { amount: 100, note: 'Wine not served' })).toMatchObject({
      status: 200,
      body: { refunds: [{ amount_minor: 100_00, currency: 'CNY', status: 'succeeded', provider_refund_id: expect.stringMatching(/^DEMOREFUND/) }], told: ['email', 'sms'] },
    });
    t.clock.advance(60_000);
    expect((await refund(booking.code)).body).toMatchObject({ refunds: [{ amount_minor: 900_00, status: 'succeeded' }] });
    expect(await refund(booking.code)).toMatchObject({ status: 409, body: { error: 'refund_not_possible' } });
    expect((await refundRows(t.db, booking.code)).map((row) => row.amount_minor)).toEqual([100_00, 900_00]);
    expect((await auditRows(t.db, booking.code)).map((row) => [row.action, row.note])).toEqual([
      ['refund', 'Wine not served'],
      ['refund', ''],
    ]);
    expect((await messagesFor(t.db, booking.email)).at(-1)!.body).toContain('We are refunding RMB 900.00 to your WeChat Pay account.');
    // The booking itself stands: a refund is not a cancellation.
    expect((await bookingRow(t.db, booking.code)).status).toBe('pending');
  });

  it('gives back a payment marked to refund in full and takes the booking off the to-refund list', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, lang: 'zh' });
    // As a second payment of a paid booking is recorded (settle-payment.ts).
    await t.db.query("update transactions set outcome = 'duplicate', refund_due = true where booking_id = (select id from bookings where code = $1)", [booking.code]);
    await t.db.query('update bookings set needs_refund = true where code = $1', [booking.code]);
    expect((await refund(booking.code)).body).toMatchObject({ refunds: [{ amount_minor: 500_00, status: 'succeeded' }] });
    expect((await bookingRow(t.db, booking.code)).needs_refund).toBe(false);
    expect((await messagesFor(t.db, booking.email)).at(-1)!.body).toContain('我们已向您退款 人民币 500.00 元，将原路退回至您的微信支付账户。');
  });
});

describe('an amount to refund', () => {
  it('is a decimal with at most two places: anything else is refused, nothing refunded', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    for (const amount of [0.004, '0x10', '1e3', 12.345, '12.', '-5', 0, '', 'Infinity']) {
      const refused = await refund(booking.code, { amount });
      expect(refused.status, String(amount)).toBe(422);
      expect(refused.body).toMatchObject({ errors: { amount: 'amount_invalid' } });
    }
    expect(await refundRows(t.db, booking.code)).toEqual([]);
    expect((await refund(booking.code, { amount: '12.5' })).body).toMatchObject({ refunds: [{ amount_minor: 12_50 }] });
    t.clock.advance(60_000);
    expect((await refund(booking.code, { amount: 0.1 })).body).toMatchObject({ refunds: [{ amount_minor: 10 }] });
  });
});
