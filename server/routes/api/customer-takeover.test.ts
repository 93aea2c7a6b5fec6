import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import type { WpayResponse } from '../../../api-client/contract/payment.ts';
import { verifyEmail, verifyPhone } from '../../otp/test-verify.ts';
import { counterSeatingId, outboxFor, pathOf, VISIT_DATE } from '../../payments/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Mallory verifies only her own e-mail and saves a customer with Wei's phone before Wei ever books. Once
 * Wei verifies and books, she must get nothing of his: no record, booking data, listing, confirmation or
 * cancel request.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const WEI_PHONE = '13800138000';
const customers = async () => (await t.db.query('select id, first_name, phone, email from customers order by id')).rows;

describe('claiming a future guest\u2019s phone first', () => {
  it('gives the attacker nothing, and leaves the booking and its confirmation to its owner', async () => {
    const mallory = await Guest.start(t.app, 'cookies', '203.0.113.66');
    await verifyEmail(t.app, mallory, 'mallory@evil.example');
    const before = await customers();
    const claim = await mallory.post('/api/add_customer', {
      first_name: 'Mallory', last_name: 'M', gender: 'F', country: '86', phone: WEI_PHONE, email: 'mallory@evil.example',
    });
    expect(claim).toMatchObject({ status: 403, body: { error: 'contact_not_verified', errors: { phone: 'contact_not_verified' } } });
    expect(await customers()).toEqual(before);

    // Wei books as the widget does: hold, verify by SMS, details (an e-mail he typed), requests, pay.
    const wei = await Guest.start(t.app, 'cookies', '198.51.100.20');
    const hold = await wei.post<{ code: string }>('/api/start_booking', { d: VISIT_DATE, s: await counterSeatingId(t.db), p: 2 });
    const code = hold.body.code;
    const phone = await verifyPhone(t.app, wei, WEI_PHONE);
    expect((await wei.post('/api/update_booking', { code, country: '86', phone: WEI_PHONE, last_step: 1 })).status).toBe(200);
    expect((await wei.post('/api/get_customer', { country: '86', phone: WEI_PHONE, email: null })).body).toEqual({});
    const added = await wei.post<{ id: number }>('/api/add_customer', {
      first_name: 'Wei', last_name: 'Li', gender: 'M', country: '86', phone: WEI_PHONE, email: 'wei@example.cn',
    });
    expect(added.status).toBe(200);
    expect((await wei.post('/api/update_booking', { code, customer_id: added.body.id, email: 'wei@example.cn', last_step: 2 })).status).toBe(200);
    expect((await wei.post('/api/update_booking', { code, notes: 'window seat', last_step: 3 })).status).toBe(200);
    const wpay = await wei.post<WpayResponse>('/api/wpay', { code });
    const paid = await t.app.inject({
      method: 'POST', url: pathOf((wpay.body as { code_url: string }).code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
    });
    expect(paid.statusCode).toBeLessThan(400);
    expect((await wei.get<Booking & { status: { name: string } }>(`/api/fetch_booking/${code}`)).body.status.name).toBe('pending');

    // Wei's customer holds his proven phone only; Mallory's e-mail is nowhere near it.
    expect((await customers()).filter((row) => row.phone === WEI_PHONE)).toEqual([{ id: added.body.id, first_name: 'Wei', phone: WEI_PHONE, email: null }]);

    // Mallory learns nothing of the booking, even knowing its code and id.
    const seen = await mallory.get<Booking & { personal: boolean }>(`/api/fetch_booking/${code}`);
    expect(seen.body).toMatchObject({ personal: false });
    expect(JSON.stringify(seen.body)).not.toMatch(/Wei|13800138000|wei@example/);
    const listed = await mallory.post<UserBookingsResponse>('/api/get_user_bookings', { country: null, phone: null, email: 'mallory@evil.example' });
    expect(listed.body.bookings).toEqual([]);
    const weiListed = await wei.post<UserBookingsResponse>('/api/get_user_bookings', { country: '86', phone: WEI_PHONE, email: null });
    const bookingId = weiListed.body.bookings.find((booking) => booking.code === code)!.id;
    const cancel = await mallory.post('/api/booking_request', { bid: bookingId, type: 'cancel', message: 'cancel it' });
    expect(cancel).toMatchObject({ status: 404, body: { error: 'booking_not_found' } });
    expect((await t.db.query('select 1 from booking_requests')).rows).toHaveLength(0);

    // The confirmation went to Wei's phone and the e-mail he gave, and nothing to Mallory.
    await t.app.outgoing.deliverDue();
    expect((await outboxFor(t.db, 'mallory@evil.example')).filter((message) => message.body.includes(code))).toEqual([]);
    expect((await outboxFor(t.db, 'wei@example.cn')).some((message) => message.body.includes(code))).toBe(true);
    expect((await outboxFor(t.db, phone)).some((message) => message.body.includes(code))).toBe(true);
  });
});
