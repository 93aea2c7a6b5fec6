import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import {
  bookingStateForTest,
  insertCustomerForTest,
  markPaidForTest,
  seatingIdForTest,
  verifyContactForTest,
} from '../../bookings/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let counter: number;
let owner: Guest;
let code: string;
beforeAll(async () => {
  t = await buildTestApp();
  counter = await seatingIdForTest(t.db, 'counter', '18:30');
});
afterAll(() => t.close());
beforeEach(async () => {
  t.clock.set(TEST_NOW);
  // Each test starts from an empty slot: one hold of 2 by `owner`.
  await t.db.exec('delete from bookings; delete from seat_moments; delete from area_evenings');
  owner = await Guest.start(t.app);
  code = (await owner.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 })).body.code;
  await verifyContactForTest(t.db, owner.token, { phone: '86 13800138000' });
});

const PERSONAL = ['country', 'phone', 'email', 'notes', 'food', 'occasion', 'customer', 'customer_id'];

describe('fetch_booking', () => {
  it('answers the SPEC fields, personal ones included, to the session that holds it', async () => {
    const { status, body } = await owner.get<Booking>(`/api/fetch_booking/${code}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      code, booking_date: '2026-06-04', pax: 2, price: 500, price_fen: 50000, status: { name: 'hold' }, status_id: 0,
      created_at: TEST_NOW.toISOString(), booking_time_limit: 30, expired: false, last_step: 0, personal: true, editable: true,
      seating: { id: counter, timeslot: { name: '18:30' }, area: { code: 'counter' } },
      customer_id: null, phone: null, email: null, notes: '', customer: null,
    });
  });

  it('answers only non-personal fields to anyone else with the code, in any letter case', async () => {
    await owner.post('/api/update_booking', { code, country: '86', phone: '13800138000', notes: 'window seat' });
    const stranger = await Guest.start(t.app, 'token');
    const { status, body } = await stranger.get<Booking>(`/api/fetch_booking/${code.toLowerCase()}`);
    expect(status).toBe(200);
    expect(body).toMatchObject({ code, pax: 2, personal: false, editable: false });
    for (const field of PERSONAL) expect(body).not.toHaveProperty(field);
    expect(JSON.stringify(body)).not.toContain('13800138000');
  });

  it('shows personal fields to another session that verified the booking phone, but no editing', async () => {
    await owner.post('/api/update_booking', { code, country: '86', phone: '13800138000' });
    const other = await Guest.start(t.app);
    await verifyContactForTest(t.db, other.token, { phone: '86 13800138000' });
    const { body } = await other.get<Booking>(`/api/fetch_booking/${code}`);
    expect(body).toMatchObject({ personal: true, editable: false, phone: '13800138000' });
  });

  it('answers an unknown or malformed code with 404 and the string "404"', async () => {
    for (const unknown of ['0000000000000000', 'not a code!', 'x'.repeat(300)]) {
      const response = await t.app.inject({ method: 'GET', url: `/api/fetch_booking/${encodeURIComponent(unknown)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toBe('404');
    }
  });
});

describe('update_booking', () => {
  it('saves verified contacts, customer, requests and progress for the owning session', async () => {
    await verifyContactForTest(t.db, owner.token, { email: 'Mei@Example.cn' });
    // The customer has the phone this session verified (in beforeEach) and another e-mail.
    const customerId = await insertCustomerForTest(t.db, { phone: '13800138000', email: 'mei.home@example.cn' });
    const payload = {
      code, country: '86', phone: '138 0013 8000', email: 'MEI@example.cn', last_step: 3, customer_id: customerId,
      notes: 'Anniversary dinner', food: 'No Pork / shellfish', occasion: 'Anniversary / ',
    };
    const response = await owner.post<Booking>('/api/update_booking', payload);
    expect(response.status).toBe(200);
    const { rows } = await t.db.query('select country, phone, email, last_step, customer_id, notes, food, occasion from bookings where code = $1', [code]);
    expect(rows[0]).toEqual({
      country: '86', phone: '13800138000', email: 'mei@example.cn', last_step: 3, customer_id: customerId,
      notes: 'Anniversary dinner', food: 'No Pork / shellfish', occasion: 'Anniversary /',
    });
    expect((await owner.get<Booking>(`/api/fetch_booking/${code}`)).body.customer).toMatchObject({ id: customerId, gender: 'F', first_name: 'Mei' });
  });

  it('shows staff an allergy the guest only wrote as written, without a leading slash', async () => {
    expect((await owner.post('/api/update_booking', { code, food: ' / Severe shellfish allergy', occasion: ' / ' })).status).toBe(200);
    await markPaidForTest(t.db, code, TEST_NOW);
    const listed = await t.app.inject({ method: 'GET', url: '/api/admin/bookings?date=2026-06-04', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(listed.json()).toEqual([expect.objectContaining({ code, food: 'Severe shellfish allergy', occasion: '' })]);
    const tonight = await t.app.inject({ method: 'GET', url: '/api/staff/tonight?date=2026-06-04', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(tonight.json().seatings.flatMap((seating: { parties: unknown[] }) => seating.parties)).toEqual([expect.objectContaining({ code, food: 'Severe shellfish allergy' })]);
  });

  it('never moves last_step back, and leaves absent fields as they were', async () => {
    await owner.post('/api/update_booking', { code, last_step: 2, notes: 'quiet corner' });
    expect((await owner.post('/api/update_booking', { code, last_step: 1 })).status).toBe(200);
    const { rows } = await t.db.query('select last_step, notes from bookings where code = $1', [code]);
    expect(rows[0]).toEqual({ last_step: 2, notes: 'quiet corner' });
  });

  const invalid: Array<[string, Record<string, unknown>, number, string, string?]> = [
    ['no code', { code: undefined, last_step: 1 }, 422, 'validation_failed', 'code'],
    ['an unknown code', { code: 'ZZZZZZZZZZZZZZZZ' }, 404, 'booking_not_found'],
    ['a step above 3', { last_step: 4 }, 422, 'validation_failed', 'last_step'],
    ['a step of text', { last_step: 'two' }, 422, 'validation_failed', 'last_step'],
    ['notes over 1000 characters', { notes: 'n'.repeat(1001) }, 422, 'validation_failed', 'notes'],
    ['food over 500 characters', { food: 'f'.repeat(501) }, 422, 'validation_failed', 'food'],
    ['occasion over 500 characters', { occasion: 'o'.repeat(501) }, 422, 'validation_failed', 'occasion'],
    ['notes of the wrong type', { notes: ['a'] }, 422, 'validation_failed', 'notes'],
    ['a malformed e-mail', { email: 'not-an-email' }, 422, 'validation_failed', 'email'],
    ['a malformed phone', { phone: '12ab' }, 422, 'validation_failed', 'phone'],
    ['a phone this session did not verify', { country: '86', phone: '13900139000' }, 403, 'contact_not_verified', 'phone'],
    ['a customer id of the wrong type', { customer_id: 'me' }, 422, 'validation_failed', 'customer_id'],
  ];
  it.each(invalid)('refuses %s and changes nothing', async (_name, fields, status, error, field) => {
    const before = await bookingStateForTest(t.db);
    const response = await owner.post<{ message: string; error: string; errors?: Record<string, string> }>('/api/update_booking', {
      code,
      ...fields,
    });
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
    expect(response.body.message).toBeTruthy();
    if (field) expect(Object.keys(response.body.errors ?? {})).toContain(field);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it('keeps an e-mail the booker did not prove for the confirmation only: it opens the booking to no one', async () => {
    const response = await owner.post<Booking>('/api/update_booking', { code, email: 'Someone@Example.cn', last_step: 2 });
    expect(response.status).toBe(200);
    const { rows } = await t.db.query('select email, email_verified from bookings where code = $1', [code]);
    expect(rows[0]).toEqual({ email: 'someone@example.cn', email_verified: false });
    const mailboxOwner = await Guest.start(t.app, 'token');
    await verifyContactForTest(t.db, mailboxOwner.token, { email: 'someone@example.cn' });
    expect((await mailboxOwner.get<Booking & { personal: boolean }>(`/api/fetch_booking/${code}`)).body).toMatchObject({ personal: false });
    // Proven by this session, it counts as the booking's contact again.
    await verifyContactForTest(t.db, owner.token, { email: 'someone@example.cn' });
    await owner.post('/api/update_booking', { code, email: 'someone@example.cn' });
    expect((await t.db.query('select email_verified from bookings where code = $1', [code])).rows[0]).toEqual({ email_verified: true });
    expect((await mailboxOwner.get<Booking & { personal: boolean }>(`/api/fetch_booking/${code}`)).body).toMatchObject({ personal: true });
  });

  it("refuses a customer whose contacts this session did not verify", async () => {
    const stranger = await insertCustomerForTest(t.db, { phone: '13900139000', email: 'other@example.cn' });
    const before = await bookingStateForTest(t.db);
    const response = await owner.post<{ error: string }>('/api/update_booking', { code, customer_id: stranger });
    expect([response.status, response.body.error]).toEqual([403, 'customer_not_yours']);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it("refuses another session's booking, even one that verified the same phone", async () => {
    const other = await Guest.start(t.app, 'token');
    await verifyContactForTest(t.db, other.token, { phone: '86 13800138000' });
    const before = await bookingStateForTest(t.db);
    const response = await other.post<{ error: string }>('/api/update_booking', { code, notes: 'mine now', last_step: 3 });
    expect([response.status, response.body.error]).toEqual([403, 'booking_not_yours']);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it('refuses an expired hold, which no longer holds seats', async () => {
    t.clock.advance(30 * 60_000);
    const before = await bookingStateForTest(t.db);
    const response = await owner.post<{ error: string }>('/api/update_booking', { code, last_step: 1 });
    expect([response.status, response.body.error]).toEqual([409, 'booking_expired']);
    expect(await bookingStateForTest(t.db)).toEqual(before);
    expect((await owner.get<Booking>(`/api/fetch_booking/${code}`)).body).toMatchObject({ expired: true, editable: false });
    const slots = await t.app.inject({ method: 'GET', url: '/api/get_slots?date=2026-06-04' });
    expect(slots.json().slots.find((slot: { seating_id: number }) => slot.seating_id === counter).booked).toBe(0);
    // The ledger gives the expired seats back too: another party can now take all 10.
    const next = await (await Guest.start(t.app)).post('/api/start_booking', { d: '2026-06-04', s: counter, p: 8 });
    expect(next.status).toBe(200);
    const more = await (await Guest.start(t.app)).post('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 });
    expect(more.status).toBe(200);
  });

  it('refuses a paid booking', async () => {
    await markPaidForTest(t.db, code, TEST_NOW);
    const response = await owner.post<{ error: string }>('/api/update_booking', { code, notes: 'late change' });
    expect([response.status, response.body.error]).toEqual([409, 'booking_not_editable']);
    const { body } = await owner.get<Booking>(`/api/fetch_booking/${code}`);
    expect(body).toMatchObject({ status: { name: 'pending' }, expired: false, notes: '' });
  });
});
