import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import { changesOf, type CacheTopic } from '../cache/cache-topics.ts';
import { bookingRow, messagesFor, VISIT_DATE } from '../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows, paidBooking, refundRows } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** A paid booking whose guest asked, from My bookings, to change or cancel it. */
async function withRequest(type: 'change' | 'cancel', options: Parameters<typeof paidBooking>[2] = {}) {
  const booking = await paidBooking(t.app, t.db, options);
  await verifyContactForTest(t.db, booking.guest.token, { email: booking.email });
  const { body } = await booking.guest.post<UserBookingsResponse>('/api/get_user_bookings', { email: booking.email });
  const listed = body.bookings.find((candidate) => candidate.code === booking.code)!;
  expect((await booking.guest.post('/api/booking_request', { bid: listed.id, type, message: 'Please' })).status).toBe(200);
  const requests = (await adminCall<Array<{ id: number; code: string }>>(t.app, 'GET', '/api/admin/requests')).body;
  return { ...booking, requestId: requests.find((request) => request.code === booking.code)!.id };
}

const resolve = (id: number, body: Record<string, unknown>) => adminCall(t.app, 'POST', `/api/admin/requests/${id}/resolve`, body);

describe("acting on a guest's request", () => {
  it("says bookings changed when a guest asks, so the consoles' inbox shows it without reloading", async () => {
    const heard: CacheTopic[][] = [];
    const stop = changesOf(t.db)!.watch((topics) => heard.push([...topics]));
    try {
      await withRequest('change');
    } finally {
      stop();
    }
    expect(heard.some((topics) => topics.includes('bookings'))).toBe(true);
  });

  it('cancels the booking as asked: seats back, deposit by the policy, guest told, request resolved once', async () => {
    const booking = await withRequest('cancel');
    const answer = await resolve(booking.requestId, { action: 'cancel' });
    expect(answer).toMatchObject({ status: 200, body: { outcome: 'cancelled', told: ['email', 'sms'], cancelled: { seats_returned: 2, deposit: { kind: 'refund' } } } });
    expect((await bookingRow(t.db, booking.code)).status).toBe('cancelled');
    expect(await refundRows(t.db, booking.code)).toMatchObject([{ status: 'succeeded' }]);
    expect((await messagesFor(t.db, booking.email)).at(-1)!.subject).toContain('Booking cancelled');
    expect((await auditRows(t.db, booking.code)).map((row) => row.action)).toEqual(['cancel_on_request']);
    expect(await resolve(booking.requestId, { action: 'cancel' })).toMatchObject({ status: 404, body: { error: 'request_not_found' } });
  });

  it('closes a request whose booking staff cancelled meanwhile, so the Inbox does not keep it', async () => {
    const booking = await withRequest('cancel');
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, {})).status).toBe(200);
    const open = (await adminCall<Array<{ code: string }>>(t.app, 'GET', '/api/admin/requests')).body;
    expect(open.map((request) => request.code)).not.toContain(booking.code);
    const all = (await adminCall<Array<{ code: string; resolution: string }>>(t.app, 'GET', '/api/admin/requests?open=false')).body;
    expect(all.find((request) => request.code === booking.code)).toMatchObject({ resolution: 'Booking cancelled' });
    expect(await resolve(booking.requestId, { action: 'cancel' })).toMatchObject({ status: 404, body: { error: 'request_not_found' } });
  });

  it('moves the booking as asked and resolves the request in the same transaction', async () => {
    const booking = await withRequest('change', { lang: 'zh', name: { first: '美玲', last: '林' } });
    const answer = await resolve(booking.requestId, { action: 'move', date: VISIT_DATE, time: '20:00' });
    expect(answer.body).toMatchObject({ outcome: 'moved', moved: { to: { date: VISIT_DATE, time: '20:00' } } });
    expect((await messagesFor(t.db, booking.email)).at(-1)!.body).toContain('尊敬的林美玲女士：');
    const requests = (await adminCall<Array<{ code: string; resolution: string }>>(t.app, 'GET', '/api/admin/requests?open=false')).body;
    // Listed with the guest's name and the seating the booking is now at, for the inbox.
    expect(requests.find((request) => request.code === booking.code)).toMatchObject({
      resolution: `Moved to ${VISIT_DATE} 20:00`,
      first_name: '美玲',
      last_name: '林',
      timeslot: '20:00',
    });
  });

  it('leaves the request open when the move is refused', async () => {
    const booking = await withRequest('change');
    expect((await resolve(booking.requestId, { action: 'move', date: '2026-06-07', time: '19:00' })).body).toMatchObject({ error: 'day_closed' });
    const open = (await adminCall<Array<{ id: number }>>(t.app, 'GET', '/api/admin/requests')).body;
    expect(open.map((request) => request.id)).toContain(booking.requestId);
  });

  it('declines with a reply the guest receives in their language; the booking stays', async () => {
    const booking = await withRequest('cancel', { lang: 'en' });
    expect((await resolve(booking.requestId, { action: 'decline' })).body).toMatchObject({ errors: { reply: 'reply_required' } });
    const answer = await resolve(booking.requestId, { action: 'decline', reply: 'Inside our notice we keep the deposit; we can move your dinner instead.' });
    expect(answer.body).toMatchObject({ outcome: 'declined', told: ['email', 'sms'] });
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`Your request to cancel booking ${booking.code}`);
    expect(mail.body).toContain('we can move your dinner instead');
    expect((await bookingRow(t.db, booking.code)).status).toBe('pending');
    expect((await auditRows(t.db, booking.code)).map((row) => row.action)).toEqual(['decline_request']);
  });
});
