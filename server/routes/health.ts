import type { FastifyInstance } from 'fastify';

/**
 * Liveness and readiness for load balancers and the admin command: the store answers and has its
 * whole schema, so an empty database is 503 too. A probe of a store in trouble also starts its
 * repair (store-recovery.ts), so an instance taken out of rotation still comes back.
 */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    if (await app.storeReady()) return { status: 'ok', database: app.db.kind };
    return reply.status(503).send({
      status: 'degraded',
      database: app.db.kind,
      error: 'service_unavailable',
      message: 'The database is unreachable or has lost its tables.',
    });
  });
}
