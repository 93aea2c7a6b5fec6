import type { FastifyInstance } from 'fastify';
import { staffAuditRoutes } from './audit.ts';
import { staffEnquiryRoutes } from './enquiries.ts';
import { staffGuestRoutes } from './guests.ts';
import { staffMemberRoutes } from './members.ts';
import { staffPasskeyRoutes } from './passkeys.ts';
import { staffSignInRoutes } from './sign-in.ts';
import { staffTokenRoutes } from './tokens.ts';
import { staffServiceRoutes } from './service.ts';

/** /api/staff: the console's own calls, all from the route table. */
export async function staffRoutes(app: FastifyInstance): Promise<void> {
  await app.register(staffSignInRoutes);
  await app.register(staffPasskeyRoutes);
  await app.register(staffMemberRoutes);
  await app.register(staffTokenRoutes);
  await app.register(staffAuditRoutes);
  await app.register(staffServiceRoutes);
  await app.register(staffGuestRoutes);
  await app.register(staffEnquiryRoutes);
}
