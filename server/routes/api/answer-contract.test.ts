import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAnswer } from '../../../api-client/contract/answer-check.ts';
import { guestEndpoints, type GuestCall } from '../../../api-client/contract/guest-endpoints.ts';
import { apiErrorBodySchema } from '../../../api-client/contract/common.ts';
import { refusalKeys } from '../../../api-client/contract/refusals.ts';
import { routes } from '../../../api-client/contract/routes.ts';
import { ApiError } from '../../../api-client/api-error.ts';
import { createApiClient, type ApiClient } from '../../../api-client/client.ts';
import { memoryTokenStore } from '../../../api-client/token-store.ts';
import { latestCodeFor } from '../../otp/test-verify.ts';
import { pathOf, VISIT_DATE } from '../../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';
import { adminCall } from '../../staff-actions/test-support.ts';

/**
 * The contract's answer schemas against the real server: one guest's whole booking through the real API
 * client, every answer and refusal checked, so a schema that says more or less than the server sends
 * fails here, naming the call.
 */
let t: TestApp;
let baseUrl: string;
const checkedCalls = new Set<GuestCall>();
const badRefusals: string[] = [];

beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  baseUrl = `http://127.0.0.1:${address.port}`;
});
afterAll(() => t.close());

/** The guest call a request made, by its method and path in the route table. */
function callOf(method: string, url: string): GuestCall {
  const path = new URL(url).pathname;
  const found = (Object.keys(guestEndpoints) as GuestCall[]).find((call) => {
    const endpoint = guestEndpoints[call];
    return endpoint.method === method && new RegExp(`^${endpoint.path.replace(/:\w+/g, '[^/]+')}$`).test(path);
  });
  if (!found) throw new Error(`${method} ${path} is no guest call`);
  return found;
}

/**
 * fetch that also holds every refusal's body to the common error body (fetch_booking's "404" is an
 * answer), its key to the ones the route table lists for the call.
 */
const fetchCheckingRefusals: typeof fetch = async (input, init) => {
  const response = await fetch(input, init);
  if (!response.ok) {
    const text = await response.clone().text();
    const body: unknown = JSON.parse(text);
    const checked = apiErrorBodySchema.safeParse(body);
    if (body !== '404' && !checked.success) badRefusals.push(`${response.status} ${text}: ${checked.error.message}`);
    const request = input instanceof Request ? input : new Request(input, init);
    const call = callOf(request.method, request.url);
    if (checked.success && !refusalKeys(routes[call])?.includes(checked.data.error)) badRefusals.push(`${call} answered ${checked.data.error}, which its route does not list`);
  }
  return response;
};

/** A guest's client, as the widget's in development: answers checked, and the calls seen noted. */
const guestClient = (): ApiClient =>
  createApiClient({
    baseUrl,
    tokenStore: memoryTokenStore(),
    fetch: fetchCheckingRefusals,
    checkAnswer: (call, body, status) => {
      checkAnswer(call, body, status);
      checkedCalls.add(call);
    },
  });

const refusalOf = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error);

