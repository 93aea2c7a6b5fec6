import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  alipayCreateRequestSchema,
  alipayVerifyRequestSchema,
  paypalCaptureRequestSchema,
  paypalCreateRequestSchema,
  wpayRequestSchema,
  type AlipayCreateResponse,
  type AlipayVerifyResponse,
  type CheckWxResponse,
  type PaymentOptions,
  type PaypalCaptureResponse,
  type PaypalCreateResponse,
  type WpayResponse,
} from '../../../api-client/contract/payment.ts';
import { takePaymentCall } from '../../payments/payment-limits.ts';
import type { GuestSession } from '../../plugins/session.ts';

/**
 * The deposit calls of SPEC §7 (paypal_create, paypal_capture, wpay, check_wx, alipay_verify) and
 * their helpers. The calls that make or capture an order are counted per session and client
 * address and act only for the session that holds the booking or verified its contact.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = app.payments;

  async function payer(request: FastifyRequest): Promise<GuestSession | null> {
    const session = await request.getSession();
    await takePaymentCall(app.db, { ip: request.ip, session }, app.clock.now());
    return session;
  }

  app.get('/payment_options', async (): Promise<PaymentOptions> => payments.options());

  app.post('/paypal_create', async (request): Promise<PaypalCreateResponse> => {
    const body = paypalCreateRequestSchema.parse(request.body ?? {});
    return payments.paypalCreate(await payer(request), body.code, body.lang);
  });

  app.post('/paypal_capture', async (request): Promise<PaypalCaptureResponse> => {
    const body = paypalCaptureRequestSchema.parse(request.body ?? {});
    return payments.paypalCapture(await payer(request), body.oid, body.code);
  });

  app.post('/wpay', async (request): Promise<WpayResponse> => {
    const body = wpayRequestSchema.parse(request.body ?? {});
    return payments.wpay(await payer(request), body.code, body.lang);
  });

  app.get<{ Params: { code: string } }>('/check_wx/:code', async (request): Promise<CheckWxResponse> => payments.checkWx(request.params.code));

  app.post('/alipay_create', async (request): Promise<AlipayCreateResponse> => {
    const body = alipayCreateRequestSchema.parse(request.body ?? {});
    return payments.alipayCreate(await payer(request), body.code, body.device, body.lang);
  });

  app.post('/alipay_verify', async (request): Promise<AlipayVerifyResponse> => {
    const params = alipayVerifyRequestSchema.parse(request.body ?? {});
    return payments.alipayVerify(params);
  });
}
