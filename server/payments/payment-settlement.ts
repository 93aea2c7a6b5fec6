import type { FastifyBaseLogger } from 'fastify';
import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import { findBookingByCode } from '../bookings/booking-repository.ts';
import type { Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { Clock } from '../lib/clock.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { depositFen } from './amounts.ts';
import { confirmationMessages, refundNotice } from './confirmation-messages.ts';
import {
  claimAnnouncement,
  closeAttempt,
  findAttempt,
  finishAnnouncement,
  orderRef,
  paymentFacts,
  recordMessageSent,
  unannouncedPayments,
  unsettledAttempts,
  type PaymentAttempt,
} from './payment-records.ts';
import { createOrderClosing } from './order-closing.ts';
import type { PaymentProviders } from './payment-providers.ts';
import { NotificationRejected, type IncomingNotification, type PaidTrade, type PaymentProvider } from './provider.ts';
import { settlePayment, type SettleResult } from './settle-payment.ts';

export interface SettlementDeps {
  db: Database;
  clock: Clock;
  config: Config;
  log: FastifyBaseLogger;
  /** Read when a message is sent, so the messaging plugin may be registered in any order. */
  messenger: () => Messenger;
  providers: PaymentProviders;
}

/** How far back reconciliation looks for orders that may have been paid without our knowing. */
const RECONCILE_DAYS = 3;

export function providerFor(providers: PaymentProviders, method: PaymentMethod): PaymentProvider | undefined {
  return providers[method];
}

/** Recording payments (exactly once), telling guest and restaurant, and finding missed payments. */
export function createSettlement(deps: SettlementDeps) {
  const { db, clock, config, log } = deps;
  const closing = createOrderClosing(deps, (trade) => settle(trade));

  type Outgoing = Parameters<Messenger['send']>[0];
  const messageKey = (message: Outgoing) => `${message.channel}:${message.to}`;

  /**
   * Sends the messages not sent before, recording each as it goes out; answers whether all went.
   * The payment is recorded whatever happens here: a failed message is logged and sent again by
   * reconciliation, never undone.
   */
  async function deliver(transactionId: number, messages: Outgoing[], alreadySent: string[], context: Record<string, unknown>): Promise<boolean> {
    let all = true;
    for (const message of messages) {
      const key = messageKey(message);
      if (alreadySent.includes(key)) continue;
      try {
        await deps.messenger().send(message);
        await recordMessageSent(db, transactionId, key);
      } catch (error) {
        all = false;
        log.error({ err: error, channel: message.channel, ...context }, 'payment message not sent');
      }
    }
    return all;
  }

  /**
   * Tells the guest (or the restaurant, for a payment to refund), once: the payment's messages
   * are claimed before any goes out, so of two instances settling or reconciling the same payment
   * only one sends; the payment is marked told once all went out, else released for a retry.
   */
  async function announce(result: SettleResult, trade: PaidTrade): Promise<void> {
    if (result.kind === 'rejected' || result.kind === 'replayed') return;
    const alreadySent = await claimAnnouncement(db, result.transactionId, clock.now());
    if (alreadySent === null) return;
    let complete = false;
    try {
      complete = await tell(result, trade, alreadySent);
    } finally {
      await finishAnnouncement(db, result.transactionId, clock.now(), complete);
    }
  }

  async function tell(result: Extract<SettleResult, { transactionId: number }>, trade: PaidTrade, alreadySent: string[]): Promise<boolean> {
    const { attempt } = result;
    log.info({ booking: attempt.booking_code, attempt: attempt.id, method: attempt.method, outcome: result.kind }, 'deposit received');
    if (result.kind !== 'confirmed') {
      return deliver(
        result.transactionId,
        [
          refundNotice({
            to: config.RESTAURANT_EMAIL,
            code: attempt.booking_code,
            reason: result.kind,
            method: attempt.method,
            amountMinor: trade.amountMinor,
            currency: trade.currency,
            transactionId: trade.transactionId,
            attemptId: attempt.id,
          }),
        ],
        alreadySent,
        { booking: attempt.booking_code },
      );
    }
    const booking = await findBookingByCode(db, attempt.booking_code);
    const facts = await paymentFacts(db, { id: attempt.booking_id });
    if (!booking || !facts) return false;
    const settings = await readSettings(db);
    const messages = confirmationMessages(
      {
        code: booking.code,
        lang: facts.lang === 'zh' ? 'zh' : 'en',
        booking_date: booking.booking_date,
        timeslot: booking.timeslot,
        pax: booking.pax,
        depositFen: depositFen(booking.price_fen, booking.pax),
        paid: { method: attempt.method, amountMinor: trade.amountMinor, currency: trade.currency },
        gender: booking.customer_gender,
        first_name: booking.customer_first_name,
        last_name: booking.customer_last_name,
        email: booking.email ?? booking.customer_email,
        phone: booking.country && booking.phone ? `${booking.country} ${booking.phone}` : booking.customer_phone,
      },
      settings.restaurant,
      { now: clock.now(), host: new URL(config.PUBLIC_URL).hostname },
    );
    return deliver(result.transactionId, messages, alreadySent, { booking: booking.code });
  }

  /**
   * Records a payment the provider reported; confirms, flags or ignores it; closes the booking's
   * other open orders, which nobody should pay now; then tells people.
   */
  async function settle(trade: PaidTrade, event?: { provider: string; id: string }): Promise<SettleResult> {
    const result = await settlePayment(db, trade, clock.now(), event);
    if (result.kind === 'rejected') {
      log.error({ attempt: trade.attemptId, reason: result.reason }, 'payment report does not match our order: refused');
    }
    if ('transactionId' in result) await closing.closeUnwanted(result.attempt.booking_id);
    await announce(result, trade);
    return result;
  }

  /** A provider notification: verified by the adapter, then settled once per event and payment. */
  async function notify(method: PaymentMethod, incoming: IncomingNotification): Promise<void> {
    const provider = providerFor(deps.providers, method);
    if (!provider?.verifyNotification) throw new NotificationRejected(`${method} is not configured`);
    const notification = await provider.verifyNotification(incoming);
    if (!notification.trade) {
      await db.query('insert into payment_events (provider, event_id, received_at) values ($1, $2, $3) on conflict do nothing', [
        method,
        notification.eventId,
        clock.now(),
      ]);
      return;
    }
    const result = await settle(notification.trade, { provider: method, id: notification.eventId });
    if (result.kind === 'rejected') throw new NotificationRejected(result.reason);
  }

  /** Asks the provider about one open order and settles it if paid; answers whether it was. */
  async function settleIfPaid(attempt: PaymentAttempt): Promise<SettleResult | null> {
    const provider = providerFor(deps.providers, attempt.method);
    if (!provider || provider.demo !== attempt.demo) return null;
    if (attempt.method === 'paypal' && !attempt.provider_order_id) return null;
    const state = await provider.queryOrder(orderRef(attempt));
    if (state.state === 'paid') return settle(state.trade);
    if (state.state === 'closed' || attempt.expires_at.getTime() < clock.now().getTime() - 86_400_000) await closeAttempt(db, attempt.id);
    return null;
  }

  /**
   * Finds orders paid without our knowing (a lost notification, or the server stopped between
   * the provider's capture and our commit) by asking each provider, and settles them; closes the
   * orders nobody should pay any more (replaced, booking paid or cancelled, hold expired), again
   * when an earlier close failed. Run at start, every PAYMENT_RECONCILE_MINUTES, and by
   * POST /api/admin/reconcile.
   */
  async function reconcile(): Promise<{ checked: number; confirmed: number; flagged: number; failed: number }> {
    const since = new Date(clock.now().getTime() - RECONCILE_DAYS * 86_400_000);
    const summary = { checked: 0, confirmed: 0, flagged: 0, failed: 0 };
    for (const { unwanted, ...attempt } of await unsettledAttempts(db, since, clock.now())) {
      // Settling an earlier order of this run may have closed this one already.
      if ((await findAttempt(db, attempt.id))?.status !== 'created') continue;
      summary.checked += 1;
      try {
        const result = unwanted ? await closing.close(attempt) : await settleIfPaid(attempt);
        if (result?.kind === 'confirmed') summary.confirmed += 1;
        else if (result && result.kind !== 'replayed' && result.kind !== 'rejected') summary.flagged += 1;
      } catch (error) {
        summary.failed += 1;
        log.warn({ err: error, attempt: attempt.id }, 'reconciliation could not check an order');
      }
    }
    if (summary.confirmed + summary.flagged > 0) log.warn(summary, 'reconciliation found payments we had missed');
    await announceOwed(since);
    return summary;
  }

  /**
   * Sends the messages still owed for recorded payments: the server stopped between the commit
   * and the sending, or a provider refused them. A minute's grace leaves a payment being settled
   * right now to its settler; the claim in announce() keeps two senders apart in any case.
   */
  async function announceOwed(since: Date): Promise<void> {
    const before = new Date(clock.now().getTime() - 60_000);
    for (const owed of await unannouncedPayments(db, since, before)) {
      const trade: PaidTrade = {
        attemptId: owed.attempt.id,
        transactionId: owed.provider_transaction_id,
        amountMinor: owed.amount_minor,
        currency: owed.currency,
      };
      await announce({ kind: owed.outcome, attempt: owed.attempt, transactionId: owed.transaction_id }, trade);
    }
  }

  return { settle, notify, settleIfPaid, reconcile, closeUnwanted: closing.closeUnwanted };
}

export type Settlement = ReturnType<typeof createSettlement>;
