/**
 * TEST-ONLY helpers for the payment tests: a hold placed through POST /api/start_booking, with a
 * customer attached by SQL (what steps 1-3 do for real), and views of what payments changed.
 * Never imported by the server.
 */
import type { FastifyInstance } from 'fastify';
import type { Queryable } from '../db/database.ts';
import { Guest } from '../test/guest.ts';
import { datesBetween, weekdayOf } from '../../api-client/rules/restaurant-date.ts';

/** Wednesday a week after TEST_NOW: an open day well inside the horizon. */
export const VISIT_DATE = '2026-06-10';

export async function counterSeatingId(db: Queryable, time = '19:00'): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `select s.id from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id
     where a.code = 'counter' and t.name = $1`,
    [time],
  );
  return rows[0]!.id;
}

let guests = 0;

/** Starts the guests (their addresses, evenings and phones) again, as for a test file on its own. */
export function restartPaymentGuests(): void {
  guests = 0;
}

/** A client address of its own for each guest, as separate guests have: the per-address limits are tested on their own. */
export function guestAddress(): string {
  guests += 1;
  return `10.20.${Math.floor(guests / 250)}.${(guests % 250) + 1}`;
}

/**
 * Open evenings (Tuesday to Saturday) from VISIT_DATE to 07-28: the counter's seats are shared
 * by its seatings over an evening, so each hold gets an evening of its own unless a test says
 * which (the last open days of the horizon, 07-29 to 08-01, are left for those).
 */
const EVENINGS = datesBetween('2026-06-10', '2026-07-28').filter((date) => weekdayOf(date) >= 2 && weekdayOf(date) <= 6);

/** A hold of `pax` at the counter, 19:00 unless told, on an evening of its own unless told, with a customer (e-mail and +86 phone). */
export async function placeHold(
  app: FastifyInstance,
  db: Queryable,
  options: { pax?: number; time?: string; date?: string; withCustomer?: boolean; mode?: 'cookies' | 'token' } = {},
): Promise<{ code: string; guest: Guest; email: string; phone: string; date: string }> {
  const guest = await Guest.start(app, options.mode ?? 'cookies', guestAddress());
  const seating = await counterSeatingId(db, options.time);
  const date = options.date ?? EVENINGS[(guests - 1) % EVENINGS.length]!;
  const started = await guest.post<{ code: string }>('/api/start_booking', { d: date, s: seating, p: options.pax ?? 2 });
  if (started.status !== 200) throw new Error(`start_booking answered ${started.status}: ${JSON.stringify(started.body)}`);
  const phone = `1390000${String(1000 + guests).slice(-4)}`;
  const email = `guest${guests}-${started.body.code.toLowerCase()}@example.com`;
  if (options.withCustomer !== false) {
    const { rows } = await db.query<{ id: number }>(
      `insert into customers (first_name, last_name, gender, country_code_id, phone, email)
       values ('Mei', 'Lin', 'F', (select id from countries where calling_code = '86'), $1, $2) returning id`,
      [phone, email],
    );
    await db.query(`update bookings set customer_id = $2, country = '86', phone = $3, email = $4, last_step = 3 where code = $1`, [
      started.body.code,
      rows[0]!.id,
      phone,
      email,
    ]);
  }
  return { code: started.body.code, guest, email, phone: `86 ${phone}`, date };
}

export async function bookingRow(db: Queryable, code: string) {
  const { rows } = await db.query<{ status: string; needs_refund: boolean; seats_released: boolean; paid_at: Date | null; lang: string }>(
    'select status, needs_refund, seats_released, paid_at, lang from bookings where code = $1',
    [code],
  );
  return rows[0]!;
}

export async function transactionsOf(db: Queryable, code: string) {
  const { rows } = await db.query<{ payment_method: string; amount_minor: number; currency: string; outcome: string; refund_due: boolean; provider_transaction_id: string }>(
    `select t.payment_method, t.amount_minor, t.currency, t.outcome, t.refund_due, t.provider_transaction_id
     from transactions t join bookings b on b.id = t.booking_id where b.code = $1 order by t.id`,
    [code],
  );
  return rows;
}