const PHONE = '13912345678';
const EMAIL = 'mei.lin@example.com';
const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('every answer of the API fits the contract (the real client, validation on)', () => {
  let api: ApiClient;
  let stranger: ApiClient;
  let code: string;
  let customerId: number;

  beforeAll(() => {
    api = guestClient();
    stranger = guestClient();
  });

  it('status and availability', async () => {
    expect(await api.getStatus()).toBe('live');
    expect(await api.checkFull(VISIT_DATE)).toEqual(expect.any(Array));
    expect(await api.checkClosed(VISIT_DATE)).toEqual(expect.arrayContaining([expect.stringMatching(/^2026-06-\d\d$/)]));
    expect((await api.getSlots(VISIT_DATE)).slots.length).toBeGreaterThan(0);
    expect(await api.getSlots('2026-06-01')).toMatchObject({ slots: [] });
  });

  it('a hold, seen by its session with the personal fields and by anyone else without', async () => {
    await expect(api.csrfCookie()).resolves.toBeUndefined();
    const slot = (await api.getSlots(VISIT_DATE)).slots.find((candidate) => candidate.area.code === 'counter' && candidate.available >= 2)!;
    ({ code } = await api.startBooking({ d: VISIT_DATE, s: slot.seating_id, p: 2 }));
    expect(await api.fetchBooking(code)).toMatchObject({ code, personal: true, editable: true, phone: null, customer: null, notes: '' });
    const seen = await stranger.fetchBooking(code);
    expect(seen).toMatchObject({ code, personal: false, editable: false });
    expect(seen).not.toHaveProperty('phone');
    expect(await api.fetchBooking('NOSUCHCODE')).toBeNull();
  });

  it('one-time codes by SMS and e-mail', async () => {
    const sms = await api.sendSms({ country: '86', phone: PHONE });
    expect(sms).toEqual({ to: `86 ${PHONE}` });
    expect(await api.checkPhone({ country: '86', phone: PHONE })).toEqual({ customer: 0 });
    const smsCode = await latestCodeFor(t.app, sms.to);
    expect(await api.verifyOtp({ code: wrong(smsCode), to: sms.to, type: 'sms' })).toEqual({ status: 'pending', attempts_left: expect.any(Number) });
    expect(await api.verifyOtp({ code: smsCode, to: sms.to, type: 'sms' })).toEqual({ status: 'approved' });

    const mail = await api.sendEmail({ email: 'Mei.Lin@Example.com' });
    expect(mail).toEqual({ to: EMAIL });
    expect(await api.checkEmail({ email: EMAIL })).toEqual({ customer: 0 });
    expect(await api.verifyOtp({ code: await latestCodeFor(t.app, EMAIL), to: EMAIL, type: 'email' })).toEqual({ status: 'approved' });
  });

  it('the customer: none yet ({}), added, read back, changed', async () => {
    const lookup = { country: '86', phone: PHONE, email: EMAIL };
    expect(await api.getCustomer(lookup)).toBeNull();
    const input = { first_name: 'Mei', last_name: 'Lin', gender: 'F' as const, country: '86', phone: PHONE, email: EMAIL };
    ({ id: customerId } = await api.addCustomer(input));
    expect(await api.getCustomer(lookup)).toMatchObject({ id: customerId, phone: PHONE, country_code: { calling_code: '86' } });
    expect(await api.updateCustomer(customerId, { ...input, last_name: 'Lin-Chen' })).toEqual({ id: customerId });
    expect(await api.checkPhone({ country: '86', phone: PHONE })).toEqual({ customer: 1 });
    expect(await api.checkEmail({ email: EMAIL })).toEqual({ customer: 1 });
  });

  it('update_booking answers the booking as it now is', async () => {
    const updated = await api.updateBooking({ code, country: '86', phone: PHONE, email: EMAIL, customer_id: customerId, last_step: 3, notes: 'Window seat', occasion: 'Birthday' });
    expect(updated).toMatchObject({
      code,
      last_step: 3,
      notes: 'Window seat',
      occasion: 'Birthday',
      customer: { id: customerId, gender: 'F', first_name: 'Mei', last_name: 'Lin-Chen' },
    });
  });

  it('paying with the demo providers: WeChat, PayPal and Alipay orders, PayPal pays', async () => {
    const options = await api.paymentOptions();
    expect(options.methods.map((method) => method.method).sort()).toEqual(['alipay', 'paypal', 'wechat']);
    expect(await api.wpay({ code, lang: 'en' })).toMatchObject({ demo: true, code_url: expect.stringContaining('/demo-pay/wechat/') });
    expect(await api.checkWx(code)).toEqual({ status: 'NOTPAY' });
    // WeChat on the guest's phone: H5's cashier; JSAPI's OAuth hop (made here as WeChat would), then its signed parameters.
    expect(await api.wpayH5({ code, lang: 'en', return_url: `${baseUrl}/booking_process/${code}` })).toMatchObject({ demo: true, h5_url: expect.stringContaining('/demo-pay/wechat/h5/') });
    const hop = await api.wpayJsapi({ code, lang: 'en' });
    if (!('oauth_url' in hop)) throw new Error('expected the OAuth hop first');
    const authorize = await t.app.inject({ method: 'GET', url: pathOf(hop.oauth_url) });
    // This client's session is a token, which the top-level return does not carry: it gets the claim.
    const back = await t.app.inject({ method: 'GET', url: pathOf(String(authorize.headers.location)) });
    expect(back.statusCode).toBe(303);
    const claim = /tb-wxclaim=([\w-]+)/.exec(String(back.headers.location))![1]!;
    expect(await api.wpayJsapi({ code, oauth_claim: claim })).toMatchObject({ demo: true, pay: { signType: 'RSA', package: expect.stringMatching(/^prepay_id=/) } });
    expect((await api.alipayCreate({ code, device: 'desktop' })).url).toContain('/demo-pay/alipay/gateway.do?');
    const order = await api.paypalCreate({ code, lang: 'en' });
    expect(order.id).toMatch(/^DEMO-/);
    expect(await api.paypalCapture({ oid: order.id, code })).toEqual({ status: 'COMPLETED' });
    expect(await api.checkWx(code)).toEqual({ status: 'SUCCESS' });
    expect(await api.wpay({ code })).toEqual({ code: 'ORDERPAID' });
    expect(await api.wpayH5({ code })).toEqual({ code: 'ORDERPAID' });
    expect(await api.wpayJsapi({ code })).toEqual({ code: 'ORDERPAID' });
    expect(await api.alipayVerify({ out_trade_no: 'NO-SUCH-TRADE', method: 'desktop' })).toEqual({ status: 'failed', booking: null });
  });

  it('a second booking paid through the Alipay demo gateway verifies with its summary', async () => {
    const slot = (await api.getSlots(VISIT_DATE)).slots.find((candidate) => candidate.area.code === 'counter' && candidate.timeslot !== '1900' && candidate.available >= 2)!;
    const second = (await api.startBooking({ d: VISIT_DATE, s: slot.seating_id, p: 2 })).code;
    await api.updateBooking({ code: second, country: '86', phone: PHONE, email: EMAIL, customer_id: customerId, last_step: 3 });
    const { url } = await api.alipayCreate({ code: second, device: 'mobile' });
    const cashier = await t.app.inject({ method: 'GET', url: pathOf(url) });
    const pay = /action="([^"]+\/pay)"/.exec(cashier.body)![1]!;
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const paid = await t.app.inject({ method: 'POST', url: pathOf(pay), headers: form, payload: '' });
    const params = Object.fromEntries(new URL(String(paid.headers.location)).searchParams);
    const verified = await api.alipayVerify({ ...params, out_trade_no: params.out_trade_no!, method: params.method ?? 'mobile' });
    expect(verified).toMatchObject({ status: 'success', booking: { code: second, gender: 'F', first_name: 'Mei', pax: 2 } });
  });

  it('my bookings, and a change request', async () => {
    const mine = await api.getUserBookings({ country: '86', phone: PHONE, email: null });
    expect(mine.customer).toMatchObject({ id: customerId });
    expect(mine.bookings).toHaveLength(2);
    const first = mine.bookings.find((booking) => booking.code === code)!;
    expect(first).toMatchObject({ can_request: true, open_request: null, transaction: { payment_method: 'paypal', currency: 'USD' } });
    expect(await api.bookingRequest({ bid: first.id, type: 'change', message: 'Could we come at 20:00?' })).toEqual({ status: 'success' });
    const after = await api.getUserBookings({ country: null, phone: null, email: EMAIL });
    expect(after.bookings.find((booking) => booking.code === code)).toMatchObject({ can_request: false, open_request: 'change' });
    const confirmed = await api.confirmVisit({ bid: first.id });
    expect(confirmed).toMatchObject({ status: 'success', visit_confirmed_at: t.clock.now().toISOString() });
  });

  it("the party's link: asked for by the one who booked, a diner writes in, the booker sees and removes them", async () => {
    const invite = await api.partyInvite({ code });
    const token = invite.url.split('/party/')[1]!;
    const diner = guestClient();
    const saved = await diner.partySave(token, { entry: { name: 'Ana', allergies: [{ what: 'peanuts', level: 'danger' }] } });
    expect(await diner.partyView(token, saved.diner!)).toMatchObject({ booker: false, mine: { name: 'Ana' }, diners: [] });
    expect((await api.partyView(token)).diners).toEqual([expect.objectContaining({ id: saved.entry.id, name: 'Ana' })]);
    expect(await api.partyRemove(token, { id: saved.entry.id })).toEqual({ status: 'success' });
    expect(await refusalOf(stranger.partyInvite({ code }))).toMatchObject({ status: 404, error: 'booking_not_found' });
  });

  it('the waitlist of an evening with no seat for the party', async () => {
    // The private room needs a week's notice: two days ahead it takes nobody online.
    const { slots } = await api.getSlots('2026-06-05');
    const room = slots.find((slot) => slot.area.code === 'private')!;
    expect(room.available).toBe(0);
    expect(await api.joinWaitlist({ d: '2026-06-05', p: 6, s: [room.seating_id], country: '86', phone: PHONE, email: null })).toEqual({ status: 'success', position: 1 });
  });

  it('FAQ, restaurant card and contact', async () => {
    expect((await api.fetchFaq()).length).toBeGreaterThan(0);
    expect((await api.restaurant()).name_en).not.toBe('');
    expect(await api.contact({ name: 'Mei Lin', email: EMAIL, message: 'Do you have a vegetarian menu?' })).toEqual({ status: 'success' });
  });

  it("the restaurant's payment link opens a staff booking for the guest", async () => {
    const booked = await adminCall<{ code: string; pay_link: string }>(t.app, 'POST', '/api/admin/bookings', {
      date: '2026-06-17', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', email: 'wei.li@example.com',
    });
    const token = new URL(booked.body.pay_link).searchParams.get('pay')!;
    expect(await refusalOf(stranger.openPayLink({ code: booked.body.code, token: 'x'.repeat(32) }))).toMatchObject({ status: 404, error: 'pay_link_invalid' });
    expect(await stranger.openPayLink({ code: booked.body.code, token })).toEqual({ code: booked.body.code, status: 'hold' });
  });

  it('refusals reach the caller as ApiError with their key', async () => {
    const refusals = [
      [await refusalOf(api.getSlots('2026-02-30')), 422, 'validation_failed'],
      [await refusalOf(api.updateBooking({ code: 'NOSUCHCODE' })), 404, 'booking_not_found'],
      [await refusalOf(api.verifyOtp({ code: '123456', to: '86 13000000000', type: 'sms' })), 404, 'otp_not_found'],
      [await refusalOf(api.contact({ name: 'Mei', email: 'not-an-address', message: 'Hi' })), 422, 'email_format_error'],
      [await refusalOf(stranger.getUserBookings({ country: '86', phone: PHONE, email: null })), 403, 'contact_not_verified'],
      [await refusalOf(stranger.updateCustomer(customerId, { first_name: 'X', last_name: 'Y', gender: 'M', email: EMAIL })), 403, 'customer_not_yours'],
    ] as const;
    for (const [refusal, status, key] of refusals) {
      expect(refusal).toBeInstanceOf(ApiError);
      expect(refusal).toMatchObject({ status, error: key });
    }
    const bookings = await api.getUserBookings({ country: '86', phone: PHONE, email: null });
    const requested = bookings.bookings.find((booking) => booking.code === code)!;
    expect(await refusalOf(api.bookingRequest({ bid: requested.id, type: 'cancel', message: 'Sorry' }))).toMatchObject({ status: 409, error: 'request_pending' });
  });

  it('log out ends a session and answers as the contract says', async () => {
    const leaving = guestClient();
    await leaving.csrfCookie();
    expect(await leaving.logOut()).toEqual({ status: 'success' });
  });

  it("seat_changes answers an event stream, or a refusal in the common error body (the widget's EventSource reads it)", async () => {
    const refused = await fetchCheckingRefusals(`${baseUrl}/api/seat_changes?date=2099-01-01`);
    expect(refused.status).toBe(422);
    const controller = new AbortController();
    const stream = await fetchCheckingRefusals(`${baseUrl}/api/seat_changes?date=${VISIT_DATE}`, { signal: controller.signal });
    expect([stream.status, stream.headers.get('content-type')]).toEqual([200, 'text/event-stream; charset=utf-8']);
    controller.abort();
    checkedCalls.add('seat_changes');
  });

  it('saw every call answer, and every refusal had the common error body', () => {
    expect([...checkedCalls].sort()).toEqual(Object.keys(guestEndpoints).sort());
    expect(badRefusals).toEqual([]);
  });
});
