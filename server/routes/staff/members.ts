import type { FastifyInstance } from 'fastify';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { recordAudit } from '../../staff/audit.ts';
import { createPersonalToken } from '../../staff/staff-credentials.ts';
import { findStaffByEmail, hasOwner, insertStaff, listStaff, lockStaffList, otherOwners, removeStaff, setStaffRole } from '../../staff/staff-repository.ts';
import { serve } from '../../plugins/serve.ts';

const lastOwner = () => conflict('staff_last_owner', 'The restaurant must keep an owner: make someone else owner first.');
const unknown = (email: string) => notFound('staff_unknown', `${email} is not a member of staff.`);

/** The restaurant's people (owners only). Every change is audited in its own transaction. */
export async function staffMemberRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_members', async () => listStaff(app.db));

  /**
   * Adds a member. Made with the bootstrap ADMIN_TOKEN (no owner yet), the first owner is also
   * answered a personal token, shown once: the command line's credential from then on.
   */
  serve(app, 'staff_add_member', async (request) => {
    const fields = request.body;
    const { actor, via } = request.staff!;
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      await lockStaffList(tx);
      const bootstrap = via === 'admin-token';
      if (bootstrap && (await hasOwner(tx))) throw conflict('staff_owner_exists', 'The restaurant has an owner: use their personal token.');
      const member = await insertStaff(tx, fields, now);
      if (!member) throw conflict('staff_exists', `${fields.email} is already a member of staff.`);
      await recordAudit(tx, { actor, action: 'staff.add', after: { email: member.email, name: member.name, role: member.role } }, now);
      if (!bootstrap || member.role !== 'owner') return { member };
      const { token } = await createPersonalToken(tx, member.id, { label: 'command line' }, now);
      await recordAudit(tx, { actor, action: 'token.create', after: { email: member.email, label: 'command line' } }, now);
      return { member, token };
    });
  });

  serve(app, 'staff_change_role', async (request) => {
    const { email } = request.params;
    const { role } = request.body;
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      await lockStaffList(tx);
      const member = await findStaffByEmail(tx, email);
      if (!member) throw unknown(email);
      if (member.role === 'owner' && role !== 'owner' && (await otherOwners(tx, member.id)) === 0) throw lastOwner();
      await setStaffRole(tx, member.id, role);
      await cacheChanged(tx, ['staff']);
      await recordAudit(tx, { actor: request.staff!.actor, action: 'staff.role', before: { email, role: member.role }, after: { email, role } }, now);
      return { member: { ...member, role } };
    });
  });

  serve(app, 'staff_remove_member', async (request) => {
    const { email } = request.params;
    const now = app.clock.now();
    return app.db.transaction(async (tx) => {
      await lockStaffList(tx);
      const member = await findStaffByEmail(tx, email);
      if (!member) throw unknown(email);
      if (member.role === 'owner' && (await otherOwners(tx, member.id)) === 0) throw lastOwner();
      await removeStaff(tx, member.id, now);
      await cacheChanged(tx, ['staff']);
      await recordAudit(tx, { actor: request.staff!.actor, action: 'staff.remove', before: { email, name: member.name, role: member.role } }, now);
      return { removed: email };
    });
  });
}
