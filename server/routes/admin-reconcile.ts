import type { FastifyInstance } from 'fastify';
import { serve } from '../plugins/serve.ts';
import { reconcileRefunds } from '../payments/send-refunds.ts';

/** Asks the providers about open orders and refunds not yet final, now. */
export async function adminReconcileRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_reconcile', async (request) => {
    const summary = await app.payments.settlement.reconcile();
    const refunds = await reconcileRefunds({ db: app.db, now: app.clock.now(), log: request.log, providers: app.payments.providers });
    return { ...summary, refunds_settled: refunds };
  });
}
