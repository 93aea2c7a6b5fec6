import type { FastifyInstance } from 'fastify';
import { listWaitlist } from '../../waitlist/waitlist.ts';
import { offerSeatsByHand, removeFromWaitlist } from '../../waitlist/staff-waitlist.ts';
import { serve } from '../../plugins/serve.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';

/** Who waits for a full evening, for the restaurant; a seat offered by hand, or an entry taken off. */
export async function adminWaitlistRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_waitlist', async (request) => listWaitlist(app.db, request.query.date, app.clock.now()));
  serve(app, 'admin_offer_waitlist', async (request) => {
    const { actor, now } = staffContextOf(app, request);
    const link = { publicUrl: app.config.PUBLIC_URL, appSecret: app.secrets.appSecret };
    return offerSeatsByHand(app.db, request.params.id, { time: request.body.time, area: request.body.area }, { actor, now, link });
  });
  serve(app, 'admin_remove_waitlist', async (request) => removeFromWaitlist(app.db, request.params.id, staffContextOf(app, request)));
}
