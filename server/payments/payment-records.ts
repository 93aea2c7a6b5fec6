import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import type { Queryable } from '../db/database.ts';
import type { Currency } from '../lib/amounts.ts';
import type { OrderRef, WechatChannel } from './provider.ts';

/** One order at one provider for one booking (table payment_attempts). */
export interface PaymentAttempt {
  id: string;
  booking_id: number;
  booking_code: string;
  method: PaymentMethod;
  demo: boolean;
  amount_minor: number;
  currency: Currency;
  provider_order_id: string | null;
  /** WeChat: what the QR code encodes (Native), or WeChat's cashier address (H5), once WeChat answered. */
  code_url: string | null;
  /** Alipay: page pay (desktop) or wap pay (mobile). */
  device: 'desktop' | 'mobile' | null;
  /** WeChat: how the order was placed; null for orders placed before there was a choice (Native). */
  channel: WechatChannel | null;
  /** WeChat JSAPI: the payer the order was placed for. */
  payer_openid: string | null;
  /** WeChat JSAPI: WeChat's prepay_id, once WeChat answered. */
  prepay_id: string | null;
  status: 'created' | 'paid' | 'closed';
  created_at: Date;
  expires_at: Date;
  /** The top-up (a larger party's difference) this order pays; null for the deposit itself. */
  topup_id: number | null;
}

const ATTEMPT_COLUMNS = `p.id, p.booking_id, b.code as booking_code, p.method, p.demo, p.amount_minor, p.currency,
         p.provider_order_id, p.code_url, p.device, p.channel, p.payer_openid, p.prepay_id, p.status, p.created_at, p.expires_at, p.topup_id`;
const SELECT_ATTEMPT = `select ${ATTEMPT_COLUMNS} from payment_attempts p join bookings b on b.id = p.booking_id`;

/** What a provider needs to find our order. */
export const orderRef = (attempt: PaymentAttempt): OrderRef => ({ attemptId: attempt.id, orderId: attempt.provider_order_id, bookingCode: attempt.booking_code });

/**
 * An open order nobody should pay any more: a newer order of its booking and method replaced it,
 * or its booking was paid, cancelled or its hold ran out (a top-up's order: its top-up was paid,
 * replaced or ran out). `now` is the query parameter named.
 */
const unwanted = (now: string) => `(p.superseded_at is not null or case when p.topup_id is null
  then (b.status <> 'hold' or b.hold_expires_at <= ${now})
  else (b.status <> 'pending' or not exists (select 1 from booking_topups t where t.id = p.topup_id and t.status = 'open' and t.expires_at > ${now})) end)`;

