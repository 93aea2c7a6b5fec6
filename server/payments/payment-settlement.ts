import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import { findBookingByCode, type BookingRecord } from '../bookings/booking-repository.ts';
import type { Config } from '../config.ts';
import type { Database, Queryable } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { OutgoingMessage } from '../messaging/messenger.ts';
import { enqueueMessage, type QueuedMessage } from '../messaging/outgoing-messages.ts';
import { readSettings, type RestaurantSettings } from '../repositories/settings-repository.ts';
import { depositFen } from '../lib/amounts.ts';
import { confirmationMessages, refundNotice } from '../notices/confirmation-messages.ts';
import { manageLink } from '../bookings/manage-link.ts';
import { recordRefundState } from './send-refunds.ts';
import { findStaffBooking } from '../bookings/staff-booking.ts';
import { noticeBooking } from '../notices/tell-guest.ts';
import { topupPaidNotice } from '../notices/topup-notices.ts';
import { closeAttempt, findAttempt, markAnnounced, orderRef, paymentFacts, unannouncedPayments, unsettledAttempts, type PaymentAttempt, type PaymentFacts } from './payment-records.ts';
import { createOrderClosing } from './order-closing.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { NotificationRejected, type IncomingNotification, type PaidTrade, type PaymentProvider } from './provider.ts';
import { settlePayment, type SettleResult } from './settle-payment.ts';

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  providers: PaymentProviders;
  /** Signs the manage link the confirmation carries. */
  appSecret: string;
}

/** How far back reconciliation looks for orders that may have been paid without our knowing. */
const RECONCILE_DAYS = 3;

export function providerFor(providers: PaymentProviders, method: PaymentMethod): PaymentProvider | undefined {
  return providers[method];
}

type Recorded = Extract<SettleResult, { transactionId: number }>;

type OrderClosing = ReturnType<typeof createOrderClosing>;

/** The settlement's dependencies, and the closing of unwanted orders that it and settling share. */
interface SettlementContext {
  deps: SettlementDeps;
  closing: OrderClosing;
}

const messageKey = (message: OutgoingMessage) => `${message.channel}:${message.to}`;

/** The restaurant's notice of money to give back: a second payment, or one for gone seats or a cancelled booking. */
function refundNoticeFor(config: Config, attempt: PaymentAttempt, reason: Exclude<Recorded['kind'], 'confirmed'>, trade: PaidTrade): QueuedMessage[] {
  const notice = refundNotice({
    to: config.RESTAURANT_EMAIL,
    code: attempt.booking_code,
    reason,
    method: attempt.method,
    amountMinor: trade.amountMinor,
    currency: trade.currency,
    transactionId: trade.transactionId,
    attemptId: attempt.id,
  });
  return [{ ...notice, kind: 'refund_notice', bookingId: attempt.booking_id }];
}

/** The guest's confirmation of a paid deposit, in the booking's language. */
function confirmationFor(
  deps: SettlementDeps,
  booking: BookingRecord,
  facts: PaymentFacts,
  settings: RestaurantSettings,
  attempt: PaymentAttempt,
  trade: PaidTrade,
): OutgoingMessage[] {
  const { config, clock } = deps;
  return confirmationMessages(
    {
      code: booking.code,
      lang: facts.lang === 'zh' ? 'zh' : 'en',
      booking_date: booking.booking_date,
      timeslot: booking.timeslot,
      pax: booking.pax,
      first_seat: booking.first_seat,
      depositFen: depositFen(booking.price_fen, booking.pax),
      paid: { method: attempt.method, amountMinor: trade.amountMinor, currency: trade.currency },
      gender: booking.customer_gender,
      first_name: booking.customer_first_name,
      last_name: booking.customer_last_name,
      email: booking.email ?? booking.customer_email,
      phone: booking.country && booking.phone ? `${booking.country} ${booking.phone}` : booking.customer_phone,
      manageUrl: manageLink(config.PUBLIC_URL, deps.appSecret, booking.id),
      food: booking.food,
      occasion: booking.occasion,
      revision: booking.revision,
    },
    settings.restaurant,
    {
      now: clock.now(),
      policy: { freeCancelWorkingDays: settings.free_cancel_working_days, allergyHours: settings.allergy_notice_hours },
      diningMinutes: settings.dining_minutes,
    },
  );
}

