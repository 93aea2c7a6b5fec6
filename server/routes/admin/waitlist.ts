import type { FastifyInstance } from 'fastify';
import { listWaitlist } from '../../waitlist/waitlist.ts';
import { serve } from '../../plugins/serve.ts';

/** Who waits for a full evening, for the restaurant. */
export async function adminWaitlistRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_waitlist', async (request) => listWaitlist(app.db, request.query.date, app.clock.now()));
}
