import type { FastifyInstance } from 'fastify';
import { contactRequestSchema, type ContactResponse, type FaqItem } from '../../../api-client/contract/content.ts';
import { listFaq } from '../../content/faq-repository.ts';
import { sendEnquiry } from '../../content/send-enquiry.ts';
import { parseInput, readableErrors } from '../../otp/parse-input.ts';

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.get('/fetch_faq', async (): Promise<FaqItem[]> => listFaq(app.db));

  app.post('/contact', async (request): Promise<ContactResponse> => {
    const enquiry = parseInput(contactRequestSchema, request.body, readableErrors);
    await sendEnquiry(app, enquiry, request.ip, request.log);
    return { status: 'success' };
  });
}