/** The guest's confirmation, or the restaurant's notice of money to give back. */
async function messagesFor(deps: SettlementDeps, tx: Queryable, result: Recorded, trade: PaidTrade): Promise<QueuedMessage[]> {
  const { attempt } = result;
  if (result.kind !== 'confirmed') return refundNoticeFor(deps.config, attempt, result.kind, trade);
  const booking = await findBookingByCode(tx, attempt.booking_code);
  const facts = await paymentFacts(tx, { id: attempt.booking_id });
  if (!booking || !facts) return [];
  const settings = await readSettings(tx);
  if (attempt.topup_id !== null) {
    const staffBooking = (await findStaffBooking(tx, { id: attempt.booking_id }))!;
    const paid = topupPaidNotice(noticeBooking(staffBooking), { amountMinor: trade.amountMinor, currency: trade.currency }, settings.restaurant);
    return paid.map((message) => ({ ...message, kind: 'confirmation', bookingId: booking.id }));
  }
  const messages = confirmationFor(deps, booking, facts, settings, attempt, trade);
  return messages.map((message) => ({ ...message, kind: 'confirmation', bookingId: booking.id }));
}

/**
 * Puts a payment's messages in the outbox and marks it announced, in `tx`: once, whoever calls
 * (the settlement itself, or reconciliation for a payment recorded before messages went through
 * the outbox, which skips what that release had already sent).
 */
async function announce(deps: SettlementDeps, tx: Queryable, result: Recorded, trade: PaidTrade): Promise<void> {
  const { clock, log } = deps;
  const alreadySent = await markAnnounced(tx, result.transactionId, clock.now());
  if (alreadySent === null) return;
  log.info({ booking: result.attempt.booking_code, attempt: result.attempt.id, method: result.attempt.method, outcome: result.kind }, 'deposit received');
  for (const message of await messagesFor(deps, tx, result, trade)) {
    if (!alreadySent.includes(messageKey(message))) await enqueueMessage(tx, message, clock.now());
  }
}

/**
 * Records a payment the provider reported; confirms, flags or ignores it; closes the booking's
 * other open orders, which nobody should pay now; then tells people.
 */
async function settle({ deps, closing }: SettlementContext, trade: PaidTrade, event?: { provider: string; id: string }): Promise<SettleResult> {
  const { db, clock, log } = deps;
  const result = await settlePayment(db, trade, clock.now(), event, (tx, recorded) => announce(deps, tx, recorded, trade));
  if (result.kind === 'rejected') {
    log.error({ attempt: trade.attemptId, reason: result.reason }, 'payment report does not match our order: refused');
  }
  if ('transactionId' in result) await closing.closeUnwanted(result.attempt.booking_id);
  return result;
}

/** A provider notification: verified by the adapter, then settled once per event and payment. */
async function notify(context: SettlementContext, method: PaymentMethod, incoming: IncomingNotification): Promise<void> {
  const { db, clock } = context.deps;
  const provider = providerFor(context.deps.providers, method);
  if (!provider?.verifyNotification) throw new NotificationRejected(`${method} is not configured`);
  const notification = await provider.verifyNotification(incoming);
  // A refund's outcome settles our refund row; a repeat finds it final already and changes nothing.
  if (notification.refund) await recordRefundState(db, notification.refund.refundId, notification.refund.state, clock.now());
  if (!notification.trade) {
    await db.query('insert into payment_events (provider, event_id, received_at) values ($1, $2, $3) on conflict do nothing', [
      method,
      notification.eventId,
      clock.now(),
    ]);
    return;
  }
  const result = await settle(context, notification.trade, { provider: method, id: notification.eventId });
  if (result.kind === 'rejected') throw new NotificationRejected(result.reason);
}

