import type { FastifyInstance } from 'fastify';
import { healthRoutes } from './health.ts';
import { statusRoutes } from './api/status.ts';
import { adminRoutes } from './admin/index.ts';

/** Every route folder, registered once; each mirrors its URLs. */
export async function apiRoutes(app: FastifyInstance): Promise<void> {
  await app.register(healthRoutes);
  await app.register(statusRoutes, { prefix: '/api' });
  await app.register(adminRoutes, { prefix: '/api/admin' });
}
