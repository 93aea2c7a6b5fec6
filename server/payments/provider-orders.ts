import { setTimeout as sleep } from 'node:timers/promises';
import { newBookingCode } from '../bookings/booking-code.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { openTopup, type Topup } from '../bookings/topups.ts';
import { depositFen, usdCentsFor } from '../lib/amounts.ts';
import {
  closeAttempt,
  findAttempt,
  insertAttempt,
  isPaid,
  newestOpenAttempt,
  paymentFacts,
  setAttemptAnswer,
  supersedeAttempts,
  type PaymentAttempt,
  type PaymentFacts,
} from './payment-records.ts';
import { providerFailure, providerUnavailable, refuse } from './payment-refusals.ts';
import type { SettlementDeps } from './payment-settlement.ts';
import type { Queryable } from '../db/database.ts';
import type { CreatedOrder, NewOrder, PaymentProvider, WechatOrderWay } from './provider.ts';
import { setBookingLanguage } from '../bookings/booking-repository.ts';

/**
 * A provider call still unanswered after this was abandoned (its server stopped mid-call): PayPal
 * asks for a token and then for the order, each given 15 s (provider-http).
 */
const ANSWER_DEADLINE_MS = 45_000;
/** How often a parallel call looks whether the provider has answered the call that made the order. */
const ANSWER_POLL_MS = 100;
/**
 * WeChat's H5 cashier address is valid for five minutes: an H5 order older than this gets a new
 * one (the old is closed) rather than an address WeChat would refuse. A minute is kept in hand.
 */
export const H5_URL_LIFETIME_MS = 4 * 60_000;

export interface OrderRequest {
  /** The guest's language, kept on the booking for the confirmation messages. */
  lang?: 'en' | 'zh';
  /** Alipay only: page pay (desktop) or wap pay (mobile). */
  device?: 'desktop' | 'mobile';
  /** WeChat only: Native (QR), JSAPI (for one openid) or H5; Native when absent. */
  wechat?: WechatOrderWay;
}

export interface OpenedOrder {
  attempt: PaymentAttempt;
  created: CreatedOrder;
}

type WantedOrder = Pick<PaymentAttempt, 'method' | 'demo' | 'amount_minor' | 'currency' | 'device' | 'channel' | 'payer_openid' | 'topup_id'>;

/** What the provider answered when the order was made (PayPal's order id, WeChat's code_url, h5_url or prepay_id). */
function keptAnswer(attempt: PaymentAttempt): CreatedOrder | null {
  if (attempt.provider_order_id) return { orderId: attempt.provider_order_id };
  if (attempt.prepay_id) return { prepayId: attempt.prepay_id };
  if (attempt.code_url) return attempt.channel === 'h5' ? { h5Url: attempt.code_url } : { codeUrl: attempt.code_url };
  return null;
}

/** The way a WeChat order is placed, as kept on the attempt: Native for orders from before there was a choice. */
const channelOf = (attempt: Pick<PaymentAttempt, 'method' | 'channel'>) => (attempt.method === 'wechat' ? (attempt.channel ?? 'native') : null);

/**
 * What a booking still owes: its deposit while it is a hold, or the open top-up of a party staff
 * made larger; null when it is paid in full (or cancelled: refuseUnpayable says so).
 */
export async function stillOwed(db: Queryable, facts: PaymentFacts): Promise<{ topup: Topup | null } | null> {
  if (!isPaid(facts)) return { topup: null };
  if (facts.status !== 'pending') return null;
  const topup = await openTopup(db, facts.id);
  return topup ? { topup } : null;
}

/** A top-up whose link ran out cannot be paid, though the booking stands. */
export function refuseExpiredTopup(topup: Topup, now: Date): void {
  if (topup.expires_at.getTime() <= now.getTime()) throw refuse(409, 'booking_expired', 'The time to pay for this booking has run out.');
}

