import type { FastifyInstance } from 'fastify';
import { paymentProviders } from './payment-providers.ts';
import { createSettlement } from './payment-settlement.ts';
import { claimJob } from '../db/job-lease.ts';
import { reconcileRefunds } from './send-refunds.ts';

/**
 * Reconciliation for `npm start`, at once and then every PAYMENT_RECONCILE_MINUTES, with its own providers
 * so it needs nothing from the route plugins. Of the instances sharing a database only the job's lease
 * holder runs it; another takes over one and a half intervals after the holder stops renewing.
 */
export function startPaymentReconciler(app: FastifyInstance): { stop(): void } {
  const { config, db, clock } = app;
  const providers = paymentProviders(config, db, clock);
  const settlement = createSettlement({ db, clock, config, log: app.log, providers, appSecret: app.secrets.appSecret });
  let running = false;
  const intervalMs = config.PAYMENT_RECONCILE_MINUTES * 60_000;
  const run = () => {
    if (running) return;
    running = true;
    claimJob(db, 'payment-reconciliation', clock.now(), intervalMs * 1.5)
      .then(async (mine) => {
        if (!mine) return;
        await settlement.reconcile();
        // Refunds a provider has not settled yet (or never received) are sent or asked about again.
        await reconcileRefunds({ db, now: clock.now(), log: app.log, providers });
      })
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
