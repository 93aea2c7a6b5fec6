import type { FastifyInstance } from 'fastify';
import { listActiveSeatings } from '../bookings/seatings.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { restaurantCardOf } from './boot-data.ts';

/**
 * The restaurant's public card (name, address, phone, web site, registration line, booking rules)
 * for the site's footer, About link, contact page and result page, and for the widget's calendar
 * and texts. Editable by the admin command, so not baked into the build.
 */
export async function restaurantRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/restaurant', async (_request, reply) => {
    const [settings, seatings] = await Promise.all([readSettings(app.db), listActiveSeatings(app.db)]);
    const card = restaurantCardOf(settings, seatings);
    return reply.header('cache-control', 'public, max-age=60').send(card);
  });
}
