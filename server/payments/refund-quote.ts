import type { Money } from '../../api-client/contract/common.ts';
import type { RefundQuote } from '../../api-client/contract/staff-actions.ts';
import { convertMinor } from '../../api-client/rules/money.ts';
import type { Queryable } from '../db/database.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { leftOf, refundablePayments, typedAmountPayment, type RefundablePayment } from './refund-records.ts';

type QuoteSettings = Pick<RestaurantSettings, 'usd_per_rmb' | 'refund_confirm_above_fen'>;

/**
 * What the kept payments still hold beyond the party's deposit (price x party, RMB), in `payment`'s
 * currency at today's rate, and never more than that payment can give back.
 */
function paidBeyond(payments: RefundablePayment[], payment: RefundablePayment, booking: { price_fen: number; pax: number }, usdPerRmb: number): Money | null {
  const inCurrency = (minor: number, from: Money['currency']) => convertMinor(minor, from, payment.currency, usdPerRmb);
  const held = payments.filter((kept) => kept.outcome === 'confirmed').reduce((sum, kept) => sum + inCurrency(leftOf(kept), kept.currency), 0);
  const beyond = Math.min(held - inCurrency(booking.price_fen * booking.pax, 'CNY'), leftOf(payment));
  return beyond > 0 ? { amount_minor: beyond, currency: payment.currency } : null;
}

/** The refund staff may type for a booking, quoted in the currency of the payment it gives back; null when none is left. */
export async function refundQuote(db: Queryable, booking: { id: number; price_fen: number; pax: number }, settings: QuoteSettings): Promise<RefundQuote | null> {
  const payments = await refundablePayments(db, booking.id);
  const payment = typedAmountPayment(payments);
  if (!payment) return null;
  return {
    method: payment.method,
    left: { amount_minor: leftOf(payment), currency: payment.currency },
    paid_beyond: paidBeyond(payments, payment, booking, settings.usd_per_rmb),
    usd_per_rmb: settings.usd_per_rmb,
    confirm_above: { amount_minor: settings.refund_confirm_above_fen, currency: 'CNY' },
  };
}
