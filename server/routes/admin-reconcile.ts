import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../plugins/admin-auth.ts';

/** POST /api/admin/reconcile: asks the providers about open orders now (admin token). */
export async function adminReconcileRoutes(app: FastifyInstance): Promise<void> {
  app.post('/reconcile', { config: { csrf: false }, preHandler: requireAdmin(app) }, async () =>
    app.payments.settlement.reconcile(),
  );
}
