import type { FastifyInstance } from 'fastify';
import { listFaq } from '../../content/faq-repository.ts';
import { sendEnquiry } from '../../content/send-enquiry.ts';
import { serve } from '../../plugins/serve.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'fetch_faq', async () => listFaq(app.db));

  serve(app, 'contact', async (request) => {
    await sendEnquiry(app, request.body, request.clientKey);
    return { status: 'success' as const };
  });
}
