import { confirmationChannels } from '../../api-client/rules/confirmation-channels.ts';
import type {
  AlipayVerifyResponse,
  CheckWxResponse,
  PaymentMethod,
  PaymentOptions,
  PaypalCaptureResponse,
  WpayH5Response,
  WpayJsapiResponse,
} from '../../api-client/contract/payment.ts';
import { maySeePersonal } from '../bookings/booking-access.ts';
import { mayPayTopup } from '../bookings/pay-link.ts';
import { normaliseBookingCode } from '../bookings/booking-code.ts';
import { findBookingByCode, type BookingRecord } from '../bookings/booking-repository.ts';
import { fitsLocked, lockSlot } from '../bookings/seat-ledger.ts';
import { seatingStartAt } from '../bookings/hold-end.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { PROVIDER_QUERY_INTERVAL_MS } from './payment-limits.ts';
import {
  claimProviderQuery,
  closeAttempt,
  findAttempt,
  findAttemptByOrder,
  isPaid,
  latestAttempt,
  orderRef,
  paymentFacts,
  reopenAttempt,
  type PaymentAttempt,
  type PaymentFacts,
} from './payment-records.ts';
import { notYours, providerFailure, refuse } from './payment-refusals.ts';
import { createSettlement, providerFor, type Settlement, type SettlementDeps } from './payment-settlement.ts';
import type { PaymentProviders } from './payment-providers.ts';
import type { Queryable } from '../db/database.ts';
import { createProviderOrders, refuseExpiredTopup, refuseUnpayable, stillOwed, type OrderRequest, type ProviderOrders } from './provider-orders.ts';
import { createOauthState, keepOpenid, keepUnclaimedOpenid, openidFor, takeOauthState } from './wechat-oauth-records.ts';
import { OAUTH_CODE, type WechatOauth } from './wechat-oauth.ts';
import { wechatReturnUrl, withOauthClaim } from './wechat-return-url.ts';

/** Where WeChat's OAuth sends the guest's browser back with ?code=...&state=... (our route). */
export const WECHAT_OAUTH_RETURN_PATH = '/api/wechat_oauth_return';

/** What the deposit calls share: the dependencies, the settlement and the provider orders. */
interface ServiceContext {
  deps: SettlementDeps;
  settlement: Settlement;
  orders: ProviderOrders;
}

function providerOf(providers: PaymentProviders, method: PaymentMethod) {
  const found = providerFor(providers, method);
  if (!found) throw refuse(404, 'method_unavailable', `${method} is not offered.`);
  return found;
}

async function bookingFor(db: Queryable, code: string): Promise<PaymentFacts> {
  const normalised = normaliseBookingCode(code);
  const facts = normalised ? await paymentFacts(db, { code: normalised }) : null;
  if (!facts) throw refuse(404, 'booking_not_found', 'There is no booking with that code.');
  return facts;
}

/**
 * Paying (and so choosing the messages' language) is for the session that started the booking,
 * verified its contact or opened its top-up's link; one that only knows the code may not.
 */
async function payableBy({ db, clock }: SettlementDeps, session: GuestSession | null, code: string): Promise<BookingRecord> {
  const normalised = normaliseBookingCode(code);
  const booking = normalised ? await findBookingByCode(db, normalised) : null;
  if (!booking) throw refuse(404, 'booking_not_found', 'There is no booking with that code.');
  if (!maySeePersonal(session, booking) && !(await mayPayTopup(db, session, booking.id, clock.now()))) throw notYours();
  return booking;
}

/** The booking's open order of `method`, made at the provider only when none fits; null when already paid. */
async function startOrder({ deps, orders }: ServiceContext, session: GuestSession | null, code: string, method: PaymentMethod, request: OrderRequest) {
  const chosen = providerOf(deps.providers, method);
  const booking = await payableBy(deps, session, code);
  return orders.open(booking.id, chosen, request);
}

