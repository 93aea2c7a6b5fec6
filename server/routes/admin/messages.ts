import type { FastifyInstance } from 'fastify';
import { conflict } from '../../lib/errors.ts';
import { listOutgoing, retryOutgoing } from '../../messaging/outgoing-list.ts';
import { serve } from '../../plugins/serve.ts';
import { previewMessages } from '../../notices/message-previews.ts';
import { readSettings } from '../../repositories/settings-repository.ts';

/** The durable outbox for the restaurant: what was sent, what waits, what failed; a retry; and a preview of each message. */
export async function adminMessageRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_messages', async (request) => {
    const { failed, limit } = request.query;
    return listOutgoing(app.db, { failed: failed === 'true', limit });
  });

  serve(app, 'admin_message_preview', async (request) => {
    const messages = previewMessages(request.params.kind, request.params.lang, await readSettings(app.db));
    return messages.map(({ channel, to, subject, text }) => ({ channel, to, subject: subject ?? null, text }));
  });

  serve(app, 'admin_retry_message', async (request) => {
    const { id } = request.params;
    if (!(await retryOutgoing(app.db, id, app.clock.now()))) {
      throw conflict('message_not_retryable', `Message ${id} does not exist or was already sent.`);
    }
    return { id, retrying: true as const };
  });
}
