import type { FastifyInstance } from 'fastify';
import { readSettings } from '../repositories/settings-repository.ts';

/**
 * The restaurant's public card (name, address, phone, web site, registration line) for the site's
 * footer, About link, contact page and result page. Editable by the admin command, so not baked
 * into the build.
 */
export async function restaurantRoute(app: FastifyInstance): Promise<void> {
  app.get('/api/restaurant', async (_request, reply) => {
    const { restaurant } = await readSettings(app.db);
    return reply.header('cache-control', 'public, max-age=60').send(restaurant);
  });
}