/** Refuses a booking that cannot be paid now (cancelled, hold run out, no customer yet). */
export function refuseUnpayable(facts: PaymentFacts, now: Date): void {
  if (facts.status === 'cancelled') throw refuse(409, 'booking_not_payable', 'This booking was cancelled.');
  if (facts.hold_expires_at.getTime() <= now.getTime()) throw refuse(409, 'booking_expired', 'The time to pay for this booking has run out.');
  if (facts.customer_id === null) throw refuse(409, 'booking_incomplete', 'Enter your details before paying.');
}

type OrderDeps = Pick<SettlementDeps, 'db' | 'clock' | 'log'>;

function abandoned(attempt: PaymentAttempt, provider: PaymentProvider, now: Date): boolean {
  return !provider.signsOnly && keptAnswer(attempt) === null && now.getTime() - attempt.created_at.getTime() >= ANSWER_DEADLINE_MS;
}

function fits(attempt: PaymentAttempt, wanted: WantedOrder, provider: PaymentProvider, now: Date): boolean {
  return (
    attempt.demo === wanted.demo &&
    attempt.amount_minor === wanted.amount_minor &&
    attempt.currency === wanted.currency &&
    attempt.device === wanted.device &&
    // WeChat binds an order to the way it was placed, and a JSAPI order to its payer.
    channelOf(attempt) === wanted.channel &&
    attempt.payer_openid === wanted.payer_openid &&
    attempt.topup_id === wanted.topup_id &&
    !(wanted.channel === 'h5' && now.getTime() - attempt.created_at.getTime() >= H5_URL_LIFETIME_MS) &&
    attempt.expires_at.getTime() > now.getTime() &&
    !abandoned(attempt, provider, now)
  );
}

/** The order the booking needs now: what it still owes, in the provider's currency, placed the way asked. */
function wantedOrder(provider: PaymentProvider, request: OrderRequest, fen: number, topup: Topup | null, usdPerRmb: number): WantedOrder {
  return {
    method: provider.method,
    demo: provider.demo,
    ...(provider.method === 'paypal' ? { amount_minor: usdCentsFor(fen, usdPerRmb), currency: 'USD' as const } : { amount_minor: fen, currency: 'CNY' as const }),
    device: provider.method === 'alipay' ? (request.device ?? 'desktop') : null,
    channel: provider.method === 'wechat' ? (request.wechat?.channel ?? 'native') : null,
    payer_openid: provider.method === 'wechat' && request.wechat?.channel === 'jsapi' ? (request.wechat.openid ?? null) : null,
    topup_id: topup?.id ?? null,
  };
}

/** The open order to answer, or a new one to make; null when the booking is already paid. */
async function choose({ db, clock }: OrderDeps, bookingId: number, provider: PaymentProvider, request: OrderRequest, usdPerRmb: number) {
  const now = clock.now();
  return db.transaction(async (tx) => {
    const facts = (await paymentFacts(tx, { id: bookingId }, true))!;
    const owed = await stillOwed(tx, facts);
    if (!owed) return null;
    const { topup } = owed;
    if (topup) refuseExpiredTopup(topup, now);
    else refuseUnpayable(facts, now);
    if (request.lang) await setBookingLanguage(tx, facts.id, request.lang);
    const fen = topup ? topup.amount_fen : depositFen(facts.price_fen, facts.pax);
    const wanted = wantedOrder(provider, request, fen, topup, usdPerRmb);
    const open = await newestOpenAttempt(tx, facts.id, provider.method);
    if (open && fits(open, wanted, provider, now)) return { attempt: open, fresh: false, replaced: 0 };
    const attempt = { ...wanted, id: `P${newBookingCode()}`, booking_id: facts.id, provider_order_id: null, created_at: now, expires_at: topup ? topup.expires_at : facts.hold_expires_at };
    await insertAttempt(tx, attempt);
    // An order that does not fit (expired, abandoned, another amount or device) is replaced: it
    // is closed at its provider once this commits, so its QR code or cashier cannot be paid too.
    const replaced = await supersedeAttempts(tx, facts.id, provider.method, attempt.id, now);
    return { attempt: { ...attempt, booking_code: facts.code, code_url: null, prepay_id: null, status: 'created' as const }, fresh: true, replaced };
  });
}

