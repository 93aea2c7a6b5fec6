import type { FastifyInstance, FastifyReply } from 'fastify';
import { displayMoney, parseMinor } from '../lib/amounts.ts';
import { signAsAlipay, signContent, verifyRsa2 } from '../payments/alipay-signing.ts';
import { cancelDemoOrder, createDemoOrder, demoOrderState, findDemoOrder, payDemoOrder, type DemoOrder } from '../payments/demo-ledger.ts';
import { closeAttempt, findAttempt, type PaymentAttempt } from '../payments/payment-records.ts';
import { shanghaiDateTime } from '../payments/shanghai-time.ts';
import { DEMO_ALIPAY_APP_ID, DEMO_ALIPAY_SELLER_ID, DEMO_WECHAT_APPID, type DemoAlipayKeys } from '../payments/demo-providers.ts';
import { WECHAT_OAUTH_RETURN_PATH } from '../payments/payment-service.ts';
import { OAUTH_STATE } from '../payments/wechat-oauth-records.ts';
import { wechatReturnUrl } from '../payments/wechat-return-url.ts';
import { jsapiPaySignValid } from '../payments/wechat-signing.ts';
import { demoPage } from './demo-pay-page.ts';
import { DEMO_WECHAT_BRIDGE } from './demo-wechat-bridge.ts';
import { serve, type RouteRequest } from '../plugins/serve.ts';

const html = (reply: FastifyReply, page: string, status = 200) => reply.status(status).type('text/html; charset=utf-8').send(page);
const notFound = (reply: FastifyReply) => html(reply, demoPage({ title: 'Not found', lines: ['No such demo payment.'] }), 404);
const closedCashier = (reply: FastifyReply, amount: string) =>
  html(reply, demoPage({ title: 'Closed · 已关闭', lines: [`Deposit ${amount}`, 'This order was closed and can no longer be paid. 此订单已关闭，无法支付。'] }), 409);
const yuan = (minor: number) => displayMoney({ minor, currency: 'CNY' });

/** A cashier page with Pay and Cancel, each posting to `action(what)`. */
const cashierPage = (reply: FastifyReply, title: string, lines: string[], amount: string, action: (what: string) => string) =>
  html(
    reply,
    demoPage({
      title,
      lines,
      buttons: [
        { label: `Pay ${amount} · 支付`, action: action('pay'), primary: true },
        { label: 'Cancel · 取消', action: action('cancel') },
      ],
    }),
  );

async function wechatOrder({ payments, db }: FastifyInstance, id: string) {
  if (!payments.providers.wechat?.demo) return null;
  const order = await findDemoOrder(db, id);
  const attempt = order?.method === 'wechat' ? await findAttempt(db, order.out_trade_no) : null;
  return order && attempt ? { order, attempt } : null;
}

/** A demo WeChat order paid: the same exactly-once settlement a real notification reaches. */
async function payWechat({ payments, db, clock }: FastifyInstance, orderId: string): Promise<boolean> {
  const state = demoOrderState(await payDemoOrder(db, orderId, clock.now()));
  if (state.state === 'paid') await payments.settlement.settle(state.trade, { provider: 'wechat-demo', id: `pay-${orderId}` });
  return state.state === 'paid';
}

/** The H5 cashier's way back: WeChat's redirect_url, held to the pages the server itself would send the guest to. */
const h5Return = (app: FastifyInstance, bookingCode: string, asked: unknown) =>
  wechatReturnUrl(app.config, bookingCode, 'h5', typeof asked === 'string' ? asked : undefined);

async function wechatPage(app: FastifyInstance, request: RouteRequest<'demo_wechat_page'>, reply: FastifyReply) {
  const found = await wechatOrder(app, request.params.id);
  if (!found) return notFound(reply);
  const amount = yuan(found.order.amount_minor);
  const lines = [`Booking ${found.attempt.booking_code}`, `Deposit ${amount}`];
  if (found.order.status === 'paid') return html(reply, demoPage({ title: 'Paid · 已支付', lines: [...lines, 'Return to the booking page. 请返回预订页面。'] }));
  if (found.order.status !== 'created') return html(reply, demoPage({ title: 'Closed · 已关闭', lines }));
  return html(reply, demoPage({ title: 'Demo WeChat Pay · 微信支付演示', lines, buttons: [{ label: `Pay ${amount} · 支付`, action: request.url, primary: true }] }));
}

async function wechatPay(app: FastifyInstance, request: RouteRequest<'demo_wechat_pay'>, reply: FastifyReply) {
  const found = await wechatOrder(app, request.params.id);
  if (!found) return notFound(reply);
  await payWechat(app, found.order.id);
  return reply.redirect(`${app.config.PUBLIC_URL}/demo-pay/wechat/${encodeURIComponent(found.order.id)}`, 303);
}

