import type { FastifyInstance, FastifyReply } from 'fastify';
import { cacheChanged } from '../../cache/cache-topics.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { STAFF_SESSION_COOKIE, STAFF_SESSION_MS } from '../../plugins/admin-auth.ts';
import { sendStaffCode, verifyStaffCode } from '../../staff/sign-in-code.ts';
import { endStaffSession, startStaffSession, staffXsrfFor } from '../../staff/staff-credentials.ts';
import type { StaffMember } from '../../staff/staff-repository.ts';
import { serve } from '../serve.ts';

/** Sign-in to the console by a code sent to the member's e-mail; the session is a Strict, HttpOnly cookie. */
export async function staffSignInRoutes(app: FastifyInstance): Promise<void> {
  const secure = app.config.PUBLIC_URL.startsWith('https:');
  const me = (member: StaffMember, sessionToken: string): StaffMe => ({
    member,
    role: member.role,
    xsrf: staffXsrfFor(app.secrets.appSecret, sessionToken),
  });
  const setSession = (reply: FastifyReply, token: string) =>
    reply.setCookie(STAFF_SESSION_COOKIE, token, { path: '/api/', httpOnly: true, sameSite: 'strict', secure, maxAge: STAFF_SESSION_MS / 1000 });

  serve(app, 'staff_sign_in_code', async (request, reply) => {
    await sendStaffCode(app, request.body.email, request.clientKey);
    return reply.status(202).send({ sent: true });
  });

  serve(app, 'staff_sign_in', async (request, reply) => {
    const { email, code } = request.body;
    const { member, sessionToken } = await verifyStaffCode(app, email, code, request.networkKey, (tx, who) => startStaffSession(tx, who.id, app.clock.now()));
    request.log.info({ staff: member.id }, 'staff member signed in');
    setSession(reply, sessionToken);
    return me(member, sessionToken);
  });

  serve(app, 'staff_me', async (request) => {
    const { member, role, via } = request.staff!;
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (member && token && via === 'session') return me(member, token);
    return { member, role, xsrf: '' };
  });

  serve(app, 'staff_sign_out', async (request, reply) => {
    const token = request.cookies[STAFF_SESSION_COOKIE];
    if (token) {
      await endStaffSession(app.db, token, app.clock.now());
      await cacheChanged(app.db, ['staff']);
    }
    reply.clearCookie(STAFF_SESSION_COOKIE, { path: '/api/' });
    return { signed_out: true as const };
  });
}
