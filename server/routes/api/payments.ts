import type { FastifyInstance, FastifyRequest } from 'fastify';
import { takePaymentCall } from '../../payments/payment-limits.ts';
import { serve } from '../../plugins/serve.ts';
import type { GuestSession } from '../../sessions/guest-session.ts';

/**
 * The deposit calls of SPEC §7 (paypal_create, paypal_capture, wpay, check_wx, alipay_verify) and
 * their helpers (wpay_h5, wpay_jsapi and the WeChat OAuth return among them). The calls that make or capture an order are counted per session and client
 * address and act only for the session that holds the booking or verified its contact.
 */
export async function paymentRoutes(app: FastifyInstance): Promise<void> {
  const payments = app.payments;

  async function payer(request: FastifyRequest): Promise<GuestSession | null> {
    const session = await request.getSession();
    await takePaymentCall(app.db, { ip: request.clientKey, session }, app.clock.now());
    return session;
  }

  serve(app, 'payment_options', async () => payments.options());

  serve(app, 'paypal_create', async (request) => {
    const body = request.body;
    return payments.paypalCreate(await payer(request), body.code, body.lang);
  });

  serve(app, 'paypal_capture', async (request) => {
    const body = request.body;
    return payments.paypalCapture(await payer(request), body.oid, body.code);
  });

  serve(app, 'wpay', async (request) => {
    const body = request.body;
    return payments.wpay(await payer(request), body.code, body.lang);
  });

  // WeChat on the guest's phone (docs/payments.md): H5 in a phone browser, JSAPI inside WeChat.
  // Both make an order like wpay, so they are counted and held to the booking's session alike.
  serve(app, 'wpay_h5', async (request) => {
    const body = request.body;
    return payments.wpayH5(await payer(request), body.code, request.ip, body.lang, body.return_url);
  });

  serve(app, 'wpay_jsapi', async (request) => {
    const body = request.body;
    return payments.wpayJsapi(await payer(request), body.code, body.lang, body.return_url, body.oauth_claim);
  });

  // WeChat's silent OAuth comes back here (a top-level GET, so no XSRF header): the state it
  // carries is checked, the code exchanged for the openid, and the guest sent back to the page.
  serve(app, 'wechat_oauth_return', async (request, reply) => {
    const back = await payments.wechatOauthReturn(await request.getSession(), request.query);
    if (!back) {
      return reply
        .status(400)
        .type('text/plain; charset=utf-8')
        .send('This WeChat sign-in link is no longer valid. Go back to your booking and tap WeChat Pay again.\n此微信授权链接已失效，请返回预订页面重新选择微信支付。');
    }
    return reply.redirect(back, 303);
  });

  serve(app, 'check_wx', async (request) => payments.checkWx(request.params.code));

  serve(app, 'alipay_create', async (request) => {
    const body = request.body;
    return payments.alipayCreate(await payer(request), body.code, body.device, body.lang);
  });

  serve(app, 'alipay_verify', async (request) => payments.alipayVerify(request.body));
}
