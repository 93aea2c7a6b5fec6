import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/admin-auth.ts';
import { adminBookingRoutes } from './bookings.ts';
import { adminContentRoutes } from './content.ts';
import { adminSettingsRoutes } from './settings.ts';

/**
 * The restaurant's own calls, used by `npm run admin`. Every one needs the admin token as
 * `Authorization: Bearer`; they are not called from pages, so they carry no XSRF token.
 */
export async function adminRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('onRoute', (route) => {
    route.config = { ...(route.config as object), csrf: false };
  });
  app.addHook('preHandler', requireAdmin(app));
  await app.register(adminSettingsRoutes);
  await app.register(adminBookingRoutes);
  await app.register(adminContentRoutes);
}