async function make({ db, log }: OrderDeps, provider: PaymentProvider, attempt: PaymentAttempt, order: NewOrder): Promise<CreatedOrder> {
  let created: CreatedOrder;
  try {
    created = await provider.createOrder(order);
  } catch (error) {
    await closeAttempt(db, attempt.id);
    throw providerFailure(log, error);
  }
  await setAttemptAnswer(db, attempt.id, created);
  return created;
}

/** The answer of an order another call is making: once it is kept, or 502 when that call failed. */
async function answerOf(db: Queryable, attempt: PaymentAttempt): Promise<CreatedOrder> {
  const deadline = Date.now() + ANSWER_DEADLINE_MS;
  let current: PaymentAttempt | null = attempt;
  while (current) {
    const kept = keptAnswer(current);
    if (kept) return kept;
    if (current.status !== 'created' || Date.now() > deadline) break;
    await sleep(ANSWER_POLL_MS);
    current = await findAttempt(db, attempt.id);
  }
  throw providerUnavailable();
}

/** What the provider is asked to make for an attempt. */
function newOrderOf(attempt: PaymentAttempt, request: OrderRequest, restaurantName: string): NewOrder {
  return {
    attemptId: attempt.id,
    bookingCode: attempt.booking_code,
    amountMinor: attempt.amount_minor,
    currency: attempt.currency,
    description: `${restaurantName} deposit ${attempt.booking_code}`,
    expiresAt: attempt.expires_at,
    device: attempt.device ?? 'desktop',
    ...(attempt.method === 'wechat' ? { wechat: { ...request.wechat, channel: channelOf(attempt)!, ...(attempt.payer_openid ? { openid: attempt.payer_openid } : {}) } } : {}),
  };
}

/** Answers the order `choose` picked: made now, signed again, or as kept by the call that made it. */
async function openOrder(
  deps: OrderDeps,
  closeUnwanted: (bookingId: number) => Promise<void>,
  bookingId: number,
  provider: PaymentProvider,
  request: OrderRequest,
): Promise<OpenedOrder | null> {
  const { db } = deps;
  const settings = await readSettings(db);
  const chosen = await choose(deps, bookingId, provider, request, settings.usd_per_rmb);
  if (!chosen) return null;
  const { attempt } = chosen;
  const order = newOrderOf(attempt, request, settings.restaurant.name_en);
  if (chosen.replaced > 0) {
    await closeUnwanted(bookingId);
    // The guest paid a replaced order before its close arrived: that payment is the deposit.
    if (!(await stillOwed(db, (await paymentFacts(db, { id: bookingId }))!))) {
      await closeAttempt(db, attempt.id);
      return null;
    }
  }
  if (chosen.fresh) return { attempt, created: await make(deps, provider, attempt, order) };
  if (provider.signsOnly) return { attempt, created: await provider.createOrder(order) };
  return { attempt, created: await answerOf(db, attempt) };
}

/**
 * One open order per booking and method, answered again while valid, so repeated or parallel calls never
 * make a provider create another. The provider is called after the locked choice commits: a transaction
 * held across it would stall PGlite's one connection, which the demo providers write through too.
 */
export function createProviderOrders(
  deps: OrderDeps,
  /** Closes the booking's orders nobody should pay any more (Settlement.closeUnwanted). */
  closeUnwanted: (bookingId: number) => Promise<void>,
) {
  return {
    /** The open order of this booking and method, made at the provider only when there is none that fits. */
    open: (bookingId: number, provider: PaymentProvider, request: OrderRequest): Promise<OpenedOrder | null> =>
      openOrder(deps, closeUnwanted, bookingId, provider, request),
  };
}

export type ProviderOrders = ReturnType<typeof createProviderOrders>;
