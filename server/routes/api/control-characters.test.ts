import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { insertCustomerForTest, seatingIdForTest } from '../../bookings/test-support.ts';
import { verifyPhone } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

// PostgreSQL cannot store NUL: every text field must refuse it (and the other control
// characters) as a 422 the guest can read, before anything reaches the database.
let t: TestApp;
let owner: Guest;
let customerId: number;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await Guest.start(t.app, 'cookies', '10.9.0.1');
  await verifyPhone(t.app, owner, '13800138000');
  customerId = await insertCustomerForTest(t.db, { phone: '13800138000' });
});
afterAll(() => t.close());

type Answer = { error: string; errors?: Record<string, string> };

const contact = { country: '86', phone: '13800138000', email: 'li.wei@example.cn' };
const customer = { first_name: 'Wei', last_name: 'Li', gender: 'M', ...contact };
const hold = { code: 'ABCDEFGHJKMNPQRS' };

/** [method, url, a payload the schema accepts, its one-line fields, its free-text fields]. */
const calls: Array<[string, () => string, Record<string, unknown>, string[], string[]]> = [
  ['POST', () => '/api/add_customer', customer, ['first_name', 'last_name', 'country', 'phone', 'email'], []],
  ['PUT', () => `/api/update_customer/${customerId}`, customer, ['first_name', 'last_name', 'country', 'phone', 'email'], []],
  ['POST', () => '/api/get_customer', contact, ['country', 'phone', 'email'], []],
  ['POST', () => '/api/get_user_bookings', contact, ['country', 'phone', 'email'], []],
  ['POST', () => '/api/start_booking', { d: '2026-06-04', s: '1', p: '2' }, ['d', 's', 'p'], []],
  ['POST', () => '/api/update_booking', { ...hold, ...contact, notes: 'A note', food: 'No nuts', occasion: 'Birthday' }, ['code', 'country', 'phone', 'email'], ['notes', 'food', 'occasion']],
  ['POST', () => '/api/booking_request', { bid: '1', type: 'change', message: 'One more guest' }, ['bid'], ['message']],
  ['POST', () => '/api/contact', { name: 'Zhang San', email: 'zhang@example.cn', message: 'A question' }, ['name', 'email'], ['message']],
  ['POST', () => '/api/send_sms', { country: '86', phone: '13900139000' }, ['country', 'phone'], []],
  ['POST', () => '/api/send_email', { email: 'zhang@example.cn' }, ['email'], []],
  ['POST', () => '/api/check_phone', { country: '86', phone: '13900139000' }, ['country', 'phone'], []],
  ['POST', () => '/api/check_email', { email: 'zhang@example.cn' }, ['email'], []],
  ['POST', () => '/api/verify_otp', { code: '123456', to: '86 13900139000', type: 'sms' }, ['code', 'to'], []],
  ['POST', () => '/api/paypal_create', hold, ['code'], []],
  ['POST', () => '/api/paypal_capture', { oid: 'DEMO-123', ...hold }, ['oid', 'code'], []],
  ['POST', () => '/api/wpay', hold, ['code'], []],
  ['POST', () => '/api/alipay_create', hold, ['code'], []],
  ['POST', () => '/api/alipay_verify', { out_trade_no: 'T123', sign: 'abc' }, ['out_trade_no', 'sign'], []],
];

/** NUL, escape, delete, a C1 control and a lone surrogate: refused in every text field. */
const NEVER = ['\u0000', '\u001b', '\u007f', '\u0085', '\ud800'];
/** Line breaks and tabs: refused in one-line fields only. */
const LINE_BREAKS = ['\n', '\r\n', '\t', '\u2028'];
/** Invisible and direction-changing characters, which make a name read otherwise: one-line fields only. */
const INVISIBLE = ['\u202e', '\u202a', '\u2066', '\u2069', '\u200b', '\u200f', '\u061c', '\u2060', '\ufeff', '\u3164'];

const withInside = (value: unknown, character: string) => `${String(value).slice(0, 1)}${character}${String(value).slice(1)}`;

const send = (method: string, url: string, payload: unknown) => owner.send<Answer>({ method: method as 'POST' | 'PUT', url, payload: payload as object });

describe.each(calls)('%s %s', (method, url, payload, lineFields, textFields) => {
  it.each(lineFields)('refuses any control character in the one-line field %s', async (field) => {
    for (const character of [...NEVER, ...LINE_BREAKS, ...INVISIBLE]) {
      const answer = await send(method, url(), { ...payload, [field]: withInside(payload[field], character) });
      expect(answer, JSON.stringify(character)).toMatchObject({ status: 422, body: { errors: { [field]: 'text_control_characters' } } });
    }
  });

  if (textFields.length === 0) return;
  it.each(textFields)('refuses control characters but keeps line breaks and tabs in the free text %s', async (field) => {
    for (const character of [...NEVER, '\r', '\u000b']) {
      const answer = await send(method, url(), { ...payload, [field]: withInside(payload[field], character) });
      expect(answer, JSON.stringify(character)).toMatchObject({ status: 422, body: { errors: { [field]: 'text_control_characters' } } });
    }
    for (const character of ['\n', '\r\n', '\t']) {
      const answer = await send(method, url(), { ...payload, [field]: withInside(payload[field], character) });
      expect(answer.body.errors?.[field], JSON.stringify(character)).toBeUndefined();
    }
  });
});

describe('alipay_verify', () => {
  it('refuses a parameter name with a control character', async () => {
    const answer = await send('POST', '/api/alipay_verify', { out_trade_no: 'T123', 'sign\u0000': 'abc' });
    expect(answer).toMatchObject({ status: 422, body: { errors: { 'sign\u0000': 'text_control_characters' } } });
  });
});

describe('free text that passes', () => {
  it('stores notes with line breaks and tabs as written', async () => {
    const counter = await seatingIdForTest(t.db, 'counter', '18:30');
    const { body } = await owner.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 });
    const notes = 'Window seat\r\nNo nuts:\tpeanuts\nThank you';
    const answer = await owner.post<Booking>('/api/update_booking', { code: body.code, notes, food: 'a\tb', occasion: 'a\nb' });
    expect(answer).toMatchObject({ status: 200, body: { notes, food: 'a\tb', occasion: 'a\nb' } });
  });

  it('sends a contact message with line breaks and tabs', async () => {
    const guest = await Guest.start(t.app, 'cookies', '10.9.0.2'); // the owner's address has sent enquiries above
    const message = 'Hello,\r\n\tA table for ten?\nThanks';
    const answer = await guest.post('/api/contact', { name: 'Zhang San', email: 'zhang@example.cn', message });
    expect(answer).toMatchObject({ status: 200, body: { status: 'success' } });
  });
});
