/**
 * TEST-ONLY helpers for the staff actions: a booking paid through the demo provider as a guest
 * pays it, and the admin API called with the admin token. Never imported by the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { pathOf, placeHold } from '../payments/test-support.ts';
import { TEST_ADMIN_TOKEN } from '../test/test-app.ts';
import type { Guest } from '../test/guest.ts';

export interface PaidBooking {
  code: string;
  date: string;
  guest: Guest;
  email: string;
  phone: string;
}

/** A booking at the counter (on an evening of its own unless told), paid by demo WeChat Pay (CNY) or demo PayPal (USD). */
export async function paidBooking(
  app: FastifyInstance,
  db: Queryable,
  options: { pax?: number; time?: string; date?: string; method?: 'wechat' | 'paypal'; lang?: 'en' | 'zh'; name?: { first: string; last: string } } = {},
): Promise<PaidBooking> {
  const hold = await placeHold(app, db, { pax: options.pax, time: options.time, date: options.date });
  if (options.name) {
    await db.query('update customers set first_name = $2, last_name = $3 where id = (select customer_id from bookings where code = $1)', [
      hold.code,
      options.name.first,
      options.name.last,
    ]);
  }
  if (options.method === 'paypal') {
    const created = await hold.guest.post<{ id: string }>('/api/paypal_create', { code: hold.code, lang: options.lang ?? 'en' });
    const captured = await hold.guest.post('/api/paypal_capture', { oid: created.body.id, code: hold.code });
    if (captured.status !== 200) throw new Error(`paypal_capture answered ${captured.status}`);
  } else {
    const wpay = await hold.guest.post<{ code_url: string }>('/api/wpay', { code: hold.code, lang: options.lang ?? 'en' });
    const paid = await app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    if (paid.statusCode !== 303) throw new Error(`the demo WeChat page answered ${paid.statusCode}`);
    await hold.guest.get(`/api/check_wx/${hold.code}`);
  }
  // The language the guest paid in is the booking's; set it again for a payment call that took none.
  if (options.lang) await db.query('update bookings set lang = $2 where code = $1', [hold.code, options.lang]);
  return hold;
}

/** One admin call with the admin token, answered as status and JSON. */
export async function adminCall<T = Record<string, unknown>>(app: FastifyInstance, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  const response = await app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
  return { status: response.statusCode, body: response.json<T>() };
}

export async function auditRows(db: Queryable, code: string) {
  const { rows } = await db.query<{ actor: string; action: string; before: Record<string, unknown>; after: Record<string, unknown>; note: string }>(
    'select actor, action, before, after, note from audit_log where booking_code = $1 order by id',
    [code],
  );
  return rows;
}

export async function refundRows(db: Queryable, code: string) {
  const { rows } = await db.query<{ id: string; amount_minor: number; currency: string; method: string; status: string; provider_refund_id: string | null }>(
    'select r.id, r.amount_minor, r.currency, r.method, r.status, r.provider_refund_id from refunds r join bookings b on b.id = r.booking_id where b.code = $1 order by r.created_at, r.id',
    [code],
  );
  return rows;
}

/** The restaurant's evening as docs/capacity.md draws it: a 12-seat counter at 18:00, 18:30 and 20:30, dinners of 150 minutes. */
export async function counterOfTwelve(app: FastifyInstance): Promise<void> {
  const calls: Array<[Parameters<typeof adminCall>[1], string, unknown?]> = [
    ['PUT', '/api/admin/settings/counter_seats', { value: '12' }],
    ['PUT', '/api/admin/settings/dining_minutes', { value: '150' }],
    ...['19:00', '19:30', '20:00'].map((time): [Parameters<typeof adminCall>[1], string] => ['DELETE', `/api/admin/seatings/${time}`]),
    ['POST', '/api/admin/seatings', { time: '20:30' }],
  ];
  for (const [method, url, body] of calls) {
    const { status } = await adminCall(app, method, url, body);
    if (status !== 200) throw new Error(`${method} ${url} answered ${status}`);
  }
}
