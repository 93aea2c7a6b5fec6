import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import type { Database } from '../db/database.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { RefundRequest, RefundState } from './provider.ts';
import type { RefundRow } from './refund-records.ts';
import { flagRefundDue } from '../bookings/refund-flag.ts';
import { announce } from '../bookings/booking-changed.ts';

export interface RefundDeps {
  db: Database;
  now: Date;
  log: FastifyBaseLogger;
  providers: PaymentProviders;
}

/** A refund may be asked about again after this long (another instance, reconciliation). */
const RETRY_AFTER_MS = 60_000;

type ClaimedRefund = RefundRow & { provider_transaction_id: string; attempt_id: string; total_minor: number };

/**
 * The row is claimed first (one caller per minute, on any instance) and our refund id is the provider's
 * idempotency key, so a retry after a lost answer refunds once. An unreachable provider leaves the refund
 * as it was, for reconciliation to try again.
 */
export async function sendRefund(deps: RefundDeps, id: string, force = false): Promise<RefundRow | null> {
  const { rows } = await deps.db.query<ClaimedRefund>(
    `update refunds r set tried_at = $2, tries = tries + 1
     from transactions t
     where r.id = $1 and t.id = r.transaction_id and r.status in ('pending', 'processing')
       and ($4 or r.tried_at is null or r.tried_at <= $3)
     returning r.*, t.provider_transaction_id, t.attempt_id, t.amount_minor as total_minor`,
    [id, deps.now, new Date(deps.now.getTime() - RETRY_AFTER_MS), force],
  );
  const refund = rows[0];
  if (!refund) return null;
  const provider = deps.providers[refund.method as PaymentMethod];
  const request: RefundRequest = {
    refundId: refund.id,
    attemptId: refund.attempt_id,
    transactionId: refund.provider_transaction_id,
    amountMinor: refund.amount_minor,
    totalMinor: refund.total_minor,
    currency: refund.currency,
    reason: refund.reason.slice(0, 80),
    ...(refund.provider_refund_id ? { providerRefundId: refund.provider_refund_id } : {}),
  };
  let answer: RefundState;
  try {
    const ask = refund.status === 'processing' ? (provider?.queryRefund ?? provider?.refund) : provider?.refund;
    if (!provider || !ask) throw new Error(`${refund.method} is not set up to refund`);
    if (provider.demo !== refund.demo) throw new Error(`the payment was ${refund.demo ? 'a demo' : 'real'}; ${refund.method} is ${provider.demo ? 'the demo' : 'real'} now`);
    answer = await ask.call(provider, request);
  } catch (error) {
    deps.log.error({ err: error, refund: refund.id }, 'refund not sent; reconciliation tries again');
    await deps.db.query('update refunds set last_error = $2 where id = $1', [refund.id, String((error as Error).message).slice(0, 500)]);
    return { ...refund, last_error: String((error as Error).message) };
  }
  return recordRefundState(deps.db, refund.id, answer, deps.now);
}

/** The provider's word on a refund (its answer, its notification, or a query). A final state is kept. */
export async function recordRefundState(db: Database, id: string, answer: RefundState, now: Date): Promise<RefundRow | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<RefundRow>(
      `update refunds set status = $2, provider_refund_id = coalesce($3, provider_refund_id), provider_status = $4,
              last_error = null, settled_at = case when $2 in ('succeeded', 'failed') then $5::timestamptz else null end
       where id = $1 and status in ('pending', 'processing') returning *`,
      [id, answer.state, answer.providerRefundId ?? null, answer.providerStatus, now],
    );
    const refund = rows[0];
    // A refund the provider turned down leaves money owed: the booking goes back on the restaurant's list.
    if (refund?.status === 'failed') await flagRefundDue(tx, refund.booking_id);
    if (refund) await announce(tx, [{ kind: 'refund_changed', bookingId: refund.booking_id, refundId: refund.id, status: refund.status }]);
    return refund ?? null;
  });
}

export async function sendRefunds(deps: Omit<RefundDeps, 'providers'> & { providers?: PaymentProviders }, ids: string[]): Promise<void> {
  if (!deps.providers) return;
  for (const id of ids) await sendRefund({ ...deps, providers: deps.providers }, id, true);
}

/** Reconciliation: refunds not yet final, sent again or asked about. */
export async function reconcileRefunds(deps: RefundDeps): Promise<number> {
  const { rows } = await deps.db.query<{ id: string }>("select id from refunds where status in ('pending', 'processing') order by created_at limit 100");
  let settled = 0;
  for (const { id } of rows) {
    const refund = await sendRefund(deps, id);
    if (refund && (refund.status === 'succeeded' || refund.status === 'failed')) settled += 1;
  }
  return settled;
}
