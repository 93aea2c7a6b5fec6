import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import {
  bookingStateForTest,
  insertCustomerForTest,
  markPaidForTest,
  seatingIdForTest,
  verifyContactForTest,
} from '../../bookings/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// Today is Wed 2026-06-03 in Shanghai. Mei (phone 13800138000) has paid for 06-10 (7 days ahead)
// and 06-05 (2 days ahead) and holds 06-12 unpaid; Li (13900139000) has paid for 06-10 too.
let t: TestApp;
let mei: Guest;
let li: Guest;
const ids: Record<string, number> = {};
const codes: Record<string, string> = {};
const MEI = { country: '86', phone: '13800138000', email: null };

async function book(guest: Guest, date: string, phone: string, paid: boolean): Promise<void> {
  const seating = await seatingIdForTest(t.db, 'counter', '19:30');
  const { body } = await guest.post<{ code: string }>('/api/start_booking', { d: date, s: seating, p: 2 });
  expect((await guest.post('/api/update_booking', { code: body.code, country: '86', phone, last_step: 3 })).status).toBe(200);
  const key = `${phone}:${date}`;
  codes[key] = body.code;
  if (paid) ids[key] = await markPaidForTest(t.db, body.code, TEST_NOW);
}

beforeAll(async () => {
  t = await buildTestApp();
  mei = await Guest.start(t.app);
  li = await Guest.start(t.app, 'token');
  await verifyContactForTest(t.db, mei.token, { phone: '86 13800138000' });
  await verifyContactForTest(t.db, li.token, { phone: '86 13900139000' });
  await insertCustomerForTest(t.db, { phone: '13800138000', first_name: 'Mei' });
  await book(mei, '2026-06-10', '13800138000', true);
  await book(mei, '2026-06-05', '13800138000', true);
  await book(mei, '2026-06-12', '13800138000', false);
  await book(li, '2026-06-10', '13900139000', true);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const outboxCount = async () =>
  (await t.db.query<{ n: number }>('select (select count(*) from outbox) + (select count(*) from outgoing_messages) as n')).rows[0]!.n;

describe('get_user_bookings', () => {
  it("lists the verified contact's paid bookings with customer, status, time and transaction", async () => {
    const { status, body } = await mei.post<UserBookingsResponse>('/api/get_user_bookings', MEI);
    expect(status).toBe(200);
    expect(body.customer).toMatchObject({ first_name: 'Mei', phone: '13800138000', country_code: { calling_code: '86' } });
    expect(body.bookings.map((booking) => booking.booking_date)).toEqual(['2026-06-10', '2026-06-05']);
    expect(body.bookings[0]).toMatchObject({
      id: ids['13800138000:2026-06-10'], code: codes['13800138000:2026-06-10'], pax: 2, status: { name: 'pending' }, status_id: 1,
      seating: { timeslot: { name: '19:30' } }, created_at: TEST_NOW.toISOString(), transaction: null, can_request: true,
      price: 500, deposit_fen: 100000,
    });
    expect(body.bookings[1]!.can_request).toBe(false);
  });

  it('lists nothing of a contact this session did not verify, whatever is posted', async () => {
    const before = await bookingStateForTest(t.db);
    const posted = await li.post<{ error: string }>('/api/get_user_bookings', MEI);
    expect([posted.status, posted.body.error]).toEqual([403, 'contact_not_verified']);
    const both = await li.post<UserBookingsResponse>('/api/get_user_bookings', { ...MEI, email: 'li@example.cn' });
    expect(both.status).toBe(403);
    const own = await li.post<UserBookingsResponse>('/api/get_user_bookings', { country: '86', phone: null, email: null });
    expect(own.body.bookings.map((booking) => booking.code)).toEqual([codes['13900139000:2026-06-10']]);
    const fresh = await Guest.start(t.app);
    expect((await fresh.post('/api/get_user_bookings', MEI)).status).toBe(403);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it.each([
    [{ ...MEI, phone: 13800138000 }, 'phone'],
    [{ ...MEI, email: { a: 1 } }, 'email'],
    [{ ...MEI, phone: '1'.repeat(30) }, 'phone'],
  ])('answers 422 for malformed input %#', async (payload, field) => {
    const response = await mei.post<{ errors: Record<string, string> }>('/api/get_user_bookings', payload);
    expect(response.status).toBe(422);
    expect(Object.keys(response.body.errors)).toContain(field);
  });

  it('lists the bookings of a shared phone and welcomes no one by name when two customers share it', async () => {
    const jun = await insertCustomerForTest(t.db, { phone: '13800138000', first_name: 'Jun' });
    try {
      const { status, body } = await mei.post<UserBookingsResponse>('/api/get_user_bookings', MEI);
      expect(status).toBe(200);
      expect(body.customer).toBeNull();
      expect(body.bookings.map((booking) => booking.booking_date)).toEqual(['2026-06-10', '2026-06-05']);
    } finally {
      await t.db.query('delete from customers where id = $1', [jun]);
    }
  });
});

describe('booking_request', () => {
  const bid = () => ids['13800138000:2026-06-10']!;

  it.each([
    [{ bid: undefined, type: 'cancel', message: 'x' }, 422, 'validation_failed', 'bid'],
    [{ bid: 'first', type: 'cancel', message: 'x' }, 422, 'validation_failed', 'bid'],
    [{ type: 'refund', message: 'x' }, 422, 'validation_failed', 'type'],
    [{ type: 'cancel' }, 422, 'validation_failed', 'message'],
    [{ type: 'cancel', message: '   \n ' }, 422, 'validation_failed', 'message'],
    [{ type: 'cancel', message: 42 }, 422, 'validation_failed', 'message'],
    [{ type: 'change', message: 'm'.repeat(2001) }, 422, 'validation_failed', 'message'],
  ])('refuses bad input %# and stores and sends nothing', async (fields, status, error, field) => {
    const [before, sent] = [await bookingStateForTest(t.db), await outboxCount()];
    const response = await mei.post<{ message: string; error: string; errors: Record<string, string> }>('/api/booking_request', {
      bid: bid(),
      ...fields,
    });
    expect([response.status, response.body.error]).toEqual([status, error]);
    expect(response.body.errors[field]).toBeTruthy();
    expect(await bookingStateForTest(t.db)).toEqual(before);
    expect(await outboxCount()).toBe(sent);
  });

  it("refuses another guest's booking, a hold, a visit 2 days ahead, and a session with no verified contact", async () => {
    const [before, sent] = [await bookingStateForTest(t.db), await outboxCount()];
    const attempts: Array<[Guest, number, number, string]> = [
      [li, bid(), 404, 'booking_not_found'],
      [mei, ids['13900139000:2026-06-10']!, 404, 'booking_not_found'],
      [mei, ids['13800138000:2026-06-05']!, 409, 'too_late_to_request'],
      [await Guest.start(t.app), bid(), 403, 'contact_not_verified'],
    ];
    const hold = await t.db.query<{ id: number }>('select id from bookings where code = $1', [codes['13800138000:2026-06-12']]);
    attempts.push([mei, hold.rows[0]!.id, 409, 'booking_not_paid']);
    for (const [guest, id, status, error] of attempts) {
      const response = await guest.post<{ message: string; error: string }>('/api/booking_request', { bid: id, type: 'cancel', message: 'Please' });
      expect([response.status, response.body.error]).toEqual([status, error]);
      expect(response.body.message).toBeTruthy();
    }
    expect(await bookingStateForTest(t.db)).toEqual(before);
    expect(await outboxCount()).toBe(sent);
  });

  it("counts the 3 days in Shanghai: at 01:00 on 06-03 there (06-02 in UTC) 06-05 is 2 days away", async () => {
    t.clock.set(new Date('2026-06-02T17:00:00Z'));
    const response = await mei.post<{ error: string }>('/api/booking_request', {
      bid: ids['13800138000:2026-06-05'], type: 'change', message: 'Later please',
    });
    expect([response.status, response.body.error]).toEqual([409, 'too_late_to_request']);
  });

  it('stores the request, e-mails the restaurant, then refuses a second one while it is open', async () => {
    const response = await mei.post('/api/booking_request', { bid: String(bid()), type: 'change', message: '  Move us to 20:00 please.  ' });
    expect(response).toMatchObject({ status: 200, body: { status: 'success' } });
    await t.app.outgoing.deliverDue();
    const stored = await t.db.query('select type, message from booking_requests where booking_id = $1', [bid()]);
    expect(stored.rows).toEqual([{ type: 'change', message: 'Move us to 20:00 please.' }]);
    const mail = await t.db.query<{ subject: string; body: string }>(
      "select subject, body from outbox where channel = 'email' and recipient = $1",
      [t.config.RESTAURANT_EMAIL],
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]!.subject).toContain(codes['13800138000:2026-06-10']);
    expect(mail.rows[0]!.body).toContain('Move us to 20:00 please.');
    const again = await mei.post<{ error: string }>('/api/booking_request', { bid: bid(), type: 'cancel', message: 'Cancel then' });
    expect([again.status, again.body.error]).toEqual([409, 'request_pending']);
    const listed = await mei.post<UserBookingsResponse>('/api/get_user_bookings', MEI);
    expect(listed.body.bookings[0]).toMatchObject({ can_request: false, open_request: 'change' });
  });
});

describe('log_out', () => {
  it('ends the session on the server: the token that listed the bookings lists nothing afterwards', async () => {
    const ana = await Guest.start(t.app, 'token');
    await verifyContactForTest(t.db, ana.token, { phone: '86 13700137000' });
    await book(ana, '2026-06-10', '13700137000', true);
    const before = await ana.post<UserBookingsResponse>('/api/get_user_bookings', {});
    expect(before.body.bookings.map((booking) => booking.code)).toEqual([codes['13700137000:2026-06-10']]);

    expect(await ana.post('/api/log_out')).toMatchObject({ status: 200, body: { status: 'success' } });
    // The same token, as a browser that kept it would send it.
    expect(await ana.post('/api/get_user_bookings', {})).toMatchObject({ status: 403, body: { error: 'contact_not_verified' } });
    expect((await ana.post('/api/log_out')).status).toBe(200);
    // Another guest's session is untouched.
    expect((await mei.post<UserBookingsResponse>('/api/get_user_bookings', MEI)).body.bookings.length).toBeGreaterThan(0);
  });

  it('clears the cookies of a browser, which then starts afresh; a forged cross-site post is refused', async () => {
    const bo = await Guest.start(t.app);
    await bo.post('/api/start_booking', { d: '2026-06-12', s: await seatingIdForTest(t.db, 'counter', '19:30'), p: 2 });
    await verifyContactForTest(t.db, bo.token, { phone: '86 13600136000' });
    const forged = await t.app.inject({ method: 'POST', url: '/api/log_out', headers: { cookie: `tb_session=${bo.token}` } });
    expect(forged.statusCode).toBe(419);
    const answer = await bo.post('/api/log_out');
    expect(answer.status).toBe(200);
    expect(String(answer.headers['set-cookie'])).toMatch(/tb_session=;.*Expires=Thu, 01 Jan 1970/);
    // The page asks for a new XSRF cookie, as it does when it opens: a new guest, who has proved nothing.
    await bo.get('/sanctum/csrf-cookie');
    expect(await bo.post('/api/get_user_bookings', {})).toMatchObject({ status: 403, body: { error: 'contact_not_verified' } });
  });
});
