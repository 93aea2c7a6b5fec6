import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookedForGuest } from '../../api-client/contract/staff-actions.ts';
import type { UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import { messagesFor, pathOf } from '../payments/test-support.ts';
import { adminCall, paidBooking } from '../staff-actions/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { verifyContactForTest } from './test-support.ts';

/** A link grants what it names: a pay link pays its booking, a manage link opens its booking in a new session. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const listedCodes = async (guest: Guest) => {
  const answer = await guest.post<UserBookingsResponse>('/api/get_user_bookings', {});
  return answer.status === 200 ? answer.body.bookings.map((booking) => booking.code) : [];
};

async function payByDemoWechat(guest: Guest, code: string) {
  const wpay = await guest.post<{ code_url: string }>('/api/wpay', { code, lang: 'en' });
  expect(wpay.status).toBe(200);
  await t.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
  await guest.get(`/api/check_wx/${code}`);
}

describe("the restaurant's payment link", () => {
  it('pays its booking and proves no contact: the guest’s other bookings and their notes stay hidden', async () => {
    const earlier = await paidBooking(t.app, t.db, { date: '2026-06-19' });
    await t.db.query("update bookings set notes = 'Shellfish allergy, severe' where code = $1", [earlier.code]);
    const booked = await adminCall<BookedForGuest>(t.app, 'POST', '/api/admin/bookings', {
      date: '2026-06-20', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: earlier.phone.slice(3), email: earlier.email, lang: 'en',
    });
    expect(booked.body, JSON.stringify(booked.body)).toMatchObject({ status: 'hold' });
    const token = new URL(booked.body.pay_link!).searchParams.get('pay')!;

    const opener = await Guest.start(t.app);
    expect(await opener.post('/api/open_pay_link', { code: booked.body.code, token })).toMatchObject({ status: 200, body: { status: 'hold' } });
    expect(await listedCodes(opener)).toEqual([]);
    const other = await opener.get<{ personal: boolean; notes?: string }>(`/api/fetch_booking/${earlier.code}`);
    expect(other.body).toMatchObject({ personal: false });
    expect(other.body.notes).toBeUndefined();

    await payByDemoWechat(opener, booked.body.code);
    expect(await listedCodes(opener)).toEqual([booked.body.code]);
    // Paid, the link is spent: a second opening is told so and gains nothing.
    const later = await Guest.start(t.app);
    expect(await later.post('/api/open_pay_link', { code: booked.body.code, token })).toMatchObject({ status: 409, body: { error: 'booking_paid' } });
    expect((await later.get<{ personal: boolean }>(`/api/fetch_booking/${booked.body.code}`)).body.personal).toBe(false);
  });

  it("pays a larger party's difference by its link, and nothing else of the guest's", async () => {
    const booking = await paidBooking(t.app, t.db, { date: '2026-06-24', pax: 2, lang: 'en' });
    const second = await paidBooking(t.app, t.db, { date: '2026-06-25', pax: 2, lang: 'en' });
    await t.db.query('update bookings set phone = $2, email = $3 where code = $1', [second.code, booking.phone.slice(3), booking.email]);
    const moved = await adminCall<{ pay_link: { url: string } }>(t.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date: '2026-06-24', time: '19:00', party: 4 });
    expect(moved.status).toBe(200);
    const opener = await Guest.start(t.app);
    const opened = await opener.post('/api/open_pay_link', { code: booking.code, token: new URL(moved.body.pay_link.url).searchParams.get('pay') });
    expect(opened).toMatchObject({ status: 200, body: { status: 'pending' } });
    expect((await opener.get<{ topup_due?: unknown }>(`/api/fetch_booking/${booking.code}`)).body.topup_due).toBeTruthy();
    expect(await listedCodes(opener)).toEqual([]);
    expect((await opener.get<{ personal: boolean }>(`/api/fetch_booking/${second.code}`)).body.personal).toBe(false);
    expect((await opener.post('/api/wpay', { code: second.code, lang: 'en' })).status).toBe(403);
    await payByDemoWechat(opener, booking.code);
    const { rows } = await t.db.query<{ pax: number; status: string }>("select b.pax, t.status from bookings b join booking_topups t on t.booking_id = b.id where b.code = $1", [booking.code]);
    expect(rows).toEqual([{ pax: 4, status: 'paid' }]);
  });
});

describe('the manage link', () => {
  it("opens its booking in a new session: the browser's own session is not upgraded, and keeps nothing of the other", async () => {
    const booking = await paidBooking(t.app, t.db, { date: '2026-06-26' });
    const mail = (await messagesFor(t.db, booking.email)).find((message) => /manage=/.test(message.body))!;
    const link = /https?:\/\/\S+\/my_bookings\?manage=\S+/.exec(mail.body)![0];

    // Someone else's browser: a session that proved another phone.
    const browser = await Guest.start(t.app, 'token');
    const before = browser.token!;
    await verifyContactForTest(t.db, before, { phone: '86 13700137000' });

    const opened = await browser.get(pathOf(link));
    expect(opened.status).toBe(303);
    expect(browser.token).not.toBe(before);
    expect(await listedCodes(browser)).toEqual([booking.code]);
    const { rows } = await t.db.query<{ n: number }>(
      'select count(*)::int as n from session_bookings g join sessions s on s.id = g.session_id join session_contacts c on c.session_id = s.id',
    );
    expect(rows[0]!.n).toBe(0);
  });
});
