import type { FastifyInstance } from 'fastify';
import { readSettings } from '../../repositories/settings-repository.ts';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  /** live, closed or maintenance, as a bare JSON string (SPEC §7). */
  app.get('/get_status', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify((await readSettings(app.db)).status)),
  );
}
