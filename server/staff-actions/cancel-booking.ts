import { cancel } from '../bookings/transitions/cancel.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { recordAudit } from '../staff/audit.ts';
import { withLockedBooking, type AlsoInTransaction, type LockedBooking } from '../bookings/locked-booking.ts';
import type { DepositOutcome } from '../notices/guest-notices.ts';
import { tellGuestOf } from '../notices/event-notices.ts';
import type { RefundChoice, RefundDecision } from '../payments/refund-policy.ts';
import type { RefundablePayment } from '../payments/refund-records.ts';
import { refundsOnCancel } from '../payments/refunds-on-cancel.ts';
import type { BookingCancelled } from '../../api-client/contract/staff-actions.ts';
import { bookingFacts, findStaffBooking } from '../bookings/staff-booking.ts';
import type { StaffContext } from './staff-context.ts';
import { sendRefunds } from '../payments/send-refunds.ts';

export interface CancelInput {
  code: string;
  /** The restaurant's policy unless staff choose otherwise. */
  refund?: RefundChoice;
  note?: string;
  /** The booking's revision the caller saw; refused when it changed since. */
  revision?: number;
}

export type CancelResult = BookingCancelled;

function depositAnswer(decision: RefundDecision, deposit: RefundablePayment | null): BookingCancelled['deposit'] {
  const paid = deposit ? { currency: deposit.currency, method: deposit.method } : {};
  if (decision.kind === 'refund') return { kind: 'refund', why: decision.why, amount_minor: decision.amountMinor, ...paid };
  if (decision.kind === 'kept') return { kind: 'kept', why: decision.why, ...paid };
  return { kind: 'nothing_paid' };
}

/** The cancel inside a transaction holding the booking: for acting on a request in the same one. */
export async function cancelLocked(
  context: StaffContext,
  locked: LockedBooking,
  input: Pick<CancelInput, 'refund' | 'note'>,
  action = 'cancel',
): Promise<CancelResult> {
  const { tx, booking } = locked;
  const before = bookingFacts(booking);
  const cancelled = await cancel(locked, context.now);

  const settings = await readSettings(tx);
  const choice = input.refund ?? 'policy';
  const { decision, deposit, extraMinor, refundIds } = await refundsOnCancel({ tx, booking, settings, choice, reason: action, actor: context.actor, now: context.now });

  const after = (await findStaffBooking(tx, { id: booking.id }))!;
  await recordAudit(tx, {
    actor: context.actor,
    action,
    bookingId: booking.id,
    bookingCode: booking.code,
    before,
    after: { ...bookingFacts(after), deposit: decision.kind === 'refund' ? { refund_minor: decision.amountMinor, currency: deposit?.currency } : decision.kind },
    note: input.note ?? '',
  }, context.now);

  const outcome: DepositOutcome =
    decision.kind === 'refund' && deposit
      ? { kind: 'refund', amountMinor: decision.amountMinor + extraMinor, currency: deposit.currency, method: deposit.method }
      : decision.kind === 'kept' && decision.why === 'inside_notice'
        ? { kind: 'kept' }
        : { kind: 'none' };
  return {
    code: booking.code,
    date: booking.booking_date,
    time: booking.timeslot,
    seats_returned: cancelled.seatsReturned,
    deposit: depositAnswer(decision, deposit),
    refund_ids: refundIds,
    told: await tellGuestOf(tx, { ...cancelled, deposit: outcome }, after, { now: context.now, host: context.host, settings }),
  };
}

/**
 * Cancels a booking: its seats return to the calendar at once, the deposit follows the policy
 * (or staff's choice), an audit row records it and the guest's messages (in their language) are
 * queued, all in one transaction; then the refund is sent to the provider.
 */
export async function cancelBooking(context: StaffContext, input: CancelInput, alsoInTransaction?: AlsoInTransaction): Promise<CancelResult> {
  const result = await withLockedBooking(
    context.db,
    input.code,
    context.now,
    async (locked) => {
      await alsoInTransaction?.(locked);
      return cancelLocked(context, locked, input, alsoInTransaction ? 'cancel_on_request' : 'cancel');
    },
    { revision: input.revision },
  );
  await sendRefunds(context, result.refund_ids);
  return result;
}
