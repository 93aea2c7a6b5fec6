import type { Queryable } from '../db/database.ts';
import { tooManyRequests } from '../lib/errors.ts';
import type { RateRule } from '../limits/rate-limit.ts';

const LOCK_HOLD_SESSION = 0x484c53; // 'HLS'
const LOCK_HOLD_CLIENT = 0x484c43; // 'HLC'

export interface HoldAllowance {
  sessionId: number;
  clientIp: string;
  now: Date;
  /** Live unpaid holds one client address may have at once. */
  holdsPerClient: number;
}

/** start_booking calls per client address per hour, refused or not: the cheap first guard. */
export const holdStartsRule = (limit: number): RateRule => ({
  bucket: 'hold-start',
  limit,
  windowMs: 3_600_000,
  refusal: () => tooManyRequests('hold_rate_limited', 'Too many booking attempts from your network. Please try again later or call us.'),
});

/**
 * Runs in the hold's transaction, before the slot is locked, so no one can hold the restaurant
 * hostage: a session keeps one live unpaid hold (a new one gives the earlier one up, its seats
 * return as an expired hold's do), and one client address at most `holdsPerClient`. Both checks
 * run under advisory locks (session, then address; always in that order) so parallel requests
 * cannot pass together, on every instance sharing the database.
 */
export async function claimHoldAllowance(tx: Queryable, allowance: HoldAllowance): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_HOLD_SESSION, String(allowance.sessionId)]);
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', [LOCK_HOLD_CLIENT, allowance.clientIp]);
  await tx.query(
    `update bookings set hold_expires_at = $2
     where session_id = $1 and status = 'hold' and hold_expires_at > $2`,
    [allowance.sessionId, allowance.now],
  );
  const { rows } = await tx.query<{ n: number }>(
    `select count(*)::int as n from bookings where client_ip = $1 and status = 'hold' and hold_expires_at > $2`,
    [allowance.clientIp, allowance.now],
  );
  if (rows[0]!.n >= allowance.holdsPerClient) {
    throw tooManyRequests(
      'too_many_holds',
      'Several bookings are already being made from your network. Please finish one or let it expire, then try again.',
    );
  }
}