export async function insertAttempt(db: Queryable, attempt: Omit<PaymentAttempt, 'booking_code' | 'status' | 'code_url' | 'prepay_id'>): Promise<void> {
  await db.query(
    `insert into payment_attempts (id, booking_id, method, demo, amount_minor, currency, provider_order_id, device, created_at, expires_at, channel, payer_openid, topup_id)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
    [
      attempt.id,
      attempt.booking_id,
      attempt.method,
      attempt.demo,
      attempt.amount_minor,
      attempt.currency,
      attempt.provider_order_id,
      attempt.device,
      attempt.created_at,
      attempt.expires_at,
      attempt.channel,
      attempt.payer_openid,
      attempt.topup_id,
    ],
  );
}

/** Keeps what the provider answered (PayPal's order id, WeChat's code_url, h5_url or prepay_id) to answer it again. */
export async function setAttemptAnswer(db: Queryable, attemptId: string, answer: { orderId?: string; codeUrl?: string; h5Url?: string; prepayId?: string }): Promise<void> {
  await db.query(
    `update payment_attempts set provider_order_id = coalesce($2, provider_order_id), code_url = coalesce($3, code_url), prepay_id = coalesce($4, prepay_id)
     where id = $1`,
    [attemptId, answer.orderId ?? null, answer.codeUrl ?? answer.h5Url ?? null, answer.prepayId ?? null],
  );
}

/**
 * Whether the provider may be asked about an open order now: true for at most one caller per
 * `intervalMs`, whichever instance it runs on (the claim is one conditional update).
 */
export async function claimProviderQuery(db: Queryable, attemptId: string, now: Date, intervalMs: number): Promise<boolean> {
  const { rows } = await db.query(
    `update payment_attempts set queried_at = $2
     where id = $1 and status = 'created' and (queried_at is null or queried_at <= $3) returning id`,
    [attemptId, now, new Date(now.getTime() - intervalMs)],
  );
  return rows.length > 0;
}

export async function findAttempt(db: Queryable, id: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(`${SELECT_ATTEMPT} where p.id = $1`, [id]);
  return rows[0] ?? null;
}

export async function findAttemptByOrder(db: Queryable, method: PaymentMethod, orderId: string): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(`${SELECT_ATTEMPT} where p.method = $1 and p.provider_order_id = $2`, [method, orderId]);
  return rows[0] ?? null;
}

/** The booking's newest attempt of a method, if any (one that replaced others before them). */
export async function latestAttempt(db: Queryable, bookingId: number, method: PaymentMethod): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `${SELECT_ATTEMPT} where p.booking_id = $1 and p.method = $2
     order by p.superseded_at is null desc, p.created_at desc, p.id desc limit 1`,
    [bookingId, method],
  );
  return rows[0] ?? null;
}

/** The booking's newest open order of a method: the one a repeated payment call may answer again. */
export async function newestOpenAttempt(db: Queryable, bookingId: number, method: PaymentMethod): Promise<PaymentAttempt | null> {
  const { rows } = await db.query<PaymentAttempt>(
    `${SELECT_ATTEMPT} where p.booking_id = $1 and p.method = $2 and p.status = 'created' and p.superseded_at is null
     order by p.created_at desc, p.id desc limit 1`,
    [bookingId, method],
  );
  return rows[0] ?? null;
}

/**
 * A new order replaces the booking's other open orders of its method: they are to be closed at
 * the provider, and stay open here until the provider says they are, so a failed close is retried.
 */
export async function supersedeAttempts(db: Queryable, bookingId: number, method: PaymentMethod, newId: string, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `update payment_attempts set superseded_at = $4
     where booking_id = $1 and method = $2 and id <> $3 and status = 'created' and superseded_at is null`,
    [bookingId, method, newId, now],
  );
  return rowCount;
}

/** The booking's open orders that are to be closed at their provider. */
export async function unwantedAttempts(db: Queryable, bookingId: number, now: Date): Promise<PaymentAttempt[]> {
  const { rows } = await db.query<PaymentAttempt>(
    `${SELECT_ATTEMPT} where p.booking_id = $1 and p.status = 'created' and ${unwanted('$2')} order by p.created_at, p.id`,
    [bookingId, now],
  );
  return rows;
}

export async function closeAttempt(db: Queryable, attemptId: string): Promise<void> {
  await db.query("update payment_attempts set status = 'closed' where id = $1 and status = 'created'", [attemptId]);
}

/** An order we had closed that the provider turned out to be paying after all (a PayPal capture held back). */
export async function reopenAttempt(db: Queryable, attemptId: string): Promise<void> {
  await db.query("update payment_attempts set status = 'created' where id = $1 and status = 'closed'", [attemptId]);
}

/**
 * Orders that may have been paid without our knowing (no notification came, or the server
 * stopped between the provider's capture and our commit): still open, created since `since`;
 * `unwanted` when they are to be closed rather than only asked about.
 */
export async function unsettledAttempts(db: Queryable, since: Date, now: Date): Promise<Array<PaymentAttempt & { unwanted: boolean }>> {
  const { rows } = await db.query<PaymentAttempt & { unwanted: boolean }>(
    `select ${ATTEMPT_COLUMNS}, ${unwanted('$2')} as unwanted
     from payment_attempts p join bookings b on b.id = p.booking_id
     where p.status = 'created' and p.created_at >= $1 order by p.created_at`,
    [since, now],
  );
  return rows;
}

/** The facts of a booking the payment rules need beyond BookingRecord. */
export interface PaymentFacts {
  id: number;
  code: string;
  status: 'hold' | 'pending' | 'completed' | 'cancelled' | 'no_show';
  seating_id: number;
  booking_date: string;
  /** The seating's time, 'HH:mm'. */
  timeslot: string;
  pax: number;
  price_fen: number;
  hold_expires_at: Date;
  seats_released: boolean;
  customer_id: number | null;
  exclusive: boolean;
  lang: 'en' | 'zh';
}

/** Pending (upcoming), completed and no-show bookings are paid; a hold is not, nor a cancelled booking. */
export { isPaid } from '../bookings/transitions/confirm-paid.ts';

export async function paymentFacts(db: Queryable, where: { code: string } | { id: number }, lock = false): Promise<PaymentFacts | null> {
  const { rows } = await db.query<PaymentFacts>(
    `select b.id, b.code, b.status, b.seating_id, b.booking_date, t.name as timeslot, b.pax, b.price_fen, b.hold_expires_at,
            b.seats_released, b.customer_id, a.exclusive, b.lang
     from bookings b join seatings s on s.id = b.seating_id join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id
     where ${'code' in where ? 'b.code = $1' : 'b.id = $1'}${lock ? ' for update of b' : ''}`,
    ['code' in where ? where.code : where.id],
  );
  return rows[0] ?? null;
}

/** A recorded payment whose messages have not all gone out yet. */
export interface UnannouncedPayment {
  transaction_id: number;
  outcome: 'confirmed' | 'duplicate' | 'no_seats' | 'not_payable';
  amount_minor: number;
  currency: Currency;
  provider_transaction_id: string;
  attempt: PaymentAttempt;
}

/** Payments recorded between `since` and `before` whose messages are still owed. */
export async function unannouncedPayments(db: Queryable, since: Date, before: Date): Promise<UnannouncedPayment[]> {
  const { rows } = await db.query<PaymentAttempt & Omit<UnannouncedPayment, 'attempt'>>(
    `select ${ATTEMPT_COLUMNS},
            t.id as transaction_id, t.outcome, t.amount_minor, t.currency, t.provider_transaction_id
     from transactions t
     join payment_attempts p on p.id = t.attempt_id
     join bookings b on b.id = t.booking_id
     where t.announced_at is null and t.created_at >= $1 and t.created_at <= $2
     order by t.id`,
    [since, before],
  );
  return rows.map(({ transaction_id, outcome, provider_transaction_id, ...attempt }) => ({
    transaction_id,
    outcome,
    amount_minor: attempt.amount_minor,
    currency: attempt.currency,
    provider_transaction_id,
    attempt,
  }));
}

/**
 * Marks a payment announced, once: answers the keys of the messages sent before (by the release
 * that sent them one by one), or null when it was announced already.
 */
export async function markAnnounced(db: Queryable, transactionId: number, now: Date): Promise<string[] | null> {
  const { rows } = await db.query<{ sent_messages: string[] }>(
    'update transactions set announced_at = $2 where id = $1 and announced_at is null returning sent_messages',
    [transactionId, now],
  );
  return rows[0] ? rows[0].sent_messages : null;
}
