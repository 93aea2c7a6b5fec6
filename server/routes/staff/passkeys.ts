import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { setStaffSession } from '../../plugins/staff-cookie.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { staffSessionOf } from '../../plugins/staff-cookie.ts';
import { InputRefused } from '../../lib/input-refusal.ts';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, signInOptions, signInWithPasskey } from '../../staff/passkeys.ts';
import { sessionSignIn, staffXsrfFor } from '../../staff/staff-credentials.ts';
import { findStaffByEmail } from '../../staff/staff-repository.ts';
import { serve } from '../../plugins/serve.ts';

/** How long after signing in by code a member may add a passkey. */
const FRESH_SIGN_IN_MS = 10 * 60_000;

/** Passkeys: a signed-in member registers one and removes their own; anyone may sign in with one. */
export async function staffPasskeyRoutes(app: FastifyInstance): Promise<void> {
  /** The member behind the call: a passkey belongs to a person, never to the bootstrap token. */
  const memberOf = (request: { staff?: { member: import('../../staff/staff-repository.ts').StaffMember | null } | null }) => {
    const member = request.staff?.member;
    if (!member) throw new InputRefused({ passkey: 'passkey_needs_member' });
    return member;
  };

  /**
   * A passkey is a credential of its own, so only a console session signed in by an e-mail code
   * moments ago may add one: never a personal token, nor a session a passkey (or time) opened.
   */
  const freshCodeSession = async (request: FastifyRequest) => {
    memberOf(request);
    const token = request.staff?.via === 'session' ? staffSessionOf(request, app.config.PUBLIC_URL) : undefined;
    const signIn = token ? await sessionSignIn(app.db, token) : null;
    if (!signIn || signIn.by !== 'code' || app.clock.now().getTime() - signIn.at.getTime() > FRESH_SIGN_IN_MS) {
      throw forbidden('passkey_needs_fresh_code', 'To add a passkey, sign in again with the code sent to your e-mail, then add it within 10 minutes.');
    }
  };
  const memberNamed = async (email: string) => {
    const member = await findStaffByEmail(app.db, email);
    if (!member) throw notFound('staff_unknown', `${email} is not a member of staff.`);
    return member;
  };

  serve(app, 'staff_passkey_options', async (request) => signInOptions(app, request.clientKey) as unknown as Record<string, unknown>);

  serve(app, 'staff_passkey_sign_in', async (request, reply) => {
    const { member, sessionToken } = await signInWithPasskey(app, request.body.credential as unknown as AuthenticationResponseJSON, request.networkKey);
    request.log.info({ staff: member.id }, 'staff member signed in with a passkey');
    setStaffSession(reply, app.config.PUBLIC_URL, sessionToken);
    return { member, role: member.role, xsrf: staffXsrfFor(app.secrets.appSecret, sessionToken) };
  });

  serve(app, 'staff_passkeys', async (request) => listPasskeys(app.db, memberOf(request).id));

  serve(app, 'staff_passkey_register_options', async (request) => registrationOptions(app, memberOf(request)) as unknown as Record<string, unknown>, {
    onRequest: freshCodeSession,
  });

  serve(
    app,
    'staff_passkey_register',
    async (request) => registerPasskey(app, memberOf(request), request.staff!.actor, request.body.credential as unknown as RegistrationResponseJSON, request.body.label),
    { onRequest: freshCodeSession },
  );

  serve(app, 'staff_member_passkeys', async (request) => listPasskeys(app.db, (await memberNamed(request.params.email)).id));

  serve(app, 'staff_member_passkey_remove', async (request) => {
    const member = await memberNamed(request.params.email);
    const removed = await removePasskey(app, member, request.staff!.actor, request.params.id);
    if (!removed) throw notFound('passkey_unknown', `${member.email} has no such passkey.`);
    return { removed: request.params.id };
  });

  serve(app, 'staff_passkey_remove', async (request) => {
    const removed = await removePasskey(app, memberOf(request), request.staff!.actor, request.params.id);
    if (!removed) throw notFound('passkey_unknown', 'You have no such passkey.');
    return { removed: request.params.id };
  });
}