/** Whether a booking whose hold ran out can still have its seats (checked before taking money). */
async function seatsStillFree({ db, clock }: SettlementDeps, facts: PaymentFacts): Promise<boolean> {
  if (clock.now().getTime() >= seatingStartAt(facts.booking_date, facts.timeslot).getTime()) return false;
  if (facts.hold_expires_at.getTime() > clock.now().getTime()) return true;
  return db.transaction(async (tx) => {
    const locked = await lockSlot(tx, { seatingId: facts.seating_id, date: facts.booking_date }, clock.now());
    const current = (await paymentFacts(tx, { id: facts.id }))!;
    if (!current.seats_released) return true;
    return fitsLocked(locked, current.pax, current.exclusive);
  });
}

/** Paid in full: the deposit, and the difference of a party staff made larger. */
async function paidNow(db: Queryable, bookingId: number): Promise<boolean> {
  const facts = (await paymentFacts(db, { id: bookingId }))!;
  return isPaid(facts) && !(await stillOwed(db, facts));
}

/** Whether an order pays what the booking still owes (its deposit, or its open top-up). */
async function owedBy(db: Queryable, attempt: PaymentAttempt, facts: PaymentFacts): Promise<boolean> {
  const owed = await stillOwed(db, facts);
  return owed !== null && (owed.topup?.id ?? null) === attempt.topup_id;
}

async function options({ db, providers, config }: SettlementDeps): Promise<PaymentOptions> {
  const settings = await readSettings(db);
  const methods = (['wechat', 'alipay', 'paypal'] as const).flatMap((method) => {
    const found = providerFor(providers, method);
    return found ? [{ method, demo: found.demo }] : [];
  });
  const paypalReal = providers.paypal && !providers.paypal.demo;
  return {
    methods,
    ...(paypalReal && config.PAYPAL_CLIENT_ID ? { paypal_client_id: config.PAYPAL_CLIENT_ID } : {}),
    currency: 'CNY',
    paypal_currency: 'USD',
    usd_per_rmb: settings.usd_per_rmb,
    ...(providers.wechat ? { wechat_jsapi: Boolean(providers.wechat.oauth) } : {}),
  };
}

async function paypalCreate(context: ServiceContext, session: GuestSession | null, code: string, lang?: 'en' | 'zh') {
  const started = await startOrder(context, session, code, 'paypal', { ...(lang ? { lang } : {}) });
  if (!started) throw refuse(409, 'booking_already_paid', 'This booking is already paid.');
  const { amount_minor } = started.attempt;
  return { id: started.created.orderId!, amount: { currency_code: 'USD' as const, value: (amount_minor / 100).toFixed(2) } };
}

async function paypalCapture({ deps, settlement }: ServiceContext, session: GuestSession | null, oid: string, code?: string): Promise<PaypalCaptureResponse> {
  const { db, log } = deps;
  const paypal = providerOf(deps.providers, 'paypal');
  const attempt = await findAttemptByOrder(db, 'paypal', oid);
  if (!attempt) throw refuse(404, 'order_not_found', 'There is no such PayPal order.');
  if (code !== undefined && normaliseBookingCode(code) !== attempt.booking_code) {
    throw refuse(409, 'order_booking_mismatch', 'That PayPal order belongs to another booking.');
  }
  await payableBy(deps, session, attempt.booking_code);
  const facts = (await paymentFacts(db, { id: attempt.booking_id }))!;
  // Never take a second payment for a paid booking, nor money for seats that are gone.
  if (attempt.status === 'paid' || (facts.status !== 'cancelled' && !(await owedBy(db, attempt, facts)))) {
    return { status: (await paidNow(db, facts.id)) ? 'COMPLETED' : 'NOT_CONFIRMED' };
  }
  if (facts.status === 'cancelled') throw refuse(409, 'booking_not_payable', 'This booking was cancelled.');
  if (attempt.topup_id === null && !(await seatsStillFree(deps, facts))) return { status: 'HOLD_EXPIRED' };
  const state = await paypal.capture!(orderRef(attempt)).catch((error: unknown) => {
    throw providerFailure(log, error);
  });
  // A voided or refused order is not offered again: the next paypal_create makes a new one.
  if (state.state === 'closed') await closeAttempt(db, attempt.id);
  // PayPal has the guest's money but holds it back for now: the webhook or reconciliation
  // settles it once released, so the order must stay open for them even if we had closed it.
  if (state.state === 'pending') {
    await reopenAttempt(db, attempt.id);
    return { status: 'PENDING' };
  }
  if (state.state !== 'paid') return { status: state.providerStatus };
  const result = await settlement.settle(state.trade);
  if (result.kind === 'rejected') return { status: 'REJECTED' };
  if (result.kind === 'no_seats') return { status: 'HOLD_EXPIRED' };
  return { status: (await paidNow(db, facts.id)) ? 'COMPLETED' : 'NOT_CONFIRMED' };
}

