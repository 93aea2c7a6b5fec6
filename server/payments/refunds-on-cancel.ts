import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { closedDatesBetween } from '../bookings/availability.ts';
import type { Queryable } from '../db/database.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { decideRefund, type RefundChoice, type RefundDecision } from './refund-policy.ts';
import { insertRefund, refundablePayments, settleRefundDue, type RefundablePayment } from './refund-records.ts';

export interface CancelRefunds {
  decision: RefundDecision;
  /** The booking's deposit, if it was paid. */
  deposit: RefundablePayment | null;
  /** What a larger party's paid difference adds to the deposit's refund, in its currency. */
  extraMinor: number;
  refundIds: string[];
}

interface Cancelled {
  tx: Queryable;
  booking: { id: number; code: string; booking_date: string };
  settings: RestaurantSettings;
  choice: RefundChoice;
  /** Why, for the refunds' records ('cancel', 'cancel_on_request'). */
  reason: string;
  actor: string;
  now: Date;
}

const asPaid = (payment: RefundablePayment) => ({ method: payment.method, amountMinor: payment.amount_minor, currency: payment.currency, refundedMinor: payment.refunded_minor });

/**
 * The money a cancelled booking gives back, recorded as refunds to send: its deposit by the policy
 * (or staff's choice), a larger party's paid difference alike, and any payment that was never the
 * deposit (a second payment) whatever the policy says.
 */
export async function refundsOnCancel({ tx, booking, settings, choice, reason, actor, now }: Cancelled): Promise<CancelRefunds> {
  const today = restaurantToday(now);
  const payments = await refundablePayments(tx, booking.id);
  const deposit = payments.find((payment) => payment.outcome === 'confirmed') ?? null;
  const policyFacts = {
    today,
    visit: booking.booking_date,
    freeCancelWorkingDays: settings.free_cancel_working_days,
    paypalRefundFeePercent: settings.paypal_refund_fee_percent,
    rules: { openWeekdays: settings.open_weekdays, closedDates: await closedDatesBetween(tx, today, booking.booking_date) },
  };
  const refund = (payment: RefundablePayment, amountMinor: number, why = reason) => insertRefund(tx, { bookingId: booking.id, payment, amountMinor, reason: why, actor, now });
  const decision = decideRefund(deposit && asPaid(deposit), choice, policyFacts);
  const refundIds: string[] = [];
  if (decision.kind === 'refund' && deposit) {
    refundIds.push(await refund(deposit, decision.amountMinor));
  }
  // A larger party's paid difference follows the same choice as the deposit (an amount is the deposit's).
  let extraMinor = 0;
  for (const extra of payments.filter((payment) => payment.outcome === 'confirmed' && payment !== deposit && typeof choice !== 'object')) {
    const extraDecision = decideRefund(asPaid(extra), choice, policyFacts);
    if (extraDecision.kind !== 'refund') continue;
    if (extra.currency === deposit?.currency) extraMinor += extraDecision.amountMinor;
    refundIds.push(await refund(extra, extraDecision.amountMinor));
  }
  for (const payment of payments.filter((candidate) => candidate.refund_due && candidate.amount_minor > candidate.refunded_minor)) {
    refundIds.push(await refund(payment, payment.amount_minor - payment.refunded_minor, `${reason}: ${payment.outcome}`));
  }
  await settleRefundDue(tx, booking.id);
  return { decision, deposit, extraMinor, refundIds };
}
