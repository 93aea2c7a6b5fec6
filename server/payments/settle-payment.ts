import type { Database, Queryable } from '../db/database.ts';
import { lockSlot } from '../bookings/seat-ledger.ts';
import { flagRefundDue } from '../bookings/refund-flag.ts';
import { confirmPaid } from '../bookings/transitions/confirm-paid.ts';
import { findAttempt, findAttemptByOrder, paymentFacts, type PaymentAttempt } from './payment-records.ts';
import type { PaidTrade } from './provider.ts';
import { endTopup } from '../bookings/topups.ts';

/**
 * confirmed: a hold is now pending, or an owed difference is paid. Refund due: duplicate (already paid),
 * no_seats (hold expired and seats taken since, or its seating begun), not_payable (cancelled). Nothing changed: replayed (already
 * recorded), rejected (amount, currency, order or booking do not match our order).
 */
export type SettleResult =
  | { kind: 'confirmed' | 'duplicate' | 'no_seats' | 'not_payable'; attempt: PaymentAttempt; transactionId: number }
  | { kind: 'replayed'; attempt: PaymentAttempt }
  | { kind: 'rejected'; reason: string; attempt: PaymentAttempt | null };

/** Checks a reported payment against the order we created, before anything is written. */
function mismatch(attempt: PaymentAttempt, trade: PaidTrade): string | null {
  if (trade.amountMinor !== attempt.amount_minor || trade.currency !== attempt.currency) {
    return `amount ${trade.amountMinor} ${trade.currency} is not the order's ${attempt.amount_minor} ${attempt.currency}`;
  }
  if (trade.orderId && attempt.provider_order_id && trade.orderId !== attempt.provider_order_id) return 'order id differs';
  if (trade.bookingCode && trade.bookingCode !== attempt.booking_code) return 'booking code differs';
  return null;
}

/**
 * Exactly once: the slot's ledger row is locked before the booking row, as start_booking does, so the two
 * cannot deadlock; unique transaction, attempt and event ids make a replay a no-op, and the status leaves
 * 'hold' by compare-and-set. `announce` writes the payment's messages in the same transaction.
 */
export async function settlePayment(
  db: Database,
  trade: PaidTrade,
  now: Date,
  event?: { provider: string; id: string },
  announce?: (tx: Queryable, result: Extract<SettleResult, { transactionId: number }>) => Promise<void>,
): Promise<SettleResult> {
  // A PayPal capture reported without its invoice_id is known by its order id.
  const attempt = trade.attemptId
    ? await findAttempt(db, trade.attemptId)
    : trade.orderId
      ? await findAttemptByOrder(db, 'paypal', trade.orderId)
      : null;
  if (!attempt) return { kind: 'rejected', reason: `unknown order ${trade.attemptId || trade.orderId}`, attempt: null };
  const problem = mismatch(attempt, trade);
  if (problem) return { kind: 'rejected', reason: problem, attempt };

  return db.transaction(async (tx) => {
    if (event) {
      const fresh = await tx.query(
        'insert into payment_events (provider, event_id, received_at) values ($1, $2, $3) on conflict do nothing returning event_id',
        [event.provider, event.id, now],
      );
      if (fresh.rows.length === 0) return { kind: 'replayed', attempt };
    }
    const facts = (await paymentFacts(tx, { id: attempt.booking_id }))!;
    const slot = { seatingId: facts.seating_id, date: facts.booking_date };
    const locked = await lockSlot(tx, slot, now);
    const recorded = await tx.query<{ id: number }>(
      `insert into transactions (booking_id, attempt_id, payment_method, amount_minor, currency, provider_order_id,
                                 provider_transaction_id, demo, outcome, paid_at, created_at)
       values ($1, $2, $3, $4, $5, $6, $7, $8, 'confirmed', $9, $10)
       on conflict do nothing returning id`,
      [
        attempt.booking_id,
        attempt.id,
        attempt.method,
        trade.amountMinor,
        trade.currency,
        trade.orderId ?? attempt.provider_order_id,
        trade.transactionId,
        attempt.demo,
        trade.paidAt ?? now,
        now,
      ],
    );
    const transactionId = recorded.rows[0]?.id;
    if (transactionId === undefined) return { kind: 'replayed', attempt };
    await tx.query("update payment_attempts set status = 'paid' where id = $1", [attempt.id]);

    const booking = (await paymentFacts(tx, { id: attempt.booking_id }, true))!;
    const kind = attempt.topup_id === null ? outcomeOf(await confirmPaid(tx, booking, slot, locked, now)) : await applyTopup(tx, booking, attempt.topup_id, now);
    if (kind !== 'confirmed') {
      // Money to give back: the payment is marked, and so is its booking for the restaurant's list.
      await tx.query('update transactions set outcome = $2, refund_due = true where id = $1', [transactionId, kind]);
      await flagRefundDue(tx, booking.id);
    }
    const result = { kind, attempt, transactionId };
    // Its messages go into the outbox with the payment, so they exist exactly when it does.
    if (announce) await announce(tx, result);
    return result;
  });
}

const outcomeOf = (result: Awaited<ReturnType<typeof confirmPaid>>) => (typeof result === 'string' ? result : 'confirmed');

/**
 * A larger party's difference: confirmed while its top-up is open (its seats are still the
 * booking's, even just past the link's time, until the clean-up gives them back); money for a
 * top-up replaced, run out or of a cancelled booking is to be given back.
 */
async function applyTopup(
  tx: Queryable,
  booking: NonNullable<Awaited<ReturnType<typeof paymentFacts>>>,
  topupId: number,
  now: Date,
): Promise<'confirmed' | 'duplicate' | 'not_payable'> {
  if (booking.status === 'cancelled') return 'not_payable';
  if (booking.status === 'pending' && (await endTopup(tx, topupId, 'paid', now))) return 'confirmed';
  return 'duplicate';
}
