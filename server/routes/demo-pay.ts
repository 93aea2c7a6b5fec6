import type { FastifyInstance, FastifyReply } from 'fastify';
import { displayMoney, parseMinor } from '../payments/amounts.ts';
import { signAsAlipay, signContent, verifyRsa2 } from '../payments/alipay-signing.ts';
import { cancelDemoOrder, createDemoOrder, demoOrderState, findDemoOrder, payDemoOrder } from '../payments/demo-ledger.ts';
import { closeAttempt, findAttempt } from '../payments/payment-records.ts';
import { shanghaiDateTime } from '../payments/shanghai-time.ts';
import { DEMO_ALIPAY_APP_ID, DEMO_ALIPAY_SELLER_ID } from '../payments/demo-providers.ts';
import { demoPage } from './demo-pay-page.ts';

/**
 * The offline demo gateway's pages (/demo-pay/...): the WeChat "scan" page the demo QR code
 * opens, and an Alipay cashier with Pay and Cancel. Every route answers 404 unless that method is
 * served by the demo provider, so none of it can run once real credentials are set.
 */
export async function demoPayRoutes(app: FastifyInstance): Promise<void> {
  const { payments, db, clock } = app;
  const base = app.config.PUBLIC_URL.replace(/\/$/, '');
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
  app.addHook('onRoute', (route) => {
    // A phone that scanned the demo QR has no session: its Pay button is a plain form POST.
    route.config = { ...(route.config as object), csrf: false };
  });

  const html = (reply: FastifyReply, page: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').send(page);
  const notFound = (reply: FastifyReply) => html(reply, demoPage({ title: 'Not found', lines: ['No such demo payment.'] }), 404);
  const closedCashier = (reply: FastifyReply, amount: string) =>
    html(reply, demoPage({ title: 'Closed · 已关闭', lines: [`Deposit ${amount}`, 'This order was closed and can no longer be paid. 此订单已关闭，无法支付。'] }), 409);

  async function wechatOrder(id: string) {
    if (!payments.providers.wechat?.demo) return null;
    const order = await findDemoOrder(db, id);
    const attempt = order?.method === 'wechat' ? await findAttempt(db, order.out_trade_no) : null;
    return order && attempt ? { order, attempt } : null;
  }

  app.get<{ Params: { id: string } }>('/demo-pay/wechat/:id', async (request, reply) => {
    const found = await wechatOrder(request.params.id);
    if (!found) return notFound(reply);
    const amount = displayMoney({ minor: found.order.amount_minor, currency: 'CNY' });
    const lines = [`Booking ${found.attempt.booking_code}`, `Deposit ${amount}`];
    if (found.order.status === 'paid') return html(reply, demoPage({ title: 'Paid · 已支付', lines: [...lines, 'Return to the booking page. 请返回订位页面。'] }));
    if (found.order.status !== 'created') return html(reply, demoPage({ title: 'Closed · 已关闭', lines }));
    return html(reply, demoPage({ title: 'Demo WeChat Pay · 微信支付演示', lines, buttons: [{ label: `Pay ${amount} · 支付`, action: request.url, primary: true }] }));
  });

  app.post<{ Params: { id: string } }>('/demo-pay/wechat/:id', async (request, reply) => {
    const found = await wechatOrder(request.params.id);
    if (!found) return notFound(reply);
    const state = demoOrderState(await payDemoOrder(db, found.order.id, clock.now()));
    // The demo gateway's "notification": the same exactly-once settlement a real one reaches.
    if (state.state === 'paid') await payments.settlement.settle(state.trade, { provider: 'wechat-demo', id: `pay-${found.order.id}` });
    return reply.redirect(`${base}/demo-pay/wechat/${encodeURIComponent(found.order.id)}`, 303);
  });

  app.get('/demo-pay/alipay/gateway.do', async (request, reply) => {
    const keys = payments.providers.demoAlipayKeys;
    const params = request.query as Record<string, string>;
    if (!payments.providers.alipay?.demo || !keys) return notFound(reply);
    const genuine = params.sign_type === 'RSA2' && params.app_id === DEMO_ALIPAY_APP_ID && verifyRsa2(keys.appPublicKey, signContent(params, ['sign']), params.sign ?? '');
    const biz = genuine ? (JSON.parse(params.biz_content ?? '{}') as Record<string, string>) : {};
    const amountMinor = parseMinor(biz.total_amount ?? '');
    const attempt = biz.out_trade_no ? await findAttempt(db, biz.out_trade_no) : null;
    if (!genuine || amountMinor === null || !attempt) return html(reply, demoPage({ title: 'Invalid request', lines: ['isv.invalid-signature'] }), 400);
    await createDemoOrder(db, { id: attempt.id, method: 'alipay', outTradeNo: attempt.id, amountMinor, currency: 'CNY' }, clock.now());
    await db.query('update demo_gateway_orders set return_url = $2 where id = $1', [attempt.id, params.return_url ?? `${base}/booking_result`]);
    const amount = displayMoney({ minor: amountMinor, currency: 'CNY' });
    // Closed by us (replaced, paid another way, hold expired) or cancelled: as Alipay, no Pay button.
    if ((await findDemoOrder(db, attempt.id))?.status === 'cancelled') return closedCashier(reply, amount);
    const action = (what: string) => `${base}/demo-pay/alipay/${encodeURIComponent(attempt.id)}/${what}`;
    return html(
      reply,
      demoPage({
        title: 'Demo Alipay · 支付宝演示',
        lines: [biz.subject ?? '', `Deposit ${amount}`],
        buttons: [
          { label: `Pay ${amount} · 支付`, action: action('pay'), primary: true },
          { label: 'Cancel · 取消', action: action('cancel') },
        ],
      }),
    );
  });

  app.post<{ Params: { id: string; what: 'pay' | 'cancel' } }>('/demo-pay/alipay/:id/:what', async (request, reply) => {
    const keys = payments.providers.demoAlipayKeys;
    const order = payments.providers.alipay?.demo && keys ? await findDemoOrder(db, request.params.id) : null;
    const attempt = order?.method === 'alipay' ? await findAttempt(db, order.out_trade_no) : null;
    if (!order || !attempt || !keys || !['pay', 'cancel'].includes(request.params.what)) return notFound(reply);
    if (request.params.what === 'cancel') {
      // The guest gave this order up: the next alipay_create makes a new one instead of sending
      // the guest back to a cashier that can no longer be paid.
      await cancelDemoOrder(db, order.id);
      await closeAttempt(db, attempt.id);
      return reply.redirect(`${base}/booking_process/${encodeURIComponent(attempt.booking_code)}`, 303);
    }
    const paid = (await payDemoOrder(db, order.id, clock.now()))!;
    if (paid.status === 'cancelled') return closedCashier(reply, displayMoney({ minor: paid.amount_minor, currency: 'CNY' }));
    if (paid.status !== 'paid' || !paid.trade_no) return notFound(reply);
    const at = shanghaiDateTime(clock.now());
    const total = (paid.amount_minor / 100).toFixed(2);
    const common = { app_id: DEMO_ALIPAY_APP_ID, charset: 'utf-8', version: '1.0', seller_id: DEMO_ALIPAY_SELLER_ID, out_trade_no: order.id, trade_no: paid.trade_no, total_amount: total };
    // Alipay notifies the server and sends the guest back: both signed, both verified by the real code.
    const notify = signAsAlipay({ ...common, notify_time: at, notify_type: 'trade_status_sync', notify_id: `demo-${paid.trade_no}`, trade_status: 'TRADE_SUCCESS', gmt_payment: at }, keys.alipayPrivateKey);
    await payments.settlement.notify('alipay', { headers: {}, rawBody: new URLSearchParams(notify).toString() });
    // Alipay names the return by how the order was placed: wap pay on a phone, page pay elsewhere.
    const method = attempt.device === 'mobile' ? 'alipay.trade.wap.pay.return' : 'alipay.trade.page.pay.return';
    const back = signAsAlipay({ ...common, method, auth_app_id: DEMO_ALIPAY_APP_ID, timestamp: at }, keys.alipayPrivateKey);
    const returnUrl = (await findDemoOrder(db, order.id))?.return_url ?? `${base}/booking_result`;
    return reply.redirect(`${returnUrl}?${new URLSearchParams(back).toString()}`, 303);
  });
}
