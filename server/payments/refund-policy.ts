import type { Currency } from '../lib/amounts.ts';
import { hasWorkingDaysNotice, type OpeningRules } from '../bookings/restaurant-calendar.ts';

/**
 * SPEC §9: cancelled at least `free_cancel_working_days` working days ahead, the deposit goes back, less
 * PayPal's refund fee on a PayPal deposit; later it is kept (the guest may rebook). Staff may choose
 * everything, nothing or an amount instead. Pure: the caller reads the facts.
 */
export type RefundChoice = 'policy' | 'full' | 'none' | { amountMinor: number };

export interface PaidDeposit {
  method: string;
  amountMinor: number;
  currency: Currency;
  /** What earlier refunds of this payment already gave back (pending ones included). */
  refundedMinor: number;
}

export interface PolicyFacts {
  today: string;
  visit: string;
  freeCancelWorkingDays: number;
  paypalRefundFeePercent: number;
  rules: OpeningRules;
}

export type RefundDecision =
  | { kind: 'refund'; amountMinor: number; why: 'policy' | 'staff' }
  | { kind: 'kept'; why: 'inside_notice' | 'staff' }
  | { kind: 'nothing_paid' };

/** What PayPal keeps of a refund: the fee on the refunded part, rounded to the cent. */
export function paypalFeeMinor(amountMinor: number, percent: number): number {
  return Math.round((amountMinor * percent) / 100);
}

export function decideRefund(deposit: PaidDeposit | null, choice: RefundChoice, facts: PolicyFacts): RefundDecision {
  if (!deposit) return { kind: 'nothing_paid' };
  const left = deposit.amountMinor - deposit.refundedMinor;
  if (left <= 0) return { kind: 'nothing_paid' };
  if (choice === 'none') return { kind: 'kept', why: 'staff' };
  if (choice === 'full') return { kind: 'refund', amountMinor: left, why: 'staff' };
  if (typeof choice === 'object') return { kind: 'refund', amountMinor: choice.amountMinor, why: 'staff' };
  if (!hasWorkingDaysNotice(facts.today, facts.visit, facts.freeCancelWorkingDays, facts.rules)) return { kind: 'kept', why: 'inside_notice' };
  const fee = deposit.method === 'paypal' ? paypalFeeMinor(left, facts.paypalRefundFeePercent) : 0;
  return left - fee > 0 ? { kind: 'refund', amountMinor: left - fee, why: 'policy' } : { kind: 'kept', why: 'inside_notice' };
}
