import type { FastifyInstance } from 'fastify';

/** Liveness and database reachability, for load balancers and the admin command. */
export async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/health', async (_request, reply) => {
    try {
      await app.db.query('select 1');
      return { status: 'ok', database: app.db.kind };
    } catch {
      return reply.status(503).send({ status: 'degraded', database: app.db.kind, error: 'service_unavailable', message: 'Database unreachable' });
    }
  });
}