async function wpay(context: ServiceContext, session: GuestSession | null, code: string, lang?: 'en' | 'zh') {
  const started = await startOrder(context, session, code, 'wechat', { ...(lang ? { lang } : {}) });
  if (!started) return { code: 'ORDERPAID' as const };
  return { code_url: started.created.codeUrl!, demo: started.attempt.demo };
}

/** H5 payment in a phone browser: WeChat's cashier address, with where WeChat sends the guest back. */
async function wpayH5(
  context: ServiceContext,
  session: GuestSession | null,
  code: string,
  clientIp: string,
  lang?: 'en' | 'zh',
  returnUrl?: string,
): Promise<WpayH5Response> {
  const started = await startOrder(context, session, code, 'wechat', { ...(lang ? { lang } : {}), wechat: { channel: 'h5', clientIp } });
  if (!started) return { code: 'ORDERPAID' };
  const back = wechatReturnUrl(context.deps.config, started.attempt.booking_code, 'h5', returnUrl);
  const cashier = started.created.h5Url!;
  // WeChat's documented way: redirect_url appended to h5_url, URL-encoded.
  return { h5_url: `${cashier}${cashier.includes('?') ? '&' : '?'}redirect_url=${encodeURIComponent(back)}`, demo: started.attempt.demo };
}

/** The silent OAuth hop that finds the payer's openid, offered only while the booking can be paid. */
async function oauthHop(deps: SettlementDeps, oauth: WechatOauth, session: GuestSession, booking: BookingRecord, returnUrl?: string): Promise<WpayJsapiResponse> {
  const { db, clock, config } = deps;
  const facts = (await paymentFacts(db, { id: booking.id }))!;
  const owed = await stillOwed(db, facts);
  if (!owed) return { code: 'ORDERPAID' };
  if (owed.topup) refuseExpiredTopup(owed.topup, clock.now());
  else refuseUnpayable(facts, clock.now());
  const back = wechatReturnUrl(config, booking.code, 'jsapi', returnUrl);
  const state = await createOauthState(db, session.id, booking.id, back, clock.now());
  return { oauth_url: oauth.authorizeUrl(`${config.PUBLIC_URL}${WECHAT_OAUTH_RETURN_PATH}`, state) };
}

/**
 * JSAPI payment inside WeChat: the signed getBrandWCPayRequest parameters for this session's
 * payer, or first the silent OAuth hop that finds the payer's openid.
 */
