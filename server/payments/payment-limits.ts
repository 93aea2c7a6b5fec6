import type { Database } from '../db/database.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { takeRate, type RateRule } from '../limits/rate-limit.ts';
import type { GuestSession } from '../sessions/guest-session.ts';

/**
 * Limits on paypal_create, wpay, alipay_create and paypal_capture, which only a script comes near: a guest
 * taps once per method and an open order is answered again. check_wx and alipay_verify are polled while a
 * guest waits, so are not counted; PROVIDER_QUERY_INTERVAL_MS bounds what they ask a provider.
 */
const refusal = () => tooManyRequests('payment_rate_limited', 'Too many payment attempts. Please wait a moment and try again.');

/** One browser: a call every 10 s for ten minutes, bursts of parallel taps included. */
export const PAYMENT_CALLS_PER_SESSION: RateRule = { bucket: 'payment-session', limit: 60, windowMs: 10 * 60_000, refusal };

/**
 * One client address, whatever sessions it makes: several guests behind one network (an office,
 * a hotel) each paying for one of the holds an address may start in an hour, with retries.
 */
export const PAYMENT_CALLS_PER_ADDRESS: RateRule = { bucket: 'payment-address', limit: 120, windowMs: 60 * 60_000, refusal };

/** check_wx and alipay_verify ask the provider about one order at most this often; in between they answer from what we know. */
export const PROVIDER_QUERY_INTERVAL_MS = 10_000;

/** Counts one order-making call of a client, or throws 429 payment_rate_limited. */
export async function takePaymentCall(db: Database, client: { ip: string; session: GuestSession | null }, now: Date): Promise<void> {
  await takeRate(db, PAYMENT_CALLS_PER_ADDRESS, client.ip, now);
  if (client.session) await takeRate(db, PAYMENT_CALLS_PER_SESSION, String(client.session.id), now);
}
