import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { WpayResponse } from '../../api-client/contract/payment.ts';
import type { UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import { messagesFor, pathOf, placeHold } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { manageToken, readManageToken } from './manage-link.ts';

let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const stream = new Writable({
    write(chunk, _encoding, done) {
      logLines.push(String(chunk));
      done();
    },
  });
  t = await buildTestApp({ logger: { level: 'debug', stream } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** A booking paid by WeChat (demo), as a guest pays it; answers its id and the link its confirmation carries. */
async function paidBooking() {
  const hold = await placeHold(t.app, t.db);
  const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  await t.app.inject({
    method: 'POST', url: pathOf((wpay.body as { code_url: string }).code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
  });
  const { rows } = await t.db.query<{ id: number }>('select id from bookings where code = $1', [hold.code]);
  const email = (await messagesFor(t.db, hold.email)).find((message) => message.channel === 'email')!;
  const sms = (await messagesFor(t.db, hold.phone)).find((message) => message.channel === 'sms')!;
  const link = /https?:\/\/\S+\/my_bookings\?manage=\S+/.exec(email.body)?.[0];
  expect(link, email.body).toBeDefined();
  expect(sms.body).toContain(link);
  return { ...hold, id: Number(rows[0]!.id), link: link! };
}

/** A browser that opens the link: answers where it was sent and with which headers. */
async function open(guest: Guest, link: string) {
  const response = await guest.get(pathOf(link));
  return { status: response.status, location: String(response.headers.location ?? ''), headers: response.headers };
}

const listed = async (guest: Guest) => guest.post<UserBookingsResponse & { error?: string }>('/api/get_user_bookings', {});

describe('the manage link', () => {
  it('opens only its own booking in a new browser, without a code, and leaves the URL at once', async () => {
    const booking = await paidBooking();
    await paidBooking();
    const browser = await Guest.start(t.app);
    expect((await listed(browser)).status).toBe(403);

    const opened = await open(browser, booking.link);
    expect([opened.status, opened.location]).toEqual([303, '/my_bookings?lang=en']);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    expect(opened.location).not.toContain('manage');

    const { status, body } = await listed(browser);
    expect(status).toBe(200);
    expect(body.bookings.map((listedBooking) => listedBooking.code)).toEqual([booking.code]);
    expect(body.bookings[0]).toMatchObject({ can_request: true, open_request: null, visit_confirmed_at: null });
  });

  it('lets the guest confirm they are coming and ask for a change, and nothing of another booking', async () => {
    const booking = await paidBooking();
    const other = await paidBooking();
    const browser = await Guest.start(t.app, 'token');
    await open(browser, booking.link);

    t.clock.set(new Date(TEST_NOW.getTime() + 60_000));
    const confirmed = await browser.post<{ visit_confirmed_at: string }>('/api/confirm_visit', { bid: booking.id });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.visit_confirmed_at).toBe(t.clock.now().toISOString());
    // A second tap keeps the first instant.
    t.clock.set(new Date(TEST_NOW.getTime() + 120_000));
    expect((await browser.post<{ visit_confirmed_at: string }>('/api/confirm_visit', { bid: booking.id })).body.visit_confirmed_at).toBe(
      new Date(TEST_NOW.getTime() + 60_000).toISOString(),
    );
    expect((await listed(browser)).body.bookings[0]!.visit_confirmed_at).toBe(new Date(TEST_NOW.getTime() + 60_000).toISOString());

    const foreign = await browser.post<{ error: string }>('/api/confirm_visit', { bid: other.id });
    expect([foreign.status, foreign.body.error]).toEqual([404, 'booking_not_found']);
    const foreignRequest = await browser.post<{ error: string }>('/api/booking_request', { bid: other.id, type: 'cancel', message: 'not mine' });
    expect([foreignRequest.status, foreignRequest.body.error]).toEqual([404, 'booking_not_found']);
    const { rows } = await t.db.query<{ visit_confirmed_at: Date | null }>('select visit_confirmed_at from bookings where id = $1', [other.id]);
    expect(rows[0]!.visit_confirmed_at).toBeNull();

    // The staff see who confirmed: on the evening's list and in the booking's details.
    const staff = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
    const tonight = await t.app.inject({ method: 'GET', url: `/api/staff/tonight?date=${booking.date}`, headers: staff });
    const parties = (tonight.json() as { seatings: Array<{ parties: Array<{ code: string; visit_confirmed_at: string | null }> }> }).seatings.flatMap((seating) => seating.parties);
    expect(parties.find((party) => party.code === booking.code)?.visit_confirmed_at).toBe(new Date(TEST_NOW.getTime() + 60_000).toISOString());
    const details = await t.app.inject({ method: 'GET', url: `/api/admin/booking/${booking.code}`, headers: staff });
    expect(details.json()).toMatchObject({ code: booking.code, visit_confirmed_at: new Date(TEST_NOW.getTime() + 60_000).toISOString() });

    const request = await browser.post('/api/booking_request', { bid: booking.id, type: 'change', message: 'Can we come at 20:30?' });
    expect(request.status).toBe(200);
    expect((await listed(browser)).body.bookings[0]!.open_request).toBe('change');
  });

  it('refuses a token it did not sign, or signed for another booking, and stores nothing for it', async () => {
    const booking = await paidBooking();
    const sessionsBefore = (await t.db.query('select id from sessions')).rows.length;
    const [id, signature] = manageToken(t.app.secrets.appSecret, booking.id).split('.');
    const forged = [
      `${booking.id + 1}.${signature}`,
      `${id}.${signature!.slice(0, -1)}${signature!.endsWith('A') ? 'B' : 'A'}`,
      manageToken('another-secret', booking.id),
      'nonsense',
    ];
    for (const token of forged) {
      expect(readManageToken(t.app.secrets.appSecret, token)).toBeNull();
      const browser = new Guest(t.app);
      const opened = await open(browser, `${t.config.PUBLIC_URL}/my_bookings?manage=${encodeURIComponent(token)}`);
      expect([opened.status, opened.location], token).toEqual([303, '/my_bookings?link=refused']);
      expect(opened.headers['referrer-policy']).toBe('no-referrer');
    }
    expect((await t.db.query('select id from sessions')).rows.length).toBe(sessionsBefore);
  });

  it('is refused once the booking is cancelled, and stops working for a browser that opened it before', async () => {
    const booking = await paidBooking();
    const browser = await Guest.start(t.app);
    await open(browser, booking.link);
    expect((await listed(browser)).body.bookings).toHaveLength(1);

    const cancel = await t.app.inject({
      method: 'POST', url: `/api/admin/booking/${booking.code}/cancel`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { refund: 'none' },
    });
    expect(cancel.statusCode, cancel.body).toBe(200);

    expect((await listed(browser)).status).toBe(403);
    const confirm = await browser.post<{ error: string }>('/api/confirm_visit', { bid: booking.id });
    expect([confirm.status, confirm.body.error]).toEqual([403, 'contact_not_verified']);
    const again = await open(await Guest.start(t.app), booking.link);
    expect(again.location).toBe('/my_bookings?link=refused');
  });

  it('expires once the visit is over', async () => {
    const booking = await paidBooking();
    const browser = await Guest.start(t.app);
    await open(browser, booking.link);
    // The visit at 19:00 in Shanghai, dinner over by 21:30.
    t.clock.set(new Date(`${booking.date}T13:29:00Z`));
    expect((await listed(browser)).status).toBe(200);
    t.clock.set(new Date(`${booking.date}T13:31:00Z`));
    expect((await listed(browser)).status).toBe(403);
    expect((await open(await Guest.start(t.app), booking.link)).location).toBe('/my_bookings?link=refused');
  });

  it('never reaches the request log', async () => {
    const booking = await paidBooking();
    const token = booking.link.split('manage=')[1]!;
    await open(await Guest.start(t.app), booking.link);
    await open(await Guest.start(t.app), `${booking.link}x`);
    const logged = logLines.join('');
    expect(logged).toContain('/my_bookings');
    expect(logged).not.toContain(token);
    expect(logged).not.toContain(token.split('.')[1]);
  });
});
