import { closeAttempt, findAttempt, orderRef, unwantedAttempts, type PaymentAttempt } from './payment-records.ts';
import type { SettlementDeps } from './payment-settlement.ts';
import type { OrderState, PaidTrade } from './provider.ts';
import type { SettleResult } from './settle-payment.ts';

/**
 * Closes orders nobody should pay any more (docs/payments.md, "Superseded orders"), best effort and only
 * after the change that made them unwanted commits: a failed close is logged and left to reconciliation,
 * never failing a guest's call. A payment that beat the close settles like any other.
 */
export function createOrderClosing(
  { db, clock, log, providers }: Pick<SettlementDeps, 'db' | 'clock' | 'log' | 'providers'>,
  /** Records a payment found on an order being closed (Settlement.settle). */
  settle: (trade: PaidTrade) => Promise<SettleResult>,
) {
  /** Closes one order at its provider; answers the settlement when it turned out to be paid. */
  async function close(attempt: PaymentAttempt): Promise<SettleResult | null> {
    const provider = providers[attempt.method];
    // An order of a provider no longer configured (credentials set or removed since) cannot be reached.
    if (!provider || provider.demo !== attempt.demo) return null;
    let state: OrderState;
    if (provider.closeOrder) state = await provider.closeOrder(orderRef(attempt));
    // PayPal: nothing to close, as only our capture takes the money; asked once in case we did capture.
    else if (attempt.provider_order_id) state = await provider.queryOrder(orderRef(attempt));
    else state = { state: 'closed', providerStatus: 'NO_ORDER' };
    if (state.state === 'paid') return settle(state.trade);
    const expired = attempt.expires_at.getTime() <= clock.now().getTime();
    // Still payable at the provider for now (a guest typing the PIN, an Alipay cashier not opened
    // yet): left open and tried again, until the provider's own expiry has passed.
    const closed = state.state === 'closed' || (state.state === 'unpaid' && (!provider.closeOrder || expired));
    if (closed) await closeAttempt(db, attempt.id);
    else log.info({ attempt: attempt.id, method: attempt.method, providerStatus: state.providerStatus }, 'order not closed yet: reconciliation tries again');
    return null;
  }

  return {
    close,

    /** Closes every open order of the booking that nobody should pay any more; never throws. */
    async closeUnwanted(bookingId: number): Promise<void> {
      try {
        for (const attempt of await unwantedAttempts(db, bookingId, clock.now())) {
          // A payment found on an earlier one was settled, and its settling closed the rest.
          if ((await findAttempt(db, attempt.id))?.status !== 'created') continue;
          try {
            await close(attempt);
          } catch (error) {
            log.warn({ err: error, attempt: attempt.id, method: attempt.method }, 'order not closed: reconciliation tries again');
          }
        }
      } catch (error) {
        log.warn({ err: error, booking: bookingId }, 'orders not closed: reconciliation tries again');
      }
    },
  };
}
