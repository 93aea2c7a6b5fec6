import type { Queryable } from '../db/database.ts';
import { tooManyRequests } from '../lib/errors.ts';
import { failuresSince, recordRateEvent } from '../limits/rate-limit.ts';

/** Failed staff sign-ins are remembered this long. */
export const SIGN_IN_WINDOW_MS = 15 * 60_000;
const FREE_FAILURES = 3;
const LONGEST_WAIT_SECONDS = 60;

/** Seconds to wait after the last of `failures`: none for the first few, then doubling up to a minute, never more. */
export function slowDownSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(LONGEST_WAIT_SECONDS, 5 * 2 ** (failures - FREE_FAILURES));
}

const rule = (bucket: string) => ({ bucket, windowMs: SIGN_IN_WINDOW_MS });
const ACCOUNT = rule('staff-sign-in-account');
const ADDRESS = rule('staff-sign-in-address');

async function waitFor(db: Queryable, bucket: { bucket: string; windowMs: number }, key: string, now: Date): Promise<number> {
  const { count, last } = await failuresSince(db, bucket, key, now);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + slowDownSeconds(count) * 1000 - now.getTime()) / 1000));
}

/**
 * Refuses a sign-in try while the network, or the account, is slowed down. The account's slow-down
 * holds for every address, so guesses spread over many addresses are as slow as from one; its
 * owner waits at most a minute, or signs in with a passkey meanwhile.
 */
export async function checkSignInPace(db: Queryable, account: string, network: string, now: Date): Promise<void> {
  const wait = Math.max(await waitFor(db, ADDRESS, network, now), await waitFor(db, ACCOUNT, account, now));
  if (wait > 0) throw tooManyRequests('sign_in_slow_down', `Too many wrong tries. Please wait ${wait} seconds and try again.`);
}

export async function recordSignInFailure(db: Queryable, account: string, network: string, now: Date): Promise<void> {
  await recordRateEvent(db, ACCOUNT.bucket, account, now);
  await recordRateEvent(db, ADDRESS.bucket, network, now);
}
