import type { FastifyInstance } from 'fastify';
import { readSettings } from '../../repositories/settings-repository.ts';
import { serve } from '../../plugins/serve.ts';

export async function statusRoutes(app: FastifyInstance): Promise<void> {
  /** live, closed or maintenance, as a bare JSON string (SPEC §7): a string answer is written as given. */
  serve(app, 'get_status', async (_request, reply) =>
    reply.type('application/json').send(JSON.stringify((await readSettings(app.db)).status)),
  );
}
