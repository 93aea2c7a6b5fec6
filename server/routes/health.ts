import type { FastifyInstance } from 'fastify';
import { serve } from '../plugins/serve.ts';
import { listActiveSeatings } from '../bookings/seatings.ts';
import { appliedMigrations } from '../db/migrate.ts';
import { SERVER_VERSION } from '../version.ts';
import { NOT_CONFIGURED_MESSAGE, restaurantConfigured } from '../repositories/configured.ts';

/**
 * Liveness and readiness for load balancers, monitors and the admin command: 503 when the store does not
 * answer or lacks its schema, or before `npm run admin -- setup`. A probe of a store in trouble also
 * starts its repair (store-recovery.ts).
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'health', async (_request, reply) => {
    const notes = app.proxyUntrusted
      ? ['Requests arrive through a proxy but TRUST_PROXY is unset: every guest shares its address and limits (README, "Behind a proxy").']
      : [];
    const about = { version: SERVER_VERSION, database: app.db.kind };
    if (!(await app.storeReady())) {
      return reply.status(503).send({
        status: 'degraded' as const,
        ...about,
        error: 'service_unavailable' as const,
        message: 'The database is unreachable or has lost its tables.',
      });
    }
    if (!(await restaurantConfigured(app.db))) {
      return reply.status(503).send({ status: 'not configured' as const, ...about, error: 'not_configured' as const, message: NOT_CONFIGURED_MESSAGE });
    }
    const [migrations, seatings] = await Promise.all([appliedMigrations(app.db), listActiveSeatings(app.db)]);
    return {
      status: 'ok' as const,
      ...about,
      migrations,
      configured: seatings.length > 0,
      ...(notes.length > 0 ? { notes } : {}),
    };
  });
}
