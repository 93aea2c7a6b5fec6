import type { FastifyInstance } from 'fastify';
import { listEnquiries, replyToEnquiry } from '../../staff/enquiries.ts';
import { serve } from '../../plugins/serve.ts';

/** Contact enquiries in the console's inbox, answered by e-mail from there. */
export async function staffEnquiryRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'staff_enquiries', async (request) => listEnquiries(app.db, request.query.open === 'false'));
  serve(app, 'staff_enquiry_reply', async (request) => replyToEnquiry(app.db, request.params.id, request.body.reply, request.staff!.actor, app.clock.now()));
}
