import { visitEventUid } from '../../api-client/rules/calendar-event.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { counterSeatingId, messagesFor, placeHold, VISIT_DATE } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, testStore } from '../test/test-app.ts';
import { adminCall, auditRows, paidBooking, refundRows } from './test-support.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** An evening no other test of this file books: the counter's seats are shared over an evening. */
const FULL_EVENING = '2026-07-29';

async function freeAt(time: string, date = FULL_EVENING): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  const seating = await counterSeatingId(t.db, time);
  return body.slots.find((slot) => slot.seating_id === seating)!.available;
}

async function startBooking(time: string, pax: number) {
  const guest = await Guest.start(t.app);
  return guest.post<{ code?: string; error?: string }>('/api/start_booking', { d: FULL_EVENING, s: await counterSeatingId(t.db, time), p: pax });
}

describe('cancelling a booking', () => {
  it('returns its seats at once: a full slot takes 3 more guests, and the calendar and start_booking agree', async () => {
    const cancelled = await paidBooking(t.app, t.db, { pax: 3, time: '18:00', date: FULL_EVENING });
    await placeHold(t.app, t.db, { pax: 4, time: '18:00', date: FULL_EVENING });
    await placeHold(t.app, t.db, { pax: 3, time: '18:00', date: FULL_EVENING });
    expect(await freeAt('18:00')).toBe(0);
    expect((await startBooking('18:00', 1)).status).toBe(409);

    const answer = await adminCall(t.app, 'POST', `/api/admin/booking/${cancelled.code}/cancel`, { note: 'Guest phoned' });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ code: cancelled.code, seats_returned: 3 });

    expect(await freeAt('18:00')).toBe(3);
    expect((await startBooking('18:00', 3)).status).toBe(200);
    expect(await freeAt('18:00')).toBe(0);
    expect((await startBooking('18:00', 1)).status).toBe(409);
  });

  it('writes who, when, what, before and after to the audit log', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:30' });
    await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { note: 'Flight cancelled' });
    const [row] = await auditRows(t.db, booking.code);
    expect(row).toMatchObject({
      actor: 'admin-token',
      action: 'cancel',
      note: 'Flight cancelled',
      before: { status: 'pending', date: booking.date, time: '19:30', pax: 2 },
      after: { status: 'cancelled', date: booking.date, time: '19:30', pax: 2 },
    });
  });

  it('tells the guest in English by e-mail (with a calendar cancellation) and SMS, with the refund', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:30', lang: 'en', date: VISIT_DATE });
    const answer = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {});
    expect(answer.body).toMatchObject({ told: ['email', 'sms'], deposit: { kind: 'refund', amount_minor: 1000_00, why: 'policy' } });
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`Booking cancelled: Wednesday 10 Jun 2026, 19:30 · ${booking.code}`);
    expect(mail.body).toContain('Dear Ms Mei Lin,');
    expect(mail.body).toContain('Your deposit of RMB 1,000.00 is being refunded to your WeChat Pay account');
    expect(mail.attachments[0]!.content).toContain('METHOD:CANCEL');
    expect(mail.attachments[0]!.content).toContain(`UID:${visitEventUid(booking.code)}`);
    const sms = (await messagesFor(t.db, booking.phone)).at(-1)!;
    expect(sms.body).toContain(`Your booking for Wednesday 10 Jun 2026 19:30 is cancelled. Booking code ${booking.code}`);
  });

  it('tells the guest in Chinese, family name first', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '19:30', lang: 'zh', name: { first: '美玲', last: '林' }, date: VISIT_DATE });
    await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {});
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`预订已取消 2026年6月10日 星期三 19:30 · ${booking.code}`);
    expect(mail.body).toContain('尊敬的林美玲女士：');
    expect(mail.body).not.toContain('美玲 林');
    expect(mail.body).toContain('您的订金 人民币 1,000.00 元 将原路退回至您的微信支付账户');
    const sms = (await messagesFor(t.db, booking.phone)).at(-1)!;
    expect(sms.body).toContain('的预订已取消');
  });

  it('refunds by the policy through the demo provider: in full with notice, less PayPal’s fee for PayPal', async () => {
    const wechat = await paidBooking(t.app, t.db, { pax: 2, time: '20:00' });
    await adminCall(t.app, 'POST', `/api/admin/booking/${wechat.code}/cancel`, {});
    expect(await refundRows(t.db, wechat.code)).toMatchObject([{ amount_minor: 1000_00, currency: 'CNY', method: 'wechat', status: 'succeeded', provider_refund_id: expect.stringMatching(/^DEMOREFUND/) }]);

    const paypal = await paidBooking(t.app, t.db, { pax: 2, time: '20:00', method: 'paypal' });
    const answer = await adminCall(t.app, 'POST', `/api/admin/booking/${paypal.code}/cancel`, {});
    // USD 140.00 paid; PayPal keeps 4.5% (USD 6.30).
    expect(answer.body).toMatchObject({ deposit: { kind: 'refund', amount_minor: 133_70, currency: 'USD', method: 'paypal' } });
    expect(await refundRows(t.db, paypal.code)).toMatchObject([{ amount_minor: 133_70, currency: 'USD', status: 'succeeded' }]);
  });

  it('keeps the deposit inside the free-cancellation notice, unless staff choose a refund', async () => {
    const kept = await paidBooking(t.app, t.db, { pax: 1, time: '20:00', date: VISIT_DATE });
    const refunded = await paidBooking(t.app, t.db, { pax: 1, time: '20:00', date: VISIT_DATE });
    // Monday 06-08: Tuesday 06-09 is the only working day before the visit.
    t.clock.set(new Date('2026-06-08T02:00:00Z'));
    const policy = await adminCall(t.app, 'POST', `/api/admin/booking/${kept.code}/cancel`, {});
    expect(policy.body).toMatchObject({ deposit: { kind: 'kept', why: 'inside_notice' } });
    expect(await refundRows(t.db, kept.code)).toEqual([]);
    expect((await messagesFor(t.db, kept.email)).at(-1)!.body).toContain('the deposit is not refunded');

    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${refunded.code}/cancel`, { refund: 600 })).status).toBe(422);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${refunded.code}/cancel`, { refund: '250.50' })).body).toMatchObject({
      deposit: { kind: 'refund', amount_minor: 250_50, why: 'staff' },
    });
    expect(await refundRows(t.db, refunded.code)).toMatchObject([{ amount_minor: 250_50, status: 'succeeded' }]);
  });

  it('refuses a booking already cancelled, an unknown one, and a stale revision, changing nothing', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, time: '20:00' });
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { revision: 5 })).body).toMatchObject({ error: 'booking_changed' });
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { revision: 0 })).status).toBe(200);
    const again = await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {});
    expect(again).toMatchObject({ status: 409, body: { error: 'booking_not_active' } });
    expect((await adminCall(t.app, 'POST', '/api/admin/booking/NOSUCHBOOKING000/cancel', {})).status).toBe(404);
    expect(await auditRows(t.db, booking.code)).toHaveLength(1);
    expect(await refundRows(t.db, booking.code)).toHaveLength(1);
  });

  it('is refused without the admin token, changing nothing', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 1, time: '20:00' });
    const answer = await t.app.inject({ method: 'POST', url: `/api/admin/booking/${booking.code}/cancel`, payload: {} });
    expect(answer.statusCode).toBe(401);
    expect(await auditRows(t.db, booking.code)).toEqual([]);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { refund: 'most' })).body).toMatchObject({
      error: 'validation_failed',
      errors: { refund: 'refund_invalid' },
    });
  });

  it('lets one of two cancels at the same moment win; the other is told the booking is cancelled', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '20:00' });
    const other = testStore === 'postgres' ? await buildTestApp({ database: await t.testDatabase!.openAnother() }) : t;
    try {
      const answers = await Promise.all([
        adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {}),
        adminCall(other.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)!.body).toMatchObject({ error: 'booking_not_active', message: expect.stringContaining('cancelled') });
      expect(await auditRows(t.db, booking.code)).toHaveLength(1);
      expect(await refundRows(t.db, booking.code)).toHaveLength(1);
    } finally {
      if (other !== t) await other.app.close();
    }
  });
});
