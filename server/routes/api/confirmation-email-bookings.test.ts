import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import type { WpayResponse } from '../../../api-client/contract/payment.ts';
import { verifyEmail, verifyPhone } from '../../otp/test-verify.ts';
import { counterSeatingId, outboxFor, pathOf, VISIT_DATE } from '../../payments/test-support.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Grace books with her proven phone and types an e-mail at step 2 (never proven then); the
 * confirmation goes to it. Whoever later proves that e-mail by code finds the booking in My bookings,
 * as the inbox already holds it; an e-mail typed on a hold nobody paid opens nothing.
 */
let t: TestApp;
let paidCode: string;
let heldCode: string;
const GRACE_PHONE = '13800138005';
const GRACE_TYPED = ' Grace5@Example.COM ';
const GRACE_EMAIL = 'grace5@example.com';

async function holdWithTypedEmail(phone: string, email: string): Promise<{ guest: Guest; code: string }> {
  const guest = await Guest.start(t.app);
  const hold = await guest.post<{ code: string }>('/api/start_booking', { d: VISIT_DATE, s: await counterSeatingId(t.db), p: 2 });
  await verifyPhone(t.app, guest, phone);
  const code = hold.body.code;
  expect((await guest.post('/api/update_booking', { code, country: '86', phone, last_step: 1 })).status).toBe(200);
  const added = await guest.post<{ id: number }>('/api/add_customer', {
    first_name: 'Grace', last_name: 'Hopper', gender: 'F', country: '86', phone, email,
  });
  expect(added.status).toBe(200);
  expect((await guest.post('/api/update_booking', { code, customer_id: added.body.id, email, last_step: 3 })).status).toBe(200);
  return { guest, code };
}

async function pay(guest: Guest, code: string): Promise<void> {
  const wpay = await guest.post<WpayResponse>('/api/wpay', { code });
  const paid = await t.app.inject({
    method: 'POST', url: pathOf((wpay.body as { code_url: string }).code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
  });
  expect(paid.statusCode).toBeLessThan(400);
}

const listFor = (guest: Guest, contact: { country?: string | null; phone?: string | null; email?: string | null }) =>
  guest.post<UserBookingsResponse & { error?: string }>('/api/get_user_bookings', { country: null, phone: null, email: null, ...contact });

/** A new code for a destination is sent only after the resend wait. */
const afterResendWait = () => t.clock.advance(61_000);

beforeAll(async () => {
  t = await buildTestApp();
  const grace = await holdWithTypedEmail(GRACE_PHONE, GRACE_TYPED);
  paidCode = grace.code;
  await pay(grace.guest, paidCode);
  heldCode = (await holdWithTypedEmail('13900139006', 'held@example.com')).code;
  await t.app.outgoing.deliverDue();
});
afterAll(() => t.close());

describe('My bookings by the e-mail the confirmation went to', () => {
  it('lists the booking once that e-mail is proven by code, whatever its case', async () => {
    expect((await outboxFor(t.db, GRACE_EMAIL)).some((message) => message.body.includes(paidCode))).toBe(true);
    const later = await Guest.start(t.app);
    await verifyEmail(t.app, later, 'GRACE5@example.com');
    const listed = await listFor(later, { email: 'Grace5@EXAMPLE.com' });
    expect(listed.status).toBe(200);
    expect(listed.body.bookings.map((booking) => booking.code)).toEqual([paidCode]);
    const everything = await listFor(later, {});
    expect(everything.body.bookings.map((booking) => booking.code)).toEqual([paidCode]);
    const seen = await later.get<Booking>(`/api/fetch_booking/${paidCode}`);
    expect(seen.body).toMatchObject({ personal: true, email: GRACE_EMAIL });
  });

  it('lets that session ask for a change of the booking it lists', async () => {
    const later = await Guest.start(t.app);
    afterResendWait();
    await verifyEmail(t.app, later, GRACE_EMAIL);
    const [listed] = (await listFor(later, { email: GRACE_EMAIL })).body.bookings;
    const asked = await later.post('/api/booking_request', { bid: listed!.id, type: 'change', message: 'Half an hour later, please.' });
    expect(asked.status).toBe(200);
  });

  it('lists it by the phone too, however the number is written', async () => {
    const byPhone = await Guest.start(t.app);
    afterResendWait();
    await verifyPhone(t.app, byPhone, GRACE_PHONE);
    for (const phone of [GRACE_PHONE, '138 0013 8005', '+86 138-0013-8005', '１３８ ００１３ ８００５']) {
      const listed = await listFor(byPhone, { country: '86', phone });
      expect(listed.status, `${phone}: ${JSON.stringify(listed.body)}`).toBe(200);
      expect(listed.body.bookings.map((booking) => booking.code)).toEqual([paidCode]);
    }
  });

  it('opens nothing to a session that did not prove the e-mail', async () => {
    const stranger = await Guest.start(t.app);
    const asked = await listFor(stranger, { email: GRACE_EMAIL });
    expect([asked.status, asked.body.error]).toEqual([403, 'contact_not_verified']);
    await verifyEmail(t.app, stranger, 'someone-else@example.com');
    expect((await listFor(stranger, { email: GRACE_EMAIL })).status).toBe(403);
    expect((await listFor(stranger, {})).body.bookings).toEqual([]);
    expect((await stranger.get<Booking>(`/api/fetch_booking/${paidCode}`)).body).toMatchObject({ personal: false });
  });

  it('opens nothing by an e-mail typed on a hold that was never paid', async () => {
    const prover = await Guest.start(t.app);
    await verifyEmail(t.app, prover, 'held@example.com');
    expect((await listFor(prover, { email: 'held@example.com' })).body.bookings).toEqual([]);
    expect((await prover.get<Booking>(`/api/fetch_booking/${heldCode}`)).body).toMatchObject({ personal: false });
  });
});
