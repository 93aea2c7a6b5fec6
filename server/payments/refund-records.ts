import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { Refund } from '../../api-client/contract/staff-actions.ts';
import { announce } from '../bookings/booking-changed.ts';
import { followRefundsDue } from '../bookings/refund-flag.ts';
import { staffRefusal } from '../bookings/transition-refusals.ts';
import { displayMoney, type Currency } from '../lib/amounts.ts';

/** A payment of a booking that money can be given back from. */
export interface RefundablePayment {
  transaction_id: number;
  method: string;
  demo: boolean;
  amount_minor: number;
  currency: Currency;
  outcome: 'confirmed' | 'duplicate' | 'no_seats' | 'not_payable';
  refund_due: boolean;
  provider_transaction_id: string;
  provider_order_id: string | null;
  attempt_id: string;
  /** Given back or on its way already (failed refunds do not count). */
  refunded_minor: number;
}

/** A refund as staff see it (the answer's fields), with the booking it belongs to. */
export type RefundRow = Refund & { booking_id: number };

const REFUND_COLUMNS = `id, booking_id, method, demo, amount_minor, currency, status, provider_refund_id, provider_status,
  reason, actor, created_at, last_error`;

export async function refundablePayments(db: Queryable, bookingId: number): Promise<RefundablePayment[]> {
  const { rows } = await db.query<RefundablePayment>(
    `select t.id as transaction_id, t.payment_method as method, t.demo, t.amount_minor, t.currency, t.outcome, t.refund_due,
            t.provider_transaction_id, t.provider_order_id, t.attempt_id,
            coalesce((select sum(r.amount_minor) from refunds r where r.transaction_id = t.id and r.status <> 'failed'), 0)::int as refunded_minor
     from transactions t where t.booking_id = $1 order by t.id`,
    [bookingId],
  );
  return rows;
}

/** Our refund id: the provider's out_refund_no / PayPal-Request-Id (at most 64 characters, [A-Za-z0-9]). */
export const newRefundId = () => `RF${randomBytes(12).toString('hex').toUpperCase()}`;

/** What is left to give back of a payment. */
export const leftOf = (payment: RefundablePayment) => payment.amount_minor - payment.refunded_minor;

/** The payment an amount staff type refunds: the deposit while anything is left of it, else a payment marked to refund. */
export function typedAmountPayment(payments: RefundablePayment[]): RefundablePayment | null {
  const open = payments.filter((payment) => leftOf(payment) > 0);
  return open.find((payment) => payment.outcome === 'confirmed') ?? open.find((payment) => payment.refund_due) ?? null;
}

/**
 * Records a refund of one payment, in that payment's currency, never beyond what it still holds: the
 * sum is read again here, so whoever calls cannot give back more than was paid.
 */
export async function insertRefund(
  tx: Queryable,
  refund: { bookingId: number; payment: RefundablePayment; amountMinor: number; reason: string; actor: string; now: Date },
): Promise<string> {
  const { rows } = await tx.query<{ refunded: number }>(
    "select coalesce(sum(amount_minor), 0)::int as refunded from refunds where transaction_id = $1 and status <> 'failed'",
    [refund.payment.transaction_id],
  );
  const max = { amount_minor: refund.payment.amount_minor - rows[0]!.refunded, currency: refund.payment.currency };
  if (refund.amountMinor > max.amount_minor) {
    const most = displayMoney({ minor: max.amount_minor, currency: max.currency });
    throw staffRefusal('refund_too_large', `At most ${most} of this ${refund.payment.method} payment can be refunded.`, max);
  }
  const id = newRefundId();
  await tx.query(
    `insert into refunds (id, booking_id, transaction_id, method, demo, amount_minor, currency, reason, actor, created_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [id, refund.bookingId, refund.payment.transaction_id, refund.payment.method, refund.payment.demo, refund.amountMinor, refund.payment.currency, refund.reason, refund.actor, refund.now],
  );
  await announce(tx, [{ kind: 'refund_changed', bookingId: refund.bookingId, refundId: id, status: 'pending' }]);
  return id;
}

/** Without booking_id, as the answers list them. */
export const refundAnswer = ({ booking_id: _booking, ...refund }: RefundRow): Refund => refund;

export async function refundsOfBooking(db: Queryable, bookingId: number): Promise<RefundRow[]> {
  const { rows } = await db.query<RefundRow>(`select ${REFUND_COLUMNS} from refunds where booking_id = $1 order by created_at, id`, [bookingId]);
  return rows;
}

/**
 * A payment marked to be given back (a second payment, one after the seats were gone) is settled
 * once refunds cover it; the booking's flag for the restaurant's list goes with the last one.
 */
export async function settleRefundDue(tx: Queryable, bookingId: number): Promise<void> {
  await tx.query(
    `update transactions t set refund_due = false
     where t.booking_id = $1 and t.refund_due and t.amount_minor <=
       coalesce((select sum(r.amount_minor) from refunds r where r.transaction_id = t.id and r.status <> 'failed'), 0)`,
    [bookingId],
  );
  await followRefundsDue(tx, bookingId);
}
