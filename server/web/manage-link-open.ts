import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { grantManageLink, MANAGE_PARAM, readManageToken } from '../bookings/manage-link.ts';

/** The query a manage link arrives with, or null for any other visit of the page. */
export function manageTokenOf(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const token = query?.[MANAGE_PARAM];
  return typeof token === 'string' ? token : null;
}

/**
 * The grant goes into a new session, never the one the browser carried (it may be someone else's), and
 * the browser is sent on without the token, so it is in no history, bookmark or Referer. A refused link
 * lands on the page with `link=refused`, which offers the one-time code instead.
 */
export async function openManageLink(app: FastifyInstance, request: FastifyRequest, reply: FastifyReply, token: string) {
  reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
  const now = app.clock.now();
  // A token we did not sign stores nothing, not even a session.
  const signed = readManageToken(app.secrets.appSecret, token) !== null;
  const granted = signed && (await grantManageLink(app.db, app.secrets.appSecret, token, (await request.startNewSession(reply)).id, now));
  if (!granted) {
    request.log.info('manage link refused');
    return reply.redirect('/my_bookings?link=refused', 303);
  }
  return reply.redirect(`/my_bookings?lang=${granted.lang}`, 303);
}