/** Asks the provider about one open order and settles it if paid; answers whether it was. */
async function settleIfPaid(context: SettlementContext, attempt: PaymentAttempt): Promise<SettleResult | null> {
  const { db, clock, providers } = context.deps;
  const provider = providerFor(providers, attempt.method);
  if (!provider || provider.demo !== attempt.demo) return null;
  if (attempt.method === 'paypal' && !attempt.provider_order_id) return null;
  const state = await provider.queryOrder(orderRef(attempt));
  if (state.state === 'paid') return settle(context, state.trade);
  if (state.state === 'closed' || attempt.expires_at.getTime() < clock.now().getTime() - 86_400_000) await closeAttempt(db, attempt.id);
  return null;
}

/** Announces payments recorded but never announced (recorded before the outbox existed). */
async function announceOwed(deps: SettlementDeps, since: Date): Promise<void> {
  const { db, clock } = deps;
  for (const owed of await unannouncedPayments(db, since, clock.now())) {
    const trade: PaidTrade = {
      attemptId: owed.attempt.id,
      transactionId: owed.provider_transaction_id,
      amountMinor: owed.amount_minor,
      currency: owed.currency,
    };
    await db.transaction((tx) => announce(deps, tx, { kind: owed.outcome, attempt: owed.attempt, transactionId: owed.transaction_id }, trade));
  }
}

/**
 * Catches payments we missed (a lost notification, or a stop between the provider's capture and our
 * commit) by asking each provider, and closes orders nobody should pay any more, retrying failed closes.
 * Runs at start, every PAYMENT_RECONCILE_MINUTES, and on POST /api/admin/reconcile.
 */
async function reconcile(context: SettlementContext): Promise<{ checked: number; confirmed: number; flagged: number; failed: number }> {
  const { db, clock, log } = context.deps;
  const since = new Date(clock.now().getTime() - RECONCILE_DAYS * 86_400_000);
  const summary = { checked: 0, confirmed: 0, flagged: 0, failed: 0 };
  for (const { unwanted, ...attempt } of await unsettledAttempts(db, since, clock.now())) {
    // Settling an earlier order of this run may have closed this one already.
    if ((await findAttempt(db, attempt.id))?.status !== 'created') continue;
    summary.checked += 1;
    try {
      const result = unwanted ? await context.closing.close(attempt) : await settleIfPaid(context, attempt);
      if (result?.kind === 'confirmed') summary.confirmed += 1;
      else if (result && result.kind !== 'replayed' && result.kind !== 'rejected') summary.flagged += 1;
    } catch (error) {
      summary.failed += 1;
      log.warn({ err: error, attempt: attempt.id }, 'reconciliation could not check an order');
    }
  }
  if (summary.confirmed + summary.flagged > 0) log.warn(summary, 'reconciliation found payments we had missed');
  await announceOwed(context.deps, since);
  return summary;
}

/** Recording payments (exactly once), telling guest and restaurant, and finding missed payments. */
export function createSettlement(deps: SettlementDeps) {
  const context: SettlementContext = { deps, closing: createOrderClosing(deps, (trade) => settle(context, trade)) };
  return {
    settle: (trade: PaidTrade, event?: { provider: string; id: string }): Promise<SettleResult> => settle(context, trade, event),
    notify: (method: PaymentMethod, incoming: IncomingNotification): Promise<void> => notify(context, method, incoming),
    settleIfPaid: (attempt: PaymentAttempt): Promise<SettleResult | null> => settleIfPaid(context, attempt),
    reconcile: () => reconcile(context),
    closeUnwanted: context.closing.closeUnwanted,
  };
}

export type Settlement = ReturnType<typeof createSettlement>;
