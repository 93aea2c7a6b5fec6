import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PaymentMethod } from '../../api-client/contract/payment.ts';
import { NotificationRejected } from '../payments/provider.ts';
import { serve } from '../plugins/serve.ts';

/**
 * The providers' payment notifications: POST /api/notify/{paypal,wechat,alipay}. Signatures are
 * over the exact bytes sent, so bodies are kept as raw text here, whatever their content type.
 * Each answers as its provider expects; a rejected notification changes nothing.
 */
export async function notifyRoutes(app: FastifyInstance): Promise<void> {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));

  const receive = (method: PaymentMethod, request: FastifyRequest) =>
    app.payments.settlement.notify(method, {
      headers: request.headers,
      rawBody: typeof request.body === 'string' ? request.body : '',
    });

  const rejected = (request: FastifyRequest, error: unknown): error is NotificationRejected => {
    if (!(error instanceof NotificationRejected)) return false;
    request.log.warn({ reason: error.reason, url: request.url }, 'payment notification rejected');
    return true;
  };

  serve(app, 'notify_paypal', async (request, reply: FastifyReply) => {
    try {
      await receive('paypal', request);
      return reply.status(200).send({ status: 'ok' as const });
    } catch (error) {
      if (rejected(request, error)) return reply.status(400).send({ status: 'rejected' as const });
      throw error;
    }
  });

  // WeChat Pay v3: 204 without a body is success; otherwise {code: 'FAIL', message} and it retries.
  serve(app, 'notify_wechat', async (request, reply) => {
    try {
      await receive('wechat', request);
      return reply.status(204).send();
    } catch (error) {
      if (rejected(request, error)) return reply.status(400).send({ code: 'FAIL' as const, message: 'rejected' });
      throw error;
    }
  });

  // Alipay: the literal text `success`; anything else makes it retry.
  serve(app, 'notify_alipay', async (request, reply) => {
    try {
      await receive('alipay', request);
      return reply.status(200).type('text/plain').send('success');
    } catch (error) {
      if (rejected(request, error)) return reply.status(400).type('text/plain').send('failure');
      throw error;
    }
  });
}