/** The dev outbox's messages to one recipient (e-mail address or '86 139...'). */
export async function outboxFor(db: Queryable, to: string) {
  const { rows } = await db.query<{ channel: string; subject: string; body: string; attachments: Array<{ filename: string; contentType: string; content: string }> }>(
    'select channel, subject, body, attachments from outbox where recipient = $1 order by id',
    [to],
  );
  return rows;
}

/** The messages written to the durable outbox for one recipient, sent or not (what a payment caused). */
export async function messagesFor(db: Queryable, to: string) {
  const { rows } = await db.query<{ channel: string; subject: string; body: string; attachments: Array<{ filename: string; contentType: string; content: string }> }>(
    'select channel, subject, body, attachments from outgoing_messages where recipient = $1 order by id',
    [to],
  );
  return rows;
}

/** Everything a refused payment call must leave as it was. */
export async function paymentStateForTest(db: Queryable): Promise<unknown> {
  const state: Record<string, unknown> = {};
  for (const table of ['bookings', 'area_evenings', 'seat_moments', 'transactions', 'payment_events', 'outbox', 'outgoing_messages']) {
    state[table] = (await db.query(`select * from ${table} order by 1, 2`)).rows;
  }
  state.attempts = (await db.query('select id, status from payment_attempts order by id')).rows;
  return state;
}

/** Path and query of an absolute URL, for app.inject. */
export const pathOf = (url: string) => {
  const parsed = new URL(url);
  return parsed.pathname + parsed.search;
};

type KeyObjectLike = { export(options: { type: 'pkcs8' | 'spki'; format: 'pem' }): string | Buffer };
const pem = (key: KeyObjectLike, type: 'pkcs8' | 'spki') => String(key.export({ type, format: 'pem' }));

/** The settings that point each given provider at its local fake, as an operator's would at the real one. */
export function fakeProviderSettings(fakes: {
  alipay?: { gateway: string; appId: string; appPrivateKey: KeyObjectLike; alipayPublicKey: KeyObjectLike };
  paypal?: { url: string; clientId: string; clientSecret: string };
  wechat?: {
    url: string; appid: string; mchid: string; merchantSerial: string; merchantPrivateKey: KeyObjectLike;
    platformPublicKey: KeyObjectLike; platformSerial: string; apiV3Key: string; appSecret: string;
  };
}): Record<string, string> {
  const { alipay, paypal, wechat } = fakes;
  return {
    ...(alipay && {
      ALIPAY_GATEWAY: alipay.gateway,
      ALIPAY_APP_ID: alipay.appId,
      ALIPAY_PRIVATE_KEY: pem(alipay.appPrivateKey, 'pkcs8'),
      ALIPAY_PUBLIC_KEY: pem(alipay.alipayPublicKey, 'spki'),
    }),
    ...(paypal && { PAYPAL_API_BASE: paypal.url, PAYPAL_CLIENT_ID: paypal.clientId, PAYPAL_CLIENT_SECRET: paypal.clientSecret }),
    ...(wechat && {
      WECHAT_API_BASE: wechat.url,
      WECHAT_APPID: wechat.appid,
      WECHAT_MCHID: wechat.mchid,
      WECHAT_MERCHANT_SERIAL: wechat.merchantSerial,
      WECHAT_MERCHANT_PRIVATE_KEY: pem(wechat.merchantPrivateKey, 'pkcs8'),
      WECHAT_PLATFORM_PUBLIC_KEY: pem(wechat.platformPublicKey, 'spki'),
      WECHAT_PLATFORM_SERIAL: wechat.platformSerial,
      WECHAT_APIV3_KEY: wechat.apiV3Key,
      WECHAT_APPSECRET: wechat.appSecret,
    }),
  };
}
