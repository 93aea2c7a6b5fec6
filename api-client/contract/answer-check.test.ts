import { describe, expect, it } from 'vitest';
import { createCheckedApiClient } from '../checked-client.ts';
import { createApiClient } from '../client.ts';
import { memoryTokenStore } from '../token-store.ts';
import { AnswerShapeError, checkAnswer } from './answer-check.ts';
import { validateClientResult } from './client-results.ts';
import { guestEndpoints, type GuestCall } from './guest-endpoints.ts';
import { routes } from './routes.ts';

/** An API that answers every request with `body` (JSON) and `status`. */
const answering = (body: unknown, status = 200) => async () =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const checkedClient = (body: unknown, status = 200) =>
  createApiClient({ baseUrl: 'http://api.test', tokenStore: memoryTokenStore(), fetch: answering(body, status), checkAnswer });

const area = { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台', notice_working_days: 0, exclusive: false };
const slot = { timeslot: '1900', seating_id: 2, booked: 0, seats: 12, min: 1, area, available: 12 };
const seating = { id: 2, timeslot: { id: 2, name: '19:00' }, area: { code: 'counter', name_en: "Chef's counter", name_zh: '主厨台' } };
const publicBooking = {
  code: 'AB12CD34',
  booking_date: '2026-06-10',
  pax: 2,
  seating,
  price: 500,
  price_fen: 50_000,
  status_id: 0,
  status: { name: 'hold' },
  created_at: '2026-06-03T02:00:00.000Z',
  booking_time_limit: 30,
  hold_expires_at: '2026-06-03T02:30:00.000Z',
  revision: 0,
  expired: false,
  last_step: 0,
  personal: false,
  editable: false,
};
const personal = { customer_id: null, country: null, phone: null, email: null, notes: '', food: '', occasion: '', customer: null };

describe('the client checking answers against the contract', () => {
  it('passes an answer that fits and gives it unchanged', async () => {
    await expect(checkedClient({ slots: [slot], max: 8 }).getSlots('2026-06-10')).resolves.toEqual({ slots: [slot], max: 8 });
    await expect(checkedClient('live').getStatus()).resolves.toBe('live');
  });

  it('reports a wrong answer naming the call and the field, instead of handing it to the screen', async () => {
    const failure = await checkedClient({ slots: [{ ...slot, available: '12' }], max: 8 })
      .getSlots('2026-06-10')
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(AnswerShapeError);
    expect(failure).toMatchObject({ call: 'get_slots' });
    expect((failure as Error).message).toMatch(/get_slots/);
    expect((failure as Error).message).toContain('at slots[0].available');
    expect((failure as Error).message).toMatch(/expected number, received string/);
  });

  it('refuses a field the contract does not have, so nothing leaks or drifts unnoticed', async () => {
    await expect(checkedClient({ status: 'success', debug: 'x' }).contact({ name: 'A', email: 'a@example.com', message: 'Hi' })).rejects.toThrow(
      /contact[\s\S]*Unrecognized key: "debug"/,
    );
  });

  it('knows the bare status string, get_customer\'s {} and fetch_booking\'s "404"', async () => {
    await expect(checkedClient('open').getStatus()).rejects.toThrow(/get_status/);
    await expect(checkedClient({}).getCustomer({ email: 'a@example.com' })).resolves.toBeNull();
    await expect(checkedClient('404', 404).fetchBooking('NOPE')).resolves.toBeNull();
    await expect(checkedClient({ id: 7 }).getCustomer({ email: 'a@example.com' })).rejects.toThrow(/get_customer/);
  });

  it('holds fetch_booking to all personal fields or none', async () => {
    await expect(checkedClient(publicBooking).fetchBooking('AB12CD34')).resolves.toMatchObject({ personal: false });
    await expect(checkedClient({ ...publicBooking, personal: true, editable: true, ...personal }).fetchBooking('AB12CD34')).resolves.toMatchObject({
      personal: true,
    });
    await expect(checkedClient({ ...publicBooking, phone: '13800138000' }).fetchBooking('AB12CD34')).rejects.toThrow(/fetch_booking[\s\S]*personal fields/);
    await expect(checkedClient({ ...publicBooking, personal: true }).fetchBooking('AB12CD34')).rejects.toThrow(/fetch_booking/);
  });

  it("holds the restaurant card's booking rules to the limits the server allows", async () => {
    const card = {
      name_en: 'Counter', name_zh: '吧台', address_en: 'Road', address_zh: '路', phone: '+86 21 0000 0000', email: 'a@example.com',
      website: 'https://example.com', registration_en: 'Co.', registration_zh: '公司',
      booking_rules: { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 },
      hours: { open_weekdays: [2, 3, 4, 5, 6], seating_times: ['18:00', '19:00'] },
      private_room: null,
      texts: { en: { menu_name: 'Tasting menu' }, zh: {} },
      closures: [],
    };
    await expect(checkedClient(card).restaurant()).resolves.toEqual(card);
    const { booking_rules: _rules, ...withoutRules } = card;
    await expect(checkedClient(withoutRules).restaurant()).rejects.toThrow(/restaurant[\s\S]*booking_rules/);
    await expect(checkedClient({ ...card, booking_rules: { ...card.booking_rules, max_party_size: 0 } }).restaurant()).rejects.toThrow(
      /restaurant[\s\S]*booking_rules\.max_party_size/,
    );
    await expect(checkedClient({ ...card, texts: { en: { recipe: 'x' }, zh: {} } }).restaurant()).rejects.toThrow(/restaurant[\s\S]*texts/);
  });

  it('still throws refusals as ApiError, not as a contract failure', async () => {
    const refused = await checkedClient({ message: 'No.', error: 'booking_not_found' }, 404)
      .updateBooking({ code: 'NOPE' })
      .catch((error: unknown) => error);
    expect(refused).toMatchObject({ name: 'ApiError', status: 404, error: 'booking_not_found' });
  });

  it('has a success answer in the route table for every call the client makes', () => {
    const calls = Object.keys(guestEndpoints) as GuestCall[];
    expect(calls.filter((call) => ![200, 204].some((status) => status in routes[call].answers))).toEqual([]);
  });
});

describe('the client the widget and site create', () => {
  it('checks answers in development and tests (any mode but production)', async () => {
    expect(import.meta.env.MODE).toBe('test');
    const api = createCheckedApiClient({ baseUrl: 'http://api.test', tokenStore: memoryTokenStore(), fetch: answering({ max: 8 }) });
    await expect(api.getSlots('2026-06-10')).rejects.toThrow(/get_slots[\s\S]*slots/);
  });
});

describe("what a stand-in for the client may resolve to (component tests' stubApi)", () => {
  it("is the call's answer, with null for no customer or an unknown booking, and nothing for csrfCookie", () => {
    expect(() => validateClientResult('getCustomer', null)).not.toThrow();
    expect(() => validateClientResult('fetchBooking', null)).not.toThrow();
    expect(() => validateClientResult('csrfCookie', undefined)).not.toThrow();
    expect(() => validateClientResult('fetchBooking', '404')).toThrow(/fetch_booking/);
    expect(() => validateClientResult('getCustomer', {})).toThrow(/get_customer/);
    expect(() => validateClientResult('verifyOtp', { status: 'pending' })).toThrow(/verify_otp[\s\S]*attempts_left/);
    expect(() => validateClientResult('updateBooking', {})).toThrow(/update_booking/);
  });
});