async function wpayJsapi(
  { deps, orders }: ServiceContext,
  session: GuestSession | null,
  code: string,
  lang?: 'en' | 'zh',
  returnUrl?: string,
  oauthClaim?: string,
): Promise<WpayJsapiResponse> {
  const { db, clock, config } = deps;
  const wechat = deps.providers.wechat;
  if (!wechat) throw refuse(404, 'method_unavailable', 'wechat is not offered.');
  if (!wechat.oauth) throw refuse(404, 'method_unavailable', 'WeChat Pay inside WeChat is not offered: pay with the QR code.');
  const booking = await payableBy(deps, session, code);
  // payableBy lets only the session holding the booking through; the openid is kept for it alone.
  if (!session) throw notYours();
  const openid = await openidFor(db, session.id, booking.id, clock.now(), oauthClaim);
  if (!openid) return oauthHop(deps, wechat.oauth, session, booking, returnUrl);
  const started = await orders.open(booking.id, wechat, { ...(lang ? { lang } : {}), wechat: { channel: 'jsapi', openid } });
  if (!started) return { code: 'ORDERPAID' };
  const pay = wechat.jsapiPayParams(started.created.prepayId!);
  if (!started.attempt.demo) return { pay, demo: false };
  return { pay, demo: true, demo_bridge: `${config.PUBLIC_URL}/demo-pay/wechat/bridge.js` };
}

/**
 * The OAuth state is taken once, and only by its own session when the browser has one, so a forged
 * link carrying someone else's state leaves it to its owner; a browser without a session (the embed's
 * is in a header) gets a one-time claim instead (wechat-oauth-records.ts). Null for an unusable state.
 */
async function wechatOauthReturn({ db, clock, log, providers }: SettlementDeps, session: GuestSession | null, query: { code?: unknown; state?: unknown }): Promise<string | null> {
  const taken = typeof query.state === 'string' ? await takeOauthState(db, query.state, session?.id ?? null, clock.now()) : null;
  if (!taken) return null;
  const oauth = providers.wechat?.oauth;
  if (!oauth || typeof query.code !== 'string' || !OAUTH_CODE.test(query.code)) return taken.return_url;
  try {
    const openid = await oauth.openidFor(query.code);
    if (session) {
      await keepOpenid(db, taken.state, openid, clock.now());
      return taken.return_url;
    }
    return withOauthClaim(taken.return_url, await keepUnclaimedOpenid(db, taken.state, openid));
  } catch (error) {
    // The page finds no openid and says the WeChat sign-in failed; the guest may try again.
    log.warn({ err: error, booking: taken.booking_id }, 'WeChat OAuth code not exchanged');
    return taken.return_url;
  }
}

async function checkWx({ deps, settlement }: ServiceContext, code: string): Promise<CheckWxResponse> {
  const { db, clock, log } = deps;
  const facts = await bookingFor(db, code);
  if (await paidNow(db, facts.id)) return { status: 'SUCCESS' };
  const attempt = await latestAttempt(db, facts.id, 'wechat');
  // A larger party's difference not yet asked of WeChat: the deposit's paid order is not it.
  if (!attempt || (isPaid(facts) && attempt.topup_id === null)) return { status: 'NOTPAY' };
  if (attempt.status !== 'created') return { status: 'CLOSED' };
  if (!(await claimProviderQuery(db, attempt.id, clock.now(), PROVIDER_QUERY_INTERVAL_MS))) return { status: 'NOTPAY' };
  try {
    await settlement.settleIfPaid(attempt);
  } catch (error) {
    log.warn({ err: error, attempt: attempt.id }, 'WeChat order query failed');
    return { status: 'NOTPAY' };
  }
  if (await paidNow(db, facts.id)) return { status: 'SUCCESS' };
  return { status: (await findAttempt(db, attempt.id))?.status === 'created' ? 'NOTPAY' : 'CLOSED' };
}

async function alipayCreate(context: ServiceContext, session: GuestSession | null, code: string, device: 'desktop' | 'mobile', lang?: 'en' | 'zh') {
  const started = await startOrder(context, session, code, 'alipay', { device, ...(lang ? { lang } : {}) });
  if (!started) throw refuse(409, 'booking_already_paid', 'This booking is already paid.');
  return { url: started.created.redirectUrl! };
}