/** WeChat's authorize page, snsapi_base: silent, straight back to our OAuth return with a code. */
async function wechatOauth({ payments, config }: FastifyInstance, request: RouteRequest<'demo_wechat_oauth'>, reply: FastifyReply) {
  const gateway = payments.providers.demoWechat;
  const { appid, redirect_uri: redirectUri, state } = request.query;
  if (!payments.providers.wechat?.demo || !gateway) return notFound(reply);
  // As WeChat: only the registered callback (our own), and a state of its bounded shape.
  if (appid !== DEMO_WECHAT_APPID || redirectUri !== `${config.PUBLIC_URL}${WECHAT_OAUTH_RETURN_PATH}` || !state || !OAUTH_STATE.test(state)) {
    return html(reply, demoPage({ title: 'Invalid request', lines: ['redirect_uri 参数错误'] }), 400);
  }
  return reply.redirect(`${redirectUri}?${new URLSearchParams({ code: gateway.issueOauthCode(), state }).toString()}`, 302);
}

/** The bridge's Pay: WeChat checks the paySign with the merchant's key, then pays the prepay_id. */
async function wechatJsapi(app: FastifyInstance, request: RouteRequest<'demo_wechat_jsapi'>, reply: FastifyReply) {
  const { payments } = app;
  const gateway = payments.providers.demoWechat;
  if (!payments.providers.wechat?.demo || !gateway) return notFound(reply);
  const fields = Object.fromEntries(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
  const fail = () => reply.status(400).send({ err_msg: 'get_brand_wcpay_request:fail' });
  const params = { appId: fields.appId ?? '', timeStamp: fields.timeStamp ?? '', nonceStr: fields.nonceStr ?? '', package: fields.package ?? '', paySign: fields.paySign ?? '' };
  const prepay = /^prepay_id=wxdemo([A-Za-z0-9_-]{1,64})$/.exec(params.package);
  if (params.appId !== DEMO_WECHAT_APPID || fields.signType !== 'RSA' || !prepay || !jsapiPaySignValid(gateway.merchantPublicKey, params)) return fail();
  const found = await wechatOrder(app, prepay[1]!);
  if (!found || found.attempt.channel !== 'jsapi' || !(await payWechat(app, found.order.id))) return fail();
  return { err_msg: 'get_brand_wcpay_request:ok' as const };
}

async function wechatH5Page(app: FastifyInstance, request: RouteRequest<'demo_wechat_h5_page'>, reply: FastifyReply) {
  const found = await wechatOrder(app, request.params.id);
  if (!found || found.attempt.channel !== 'h5') return notFound(reply);
  const amount = yuan(found.order.amount_minor);
  const lines = [`Booking ${found.attempt.booking_code}`, `Deposit ${amount}`];
  if (found.order.status !== 'created') return closedCashier(reply, amount);
  const back = `?${new URLSearchParams({ redirect_url: h5Return(app, found.attempt.booking_code, request.query.redirect_url) }).toString()}`;
  const action = (what: string) => `${app.config.PUBLIC_URL}/demo-pay/wechat/h5/${encodeURIComponent(found.order.id)}/${what}${back}`;
  return cashierPage(reply, 'Demo WeChat Pay · 微信支付演示', lines, amount, action);
}

/** WeChat sends the guest back to redirect_url whether paid or not; the page then asks check_wx. */
async function wechatH5Answer(app: FastifyInstance, request: RouteRequest<'demo_wechat_h5_answer'>, reply: FastifyReply) {
  const { db } = app;
  const found = await wechatOrder(app, request.params.id);
  if (!found || found.attempt.channel !== 'h5' || !['pay', 'cancel'].includes(request.params.what)) return notFound(reply);
  if (request.params.what === 'cancel') {
    // The guest gave this order up: closed, so the next tap makes a new one.
    await cancelDemoOrder(db, found.order.id);
    await closeAttempt(db, found.attempt.id);
  } else if (!(await payWechat(app, found.order.id)) && (await findDemoOrder(db, found.order.id))?.status === 'cancelled') {
    return closedCashier(reply, yuan(found.order.amount_minor));
  }
  return reply.redirect(h5Return(app, found.attempt.booking_code, request.query.redirect_url), 303);
}

async function alipayGateway({ payments, db, clock, config }: FastifyInstance, request: RouteRequest<'demo_alipay_gateway'>, reply: FastifyReply) {
  const keys = payments.providers.demoAlipayKeys;
  const params = request.query as Record<string, string>;
  if (!payments.providers.alipay?.demo || !keys) return notFound(reply);
  const genuine = params.sign_type === 'RSA2' && params.app_id === DEMO_ALIPAY_APP_ID && verifyRsa2(keys.appPublicKey, signContent(params, ['sign']), params.sign ?? '');
  const biz = genuine ? (JSON.parse(params.biz_content ?? '{}') as Record<string, string>) : {};
  const amountMinor = parseMinor(biz.total_amount ?? '');
  const attempt = biz.out_trade_no ? await findAttempt(db, biz.out_trade_no) : null;
  if (!genuine || amountMinor === null || !attempt) return html(reply, demoPage({ title: 'Invalid request', lines: ['isv.invalid-signature'] }), 400);
  await createDemoOrder(db, { id: attempt.id, method: 'alipay', outTradeNo: attempt.id, amountMinor, currency: 'CNY' }, clock.now());
  await db.query('update demo_gateway_orders set return_url = $2 where id = $1', [attempt.id, params.return_url ?? `${config.PUBLIC_URL}/booking_result`]);
  const amount = yuan(amountMinor);
  // Closed by us (replaced, paid another way, hold expired) or cancelled: as Alipay, no Pay button.
  if ((await findDemoOrder(db, attempt.id))?.status === 'cancelled') return closedCashier(reply, amount);
  const action = (what: string) => `${config.PUBLIC_URL}/demo-pay/alipay/${encodeURIComponent(attempt.id)}/${what}`;
  return cashierPage(reply, 'Demo Alipay · 支付宝演示', [biz.subject ?? '', `Deposit ${amount}`], amount, action);
}

/** Pays a demo Alipay order as Alipay would: the server notified, the guest sent back, both signed. */
async function payAlipay(app: FastifyInstance, order: DemoOrder, attempt: PaymentAttempt, keys: DemoAlipayKeys, reply: FastifyReply) {
  const { payments, db, clock } = app;
  const paid = (await payDemoOrder(db, order.id, clock.now()))!;
  if (paid.status === 'cancelled') return closedCashier(reply, yuan(paid.amount_minor));
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
  const returnUrl = (await findDemoOrder(db, order.id))?.return_url ?? `${app.config.PUBLIC_URL}/booking_result`;
  return reply.redirect(`${returnUrl}?${new URLSearchParams(back).toString()}`, 303);
}

async function alipayAnswer(app: FastifyInstance, request: RouteRequest<'demo_alipay_answer'>, reply: FastifyReply) {
  const { payments, db } = app;
  const keys = payments.providers.demoAlipayKeys;
  const order = payments.providers.alipay?.demo && keys ? await findDemoOrder(db, request.params.id) : null;
  const attempt = order?.method === 'alipay' ? await findAttempt(db, order.out_trade_no) : null;
  if (!order || !attempt || !keys || !['pay', 'cancel'].includes(request.params.what)) return notFound(reply);
  if (request.params.what === 'cancel') {
    // The guest gave this order up: the next alipay_create makes a new one instead of sending
    // the guest back to a cashier that can no longer be paid.
    await cancelDemoOrder(db, order.id);
    await closeAttempt(db, attempt.id);
    return reply.redirect(`${app.config.PUBLIC_URL}/booking_process/${encodeURIComponent(attempt.booking_code)}`, 303);
  }
  return payAlipay(app, order, attempt, keys, reply);
}

/**
 * The offline demo gateway's pages (/demo-pay/...). Every route answers 404 unless the demo provider
 * serves that method, so none of it can run once real credentials are set.
 */
export async function demoPayRoutes(app: FastifyInstance): Promise<void> {
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => done(null, body));
  }
  serve(app, 'demo_wechat_page', (request, reply) => wechatPage(app, request, reply));
  serve(app, 'demo_wechat_pay', (request, reply) => wechatPay(app, request, reply));
  serve(app, 'demo_wechat_oauth', (request, reply) => wechatOauth(app, request, reply));
  // The JSAPI bridge's stand-in, loaded by the widget (also on other sites' pages: cross-origin readable).
  serve(
    app,
    'demo_wechat_bridge',
    async (_request, reply) => {
      if (!app.payments.providers.wechat?.demo) return notFound(reply);
      return reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-store').send(DEMO_WECHAT_BRIDGE);
    },
    { crossOriginResources: true },
  );
  serve(app, 'demo_wechat_jsapi', (request, reply) => wechatJsapi(app, request, reply));
  serve(app, 'demo_wechat_h5_page', (request, reply) => wechatH5Page(app, request, reply));
  serve(app, 'demo_wechat_h5_answer', (request, reply) => wechatH5Answer(app, request, reply));
  serve(app, 'demo_alipay_gateway', (request, reply) => alipayGateway(app, request, reply));
  serve(app, 'demo_alipay_answer', (request, reply) => alipayAnswer(app, request, reply));
}
