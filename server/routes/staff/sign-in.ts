import type { FastifyInstance } from 'fastify';
import { cacheChanged } from '../../cache/cache-topics.ts';
import type { StaffMe } from '../../../api-client/contract/staff-accounts.ts';
import { clearStaffSession, setStaffSession, staffSessionOf } from '../../plugins/staff-cookie.ts';
import { sendStaffCode, verifyStaffCode } from '../../staff/sign-in-code.ts';
import { endStaffSession, startStaffSession, staffXsrfFor } from '../../staff/staff-credentials.ts';
import type { StaffMember } from '../../staff/staff-repository.ts';
import { serve } from '../../plugins/serve.ts';

/** Sign-in to the console by a code sent to the member's e-mail; the session is a Strict, HttpOnly cookie. */
export async function staffSignInRoutes(app: FastifyInstance): Promise<void> {
  const me = (member: StaffMember, sessionToken: string): StaffMe => ({
    member,
    role: member.role,
    xsrf: staffXsrfFor(app.secrets.appSecret, sessionToken),
  });
  const publicUrl = app.config.PUBLIC_URL;

  serve(app, 'staff_sign_in_code', async (request, reply) => {
    await sendStaffCode(app, request.body.email, request.clientKey);
    return reply.status(202).send({ sent: true });
  });

  serve(app, 'staff_sign_in', async (request, reply) => {
    const { email, code } = request.body;
    const { member, sessionToken } = await verifyStaffCode(app, email, code, request.networkKey, (tx, who) => startStaffSession(tx, who.id, app.clock.now()));
    request.log.info({ staff: member.id }, 'staff member signed in');
    setStaffSession(reply, publicUrl, sessionToken);
    return me(member, sessionToken);
  });

  serve(app, 'staff_me', async (request) => {
    const { member, role, via } = request.staff!;
    const token = staffSessionOf(request, publicUrl);
    if (member && token && via === 'session') return me(member, token);
    return { member, role, xsrf: '' };
  });

  serve(app, 'staff_sign_out', async (request, reply) => {
    const token = staffSessionOf(request, publicUrl);
    if (token) {
      await endStaffSession(app.db, token, app.clock.now());
      await cacheChanged(app.db, ['staff']);
    }
    clearStaffSession(reply, publicUrl);
    return { signed_out: true as const };
  });
}
