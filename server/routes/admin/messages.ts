import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/errors.ts';
import { listOutgoing, retryOutgoing } from '../../messaging/outgoing-list.ts';
import { serve } from '../../plugins/serve.ts';

/** The durable outbox for the restaurant: what was sent, what waits, what failed; and a retry. */
export async function adminMessageRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_messages', async (request) => {
    const { failed, limit } = request.query;
    return listOutgoing(app.db, { failed: failed === 'true', limit });
  });

  serve(app, 'admin_retry_message', async (request) => {
    const { id } = request.params;
    if (!(await retryOutgoing(app.db, id, app.clock.now()))) {
      throw conflict('message_not_retryable', `Message ${id} does not exist or was already sent.`);
    }
    return { id, retrying: true as const };
  });
}
