import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking } from '../bookings/locked-booking.ts';
import { refundedNotice } from '../notices/guest-notices.ts';
import { insertRefund, leftOf, refundablePayments, refundAnswer, refundsOfBooking, settleRefundDue, typedAmountPayment } from '../payments/refund-records.ts';
import type { BookingRefunded } from '../../api-client/contract/staff-actions.ts';
import { sendRefunds } from '../payments/send-refunds.ts';
import { bookingFacts } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { staffRefusal } from '../bookings/transition-refusals.ts';
import { noticeBooking, queueForGuest } from '../notices/tell-guest.ts';

export type RefundResult = BookingRefunded;

/**
 * Refunds through the provider paid with. Without an amount: every payment marked for refund, else what
 * is left of every payment kept; with one, that much of the deposit, in the currency it was paid.
 */
export async function refundBooking(context: StaffContext, input: { code: string; amountMinor?: number; note?: string }): Promise<RefundResult> {
  const { ids, told, bookingId } = await withLockedBooking(context.db, input.code, context.now, async ({ tx, booking }) => {
    const payments = (await refundablePayments(tx, booking.id)).filter((payment) => leftOf(payment) > 0);
    const due = payments.filter((payment) => payment.refund_due);
    const whole = due.length > 0 ? due : payments.filter((payment) => payment.outcome === 'confirmed');
    const typed = typedAmountPayment(payments);
    const chosen =
      input.amountMinor === undefined
        ? whole.map((payment) => ({ payment, amountMinor: leftOf(payment) }))
        : typed
          ? [{ payment: typed, amountMinor: input.amountMinor }]
          : [];
    if (chosen.length === 0) throw staffRefusal('refund_not_possible', `Booking ${booking.code} has no payment left to refund.`);
    const ids: string[] = [];
    for (const { payment, amountMinor } of chosen) {
      ids.push(await insertRefund(tx, { bookingId: booking.id, payment, amountMinor, reason: input.note ?? 'refund', actor: context.actor, now: context.now }));
    }
    await settleRefundDue(tx, booking.id);
    await recordAudit(tx, {
      actor: context.actor,
      action: 'refund',
      bookingId: booking.id,
      bookingCode: booking.code,
      before: bookingFacts(booking),
      after: { refunds: chosen.map(({ payment, amountMinor }) => ({ amount_minor: amountMinor, currency: payment.currency, method: payment.method })) },
      note: input.note ?? '',
    }, context.now);
    const settings = await readSettings(tx);
    const refunds = chosen.map(({ payment, amountMinor }) => ({ kind: 'refund' as const, amountMinor, currency: payment.currency, method: payment.method }));
    const messages = refundedNotice(noticeBooking(booking), refunds, settings.restaurant);
    return { ids, told: await queueForGuest(tx, context.now, booking, 'refund_issued', messages), bookingId: booking.id };
  });
  await sendRefunds(context, ids);
  const refunds = (await refundsOfBooking(context.db, bookingId)).filter((refund) => ids.includes(refund.id)).map(refundAnswer);
  return { code: input.code, refunds, told };
}
