import { createHash, randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * The silent snsapi_base OAuth hop (docs/payments.md): a state serves one session and booking, once, within
 * OAUTH_STATE_MS. Its openid serves only once the returning browser proves it asked (its session cookie, or
 * for the embed the one-time claim), so another guest's state in a forged hop is refused or left unusable.
 */
export const OAUTH_STATE_MS = 10 * 60_000;
export const OAUTH_STATE = /^[A-Za-z0-9_-]{22,64}$/;
export const OAUTH_CLAIM = OAUTH_STATE;

export interface OauthState {
  state: string;
  session_id: number;
  booking_id: number;
  return_url: string;
  created_at: Date;
  returned_at: Date | null;
}

const hashOf = (claim: string) => createHash('sha256').update(claim).digest('hex');

export async function createOauthState(db: Queryable, sessionId: number, bookingId: number, returnUrl: string, now: Date): Promise<string> {
  const state = randomBytes(24).toString('base64url');
  await db.query('insert into wechat_oauth (state, session_id, booking_id, return_url, created_at) values ($1, $2, $3, $4, $5)', [
    state,
    sessionId,
    bookingId,
    returnUrl,
    now,
  ]);
  return state;
}

/**
 * Takes a state once: the record when it is unused, fresh, and (when the returning browser has a
 * session) that session's; else null. Another session's visit leaves the state for its owner.
 */
export async function takeOauthState(db: Queryable, state: string, sessionId: number | null, now: Date): Promise<OauthState | null> {
  if (!OAUTH_STATE.test(state)) return null;
  const { rows } = await db.query<OauthState>(
    `update wechat_oauth set returned_at = $2
     where state = $1 and returned_at is null and created_at > $3 and ($4::bigint is null or session_id = $4::bigint)
     returning state, session_id::int as session_id, booking_id, return_url, created_at, returned_at`,
    [state, now, new Date(now.getTime() - OAUTH_STATE_MS), sessionId],
  );
  return rows[0] ?? null;
}

/** The openid came back to the state's own session (its cookie): it serves that session at once. */
export async function keepOpenid(db: Queryable, state: string, openid: string, now: Date): Promise<void> {
  await db.query('update wechat_oauth set openid = $2, claimed_at = $3 where state = $1', [state, openid, now]);
}

/**
 * The openid came back to a browser without a session: kept unclaimed, with the hash of a new
 * claim that only this browser is given. Answers the claim.
 */
export async function keepUnclaimedOpenid(db: Queryable, state: string, openid: string): Promise<string> {
  const claim = randomBytes(24).toString('base64url');
  await db.query('update wechat_oauth set openid = $2, claim_hash = $3 where state = $1', [state, openid, hashOf(claim)]);
  return claim;
}

/**
 * The openid this session found for this booking, newest first; null when it has not made the hop
 * or has not shown the claim of an unclaimed one. A right claim makes its openid the session's.
 */
export async function openidFor(db: Queryable, sessionId: number, bookingId: number, now: Date, claim?: string): Promise<string | null> {
  if (claim && OAUTH_CLAIM.test(claim)) {
    await db.query(
      `update wechat_oauth set claimed_at = $4, claim_hash = null
       where session_id = $1 and booking_id = $2 and claim_hash = $3 and claimed_at is null and openid is not null`,
      [sessionId, bookingId, hashOf(claim), now],
    );
  }
  const { rows } = await db.query<{ openid: string }>(
    `select openid from wechat_oauth where session_id = $1 and booking_id = $2 and openid is not null and claimed_at is not null
     order by returned_at desc limit 1`,
    [sessionId, bookingId],
  );
  return rows[0]?.openid ?? null;
}
