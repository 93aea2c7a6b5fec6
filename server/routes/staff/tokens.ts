import type { FastifyInstance } from 'fastify';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { notFound } from '../../lib/errors.ts';
import { InputRefused } from '../../lib/input-refusal.ts';
import { recordAudit } from '../../staff/audit.ts';
import { createPersonalToken, listPersonalTokens, revokePersonalToken } from '../../staff/staff-credentials.ts';
import { findStaffByEmail } from '../../staff/staff-repository.ts';
import { serve } from '../../plugins/serve.ts';

/** Personal API tokens for scripts and the command line: owners create and revoke them; a token is shown once. */
export async function staffTokenRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_tokens', async () => listPersonalTokens(app.db));

  serve(app, 'staff_create_token', async (request) => {
    const { label, email, scope = 'full', expires_in_days: days } = request.body;
    const caller = request.staff!;
    const forEmail = email ?? caller.member?.email;
    if (!forEmail) throw new InputRefused({ email: 'email_required' });
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      const member = await findStaffByEmail(tx, forEmail);
      if (!member) throw notFound('staff_unknown', `${forEmail} is not a member of staff.`);
      const expiresAt = days === undefined ? null : new Date(now.getTime() + days * 86_400_000);
      const { id, token } = await createPersonalToken(tx, member.id, { label, scope, expiresAt }, now);
      const expires_at = expiresAt?.toISOString() ?? null;
      await recordAudit(tx, { actor: caller.actor, action: 'token.create', after: { id, email: member.email, label, scope, expires_at } }, now);
      return { id, label, email: member.email, scope, expires_at, token };
    });
  });

  serve(app, 'staff_revoke_token', async (request) => {
    const { id } = request.params;
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      const revoked = await revokePersonalToken(tx, id, now);
      if (!revoked) throw notFound('token_unknown', `No live token ${id}.`);
      await cacheChanged(tx, ['staff']);
      await recordAudit(tx, { actor: request.staff!.actor, action: 'token.revoke', before: { id, ...revoked } }, now);
      return { revoked: id };
    });
  });
}
