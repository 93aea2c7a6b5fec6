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
const PAIR = rule('staff-sign-in-pair');

async function waitFor(db: Queryable, bucket: { bucket: string; windowMs: number }, key: string, now: Date): Promise<number> {
  const { count, last } = await failuresSince(db, bucket, key, now);
  if (!last) return 0;
  return Math.max(0, Math.ceil((last.getTime() + slowDownSeconds(count) * 1000 - now.getTime()) / 1000));
}

/**
 * Refuses a sign-in try while the address, or the account, is slowed down. An account's slow-down
 * holds only for addresses that have themselves failed against it, so someone guessing at an
 * account never keeps its owner, trying from elsewhere, from using the right code.
 */
export async function checkSignInPace(db: Queryable, account: string, address: string, now: Date): Promise<void> {
  const pair = `${account}\u0001${address}`;
  const addressWait = await waitFor(db, ADDRESS, address, now);
  const failedHere = (await failuresSince(db, PAIR, pair, now)).count > 0;
  const accountWait = failedHere ? await waitFor(db, ACCOUNT, account, now) : 0;
  const wait = Math.max(addressWait, accountWait);
  if (wait > 0) throw tooManyRequests('sign_in_slow_down', `Too many wrong tries. Please wait ${wait} seconds and try again.`);
}

export async function recordSignInFailure(db: Queryable, account: string, address: string, now: Date): Promise<void> {
  await recordRateEvent(db, ACCOUNT.bucket, account, now);
  await recordRateEvent(db, ADDRESS.bucket, address, now);
  await recordRateEvent(db, PAIR.bucket, `${account}\u0001${address}`, now);
}
