import type { FastifyInstance } from 'fastify';
import { paymentProviders } from './payment-providers.ts';
import { createSettlement } from './payment-settlement.ts';

/**
 * The periodic reconciliation job of `npm start` (server/start.ts): now, then every
 * PAYMENT_RECONCILE_MINUTES, it asks the providers about orders still open and settles those
 * that were paid. It has its own providers, so it needs nothing from the route plugins.
 */
export function startPaymentReconciler(app: FastifyInstance): { stop(): void } {
  const { config, db, clock } = app;
  const settlement = createSettlement({ db, clock, config, log: app.log, messenger: () => app.messenger, providers: paymentProviders(config, db, clock) });
  let running = false;
  const run = () => {
    if (running) return;
    running = true;
    settlement
      .reconcile()
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, config.PAYMENT_RECONCILE_MINUTES * 60_000);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
