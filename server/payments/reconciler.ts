import type { FastifyInstance } from 'fastify';
import { paymentProviders } from './payment-providers.ts';
import { createSettlement } from './payment-settlement.ts';
import { claimJob } from '../maintenance/job-lease.ts';

/**
 * The periodic reconciliation job of `npm start` (server/start.ts): now, then every
 * PAYMENT_RECONCILE_MINUTES, it asks the providers about orders still open and settles those
 * that were paid. It has its own providers, so it needs nothing from the route plugins. Of the
 * instances sharing a database, only the holder of the job's lease runs it; another takes over
 * when the holder stops renewing (one and a half intervals later).
 */
export function startPaymentReconciler(app: FastifyInstance): { stop(): void } {
  const { config, db, clock } = app;
  const settlement = createSettlement({ db, clock, config, log: app.log, messenger: () => app.messenger, providers: paymentProviders(config, db, clock) });
  let running = false;
  const intervalMs = config.PAYMENT_RECONCILE_MINUTES * 60_000;
  const run = () => {
    if (running) return;
    running = true;
    claimJob(db, 'payment-reconciliation', clock.now(), intervalMs * 1.5)
      .then((mine) => (mine ? settlement.reconcile() : undefined))
      .catch((error: unknown) => app.log.error({ err: error }, 'payment reconciliation failed'))
      .finally(() => {
        running = false;
      });
  };
  const first = setTimeout(run, 0);
  const timer = setInterval(run, intervalMs);
  first.unref();
  timer.unref();
  return {
    stop() {
      clearTimeout(first);
      clearInterval(timer);
    },
  };
}
