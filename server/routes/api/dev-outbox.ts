import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { listOutbox, type OutboxEntry } from '../../messaging/outbox-messenger.ts';
import { requireAdmin } from '../../plugins/admin-auth.ts';

const outboxQuery = z.object({
  limit: z.coerce.number().int('limit_invalid').min(1, 'limit_invalid').max(500, 'limit_invalid').default(100),
  to: z.string().trim().max(254, 'to_invalid').optional(),
});

/**
 * GET /api/dev/outbox: what the dev outbox holds, newest first, for the restaurant's token only
 * (it carries live one-time codes). ?to= narrows to one recipient, ?limit= (1-500, default 100).
 * Registered only with OUTBOX_ENABLED, so never in production (routes/index.ts).
 */
export async function devOutboxRoutes(app: FastifyInstance): Promise<void> {
  // logLevel warn: its request lines would carry a phone or e-mail in ?to= into the log.
  const options = { preHandler: requireAdmin(app), logLevel: 'warn' as const };
  app.get('/dev/outbox', options, async (request): Promise<OutboxEntry[]> => {
    const query = outboxQuery.parse(request.query);
    return listOutbox(app.db, app.secrets.appSecret, { limit: query.limit, ...(query.to ? { to: query.to.toLowerCase() } : {}) });
  });
}
