import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db/database.ts';

/**
 * The silent snsapi_base OAuth hop's records (table wechat_oauth). A state is random, made for one
 * session and booking, used once and within OAUTH_STATE_MS; the openid it brings back is kept for
 * that session and booking only, so another browser that learns the booking code cannot use it,
 * and a state carried to another session (a forged link) is refused.
 */
export const OAUTH_STATE_MS = 10 * 60_000;
export const OAUTH_STATE = /^[A-Za-z0-9_-]{22,64}$/;

export interface OauthState {
  state: string;
  session_id: number;
  booking_id: number;
  return_url: string;
  created_at: Date;
  returned_at: Date | null;
}

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

/** Takes a state once: the record when it is unused and fresh, else null. */
export async function takeOauthState(db: Queryable, state: string, now: Date): Promise<OauthState | null> {
  if (!OAUTH_STATE.test(state)) return null;
  const { rows } = await db.query<OauthState>(
    `update wechat_oauth set returned_at = $2 where state = $1 and returned_at is null and created_at > $3
     returning state, session_id::int as session_id, booking_id, return_url, created_at, returned_at`,
    [state, now, new Date(now.getTime() - OAUTH_STATE_MS)],
  );
  return rows[0] ?? null;
}

export async function keepOpenid(db: Queryable, state: string, openid: string): Promise<void> {
  await db.query('update wechat_oauth set openid = $2 where state = $1', [state, openid]);
}

/** The openid this session found for this booking, newest first; null when it has not made the hop. */
export async function openidFor(db: Queryable, sessionId: number, bookingId: number): Promise<string | null> {
  const { rows } = await db.query<{ openid: string }>(
    `select openid from wechat_oauth where session_id = $1 and booking_id = $2 and openid is not null
     order by returned_at desc limit 1`,
    [sessionId, bookingId],
  );
  return rows[0]?.openid ?? null;
}
