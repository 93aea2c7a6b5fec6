import type { FastifyInstance } from 'fastify';
import { listOutbox } from '../../messaging/outbox-messenger.ts';
import { serve } from '../../plugins/serve.ts';

/**
 * GET /api/dev/outbox: what the dev outbox holds, newest first, for the restaurant's token only
 * (it carries live one-time codes). ?to= narrows to one recipient, ?limit= (1-500, default 100).
 * Registered only with OUTBOX_ENABLED, so never in production (routes/index.ts).
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  // logLevel warn: its request lines would carry a phone or e-mail in ?to= into the log.
  serve(
    app,
    'dev_outbox',
    async (request) => {
      const query = request.query;
      return listOutbox(app.db, app.secrets.appSecret, { limit: query.limit, ...(query.to ? { to: query.to.toLowerCase() } : {}) });
    },
    { logLevel: 'warn' },
  );
}
