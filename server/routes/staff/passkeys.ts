import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import type { FastifyInstance } from 'fastify';
import { setStaffSession } from '../../plugins/staff-cookie.ts';
import { notFound } from '../../lib/errors.ts';
import { InputRefused } from '../../lib/input-refusal.ts';
import { listPasskeys, registerPasskey, registrationOptions, removePasskey, signInOptions, signInWithPasskey } from '../../staff/passkeys.ts';
import { staffXsrfFor } from '../../staff/staff-credentials.ts';
import { serve } from '../serve.ts';

/** Passkeys: a signed-in member registers one and removes their own; anyone may sign in with one. */
export async function staffPasskeyRoutes(app: FastifyInstance): Promise<void> {
  /** The member behind the call: a passkey belongs to a person, never to the bootstrap token. */
  const memberOf = (request: { staff?: { member: import('../../staff/staff-repository.ts').StaffMember | null } | null }) => {
    const member = request.staff?.member;
    if (!member) throw new InputRefused({ passkey: 'passkey_needs_member' });
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

  serve(app, 'staff_passkey_register_options', async (request) => registrationOptions(app, memberOf(request)) as unknown as Record<string, unknown>);

  serve(app, 'staff_passkey_register', async (request) =>
    registerPasskey(app, memberOf(request), request.staff!.actor, request.body.credential as unknown as RegistrationResponseJSON, request.body.label),
  );

  serve(app, 'staff_passkey_remove', async (request) => {
    const removed = await removePasskey(app, memberOf(request), request.staff!.actor, request.params.id);
    if (!removed) throw notFound('passkey_unknown', 'You have no such passkey.');
    return { removed: request.params.id };
  });
}