/** The paid booking as the result page shows it. */
function paidBooking(booking: BookingRecord): AlipayVerifyResponse['booking'] {
  return {
    code: booking.code,
    gender: booking.customer_gender,
    first_name: booking.customer_first_name,
    last_name: booking.customer_last_name,
    booking_date: booking.booking_date,
    pax: booking.pax,
    timeslot: booking.timeslot,
    // The contacts payment-settlement.ts sent the confirmation to, by the same rule.
    confirmation_channels: confirmationChannels({
      email: booking.email ?? booking.customer_email,
      phone: booking.country && booking.phone ? `${booking.country} ${booking.phone}` : booking.customer_phone,
    }),
  };
}

/** The guest came back from Alipay: genuine parameters, but paid only once Alipay says so. */
async function alipayVerify({ deps, settlement }: ServiceContext, params: Record<string, string>): Promise<AlipayVerifyResponse> {
  const { db, clock, log } = deps;
  const failed: AlipayVerifyResponse = { status: 'failed', booking: null };
  const alipay = deps.providers.alipay;
  // The result page adds method=desktop|mobile when the URL has none (SPEC §2); Alipay's own
  // method ('alipay.trade.page.pay.return') is signed and kept.
  const { method, ...rest } = params;
  const returned = method === undefined || method.startsWith('alipay.') ? params : rest;
  const verified = alipay?.verifyReturn(returned);
  const attempt = verified ? await findAttempt(db, verified.attemptId) : null;
  if (!alipay || !attempt || attempt.method !== 'alipay') return failed;
  if (params.total_amount !== undefined && params.total_amount !== (attempt.amount_minor / 100).toFixed(2)) return failed;
  const ask = !(await paidNow(db, attempt.booking_id)) && (await claimProviderQuery(db, attempt.id, clock.now(), PROVIDER_QUERY_INTERVAL_MS));
  if (ask) {
    await settlement.settleIfPaid(attempt).catch((error: unknown) => log.warn({ err: error, attempt: attempt.id }, 'Alipay trade query failed'));
  }
  if (!(await paidNow(db, attempt.booking_id))) {
    // Still open: Alipay has not said it is paid. Paid or closed without a booking: failed.
    return { status: (await findAttempt(db, attempt.id))?.status === 'created' ? 'processing' : 'failed', booking: null };
  }
  const booking = (await findBookingByCode(db, attempt.booking_code))!;
  return { status: 'success', booking: paidBooking(booking) };
}

type Lang = 'en' | 'zh';
type Session = GuestSession | null;

/** The deposit calls of SPEC §7, over the providers; every amount is computed here. */
export function createPaymentService(deps: SettlementDeps) {
  const settlement = createSettlement(deps);
  const context: ServiceContext = { deps, settlement, orders: createProviderOrders(deps, settlement.closeUnwanted) };
  return {
    providers: deps.providers,
    settlement,
    options: () => options(deps),
    paypalCreate: (session: Session, code: string, lang?: Lang) => paypalCreate(context, session, code, lang),
    paypalCapture: (session: Session, oid: string, code?: string) => paypalCapture(context, session, oid, code),
    wpay: (session: Session, code: string, lang?: Lang) => wpay(context, session, code, lang),
    wpayH5: (session: Session, code: string, clientIp: string, lang?: Lang, returnUrl?: string) => wpayH5(context, session, code, clientIp, lang, returnUrl),
    wpayJsapi: (session: Session, code: string, lang?: Lang, returnUrl?: string, oauthClaim?: string) =>
      wpayJsapi(context, session, code, lang, returnUrl, oauthClaim),
    wechatOauthReturn: (session: Session, query: { code?: unknown; state?: unknown }) => wechatOauthReturn(deps, session, query),
    checkWx: (code: string) => checkWx(context, code),
    alipayCreate: (session: Session, code: string, device: 'desktop' | 'mobile', lang?: Lang) => alipayCreate(context, session, code, device, lang),
    alipayVerify: (params: Record<string, string>) => alipayVerify(context, params),
  };
}

export type PaymentService = ReturnType<typeof createPaymentService>;
