import type { FastifyInstance } from 'fastify';
import { readAudit } from '../../staff/audit.ts';
import { serve } from '../../plugins/serve.ts';

/** Every staff change, newest first, for owners; ?before=ID pages on, ?booking=CODE&actor=EMAIL&day=DATE narrow it. */
export async function staffAuditRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_audit', async (request) => readAudit(app.db, request.query));
}
