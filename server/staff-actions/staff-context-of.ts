import type { FastifyInstance, FastifyRequest } from 'fastify';
import { manageLink } from '../bookings/manage-link.ts';
import type { StaffContext } from './staff-context.ts';

/**
 * The staff context of a staff call: the member who signed in (or holds the token) acts, by
 * e-mail; the bootstrap admin token as 'admin-token'.
 */
export function staffContextOf(app: FastifyInstance, request: FastifyRequest): StaffContext {
  return {
    db: app.db,
    now: app.clock.now(),
    actor: request.staff?.actor ?? 'admin-token',
    // Every staff route signs its caller in first; without one the bootstrap token acts as an owner.
    role: request.staff?.role ?? 'owner',
    log: request.log,
    host: new URL(app.config.PUBLIC_URL).hostname,
    providers: app.payments?.providers,
    manageLink: (bookingId) => manageLink(app.config.PUBLIC_URL, app.secrets.appSecret, bookingId),
    publicUrl: app.config.PUBLIC_URL,
  };
}
