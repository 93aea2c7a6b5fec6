import type { Queryable } from '../db/database.ts';
import { AppError, tooManyRequests } from '../lib/errors.ts';
import { rateLock, windowStart, type RateRule } from '../limits/rate-limit.ts';

const LOCK_HOLD_SESSION = 0x484c53; // 'HLS'
const LOCK_HOLD_CLIENT = 0x484c43; // 'HLC'

/** The guest's session as a hold finds or stores it (SessionToStore in sessions/guest-session.ts). */
export interface HoldSession {
  /** The hash of the token presented, to find the stored session by. */
  tokenHash: string;
  /** The hash of a new token: the session is stored under it, or moved to it, with the hold. */
  newTokenHash: string;
  /** Sessions created at or before this have expired. */
  createdAfter: Date;
  /** Another new token's hash, for when the drawn one is taken. */
  renew(): string;
}

export interface HoldAllowance {
  session: HoldSession;
  clientIp: string;
  now: Date;
  /** The evening the hold is for: the client's unproved seats are counted on its area that date. */
  slot: { seatingId: number; date: string };
  /** Live unpaid holds one client address may have at once. */
  holdsPerClient: number;
  /** Live unpaid holds one client address may have at once in all (proved contacts or not). */
  allHoldsPerClient: number;
  /** Holds placed per client address per hour (HOLD_STARTS_PER_CLIENT_HOUR). */
  holdStarts: RateRule;
  /** Sessions stored per client address per hour (SESSIONS_PER_CLIENT_HOUR), shared with the other calls that store one. */
  sessionStarts: RateRule;
}

/** The session the hold belongs to (under its new token), and whether this transaction stored it. */
export interface ClaimedSession {
  sessionId: number;
  stored: boolean;
}

/** The claim, with what the fair share of the evening needs (unprovedShare). */
export interface ClaimedAllowance extends ClaimedSession {
  /** Whether the session has proved a contact. */
  proven: boolean;
  /** Seats of the evening's area held by the client's other sessions that have not proved one. */
  unprovedSeats: number;
  /** The evenings of the session's earlier holds, given up for this one. */
  releasedDates: string[];
}

/** Holds placed per client address per hour: HOLD_STARTS_PER_CLIENT_HOUR. */
export const holdStartsRule = (limit: number): RateRule => ({
  bucket: 'hold-start',
  limit,
  windowMs: 3_600_000,
  refusal: () => tooManyRequests('hold_rate_limited', 'Too many booking attempts from your network. Please try again later or call us.'),
});

/** How long a token a hold replaced still refuses holds rather than starting a new session. */
const REPLACED_TOKEN_MS = 60_000;

const holdInProgress = () =>
  new AppError(409, 'hold_in_progress', 'A booking was just started in this browser. Please continue with it, or wait a minute and try again.');

const tooManyHolds = () =>
  tooManyRequests('too_many_holds', 'Several bookings are already being made from your network. Please finish one or let it expire, then try again.');

type Refusal = 'hold_in_progress' | 'hold_rate_limited' | 'session_rate_limited' | 'too_many_holds';

/**
 * Runs in the hold's transaction before the slot lock, so any later refusal rolls back counts and a new
 * session too. Advisory locks, in one order so none deadlock, keep parallel holds from passing together
 * (a `serialised` store already does); CLAIM's snapshot must follow them, so it is a second statement.
 */
export async function claimHoldAllowance(tx: Queryable, allowance: HoldAllowance, serialised: boolean): Promise<ClaimedAllowance> {
  const { session, clientIp, now, holdStarts, sessionStarts, slot } = allowance;
  if (!serialised) {
    await tx.query(
      `select pg_advisory_xact_lock($1::int, hashtext($2)), pg_advisory_xact_lock($3::int, hashtext($4)),
              pg_advisory_xact_lock($5::int, hashtext($6)), pg_advisory_xact_lock($7::int, hashtext($8))`,
      [LOCK_HOLD_SESSION, session.tokenHash, LOCK_HOLD_CLIENT, clientIp, ...rateLock(holdStarts, clientIp), ...rateLock(sessionStarts, clientIp)],
    );
  }
  const { rows } = await tx.query<{
    session_id: string | null; stored_id: string | null; refusal: Refusal | null; proven: boolean; unproved_seats: number; released_dates: string | null;
  }>(CLAIM, [
    session.tokenHash, session.createdAfter, clientIp, now,
    holdStarts.bucket, windowStart(holdStarts, now), holdStarts.limit,
    sessionStarts.bucket, windowStart(sessionStarts, now), sessionStarts.limit,
    allowance.holdsPerClient, session.newTokenHash, allowance.allHoldsPerClient, new Date(now.getTime() - REPLACED_TOKEN_MS),
    slot.seatingId, slot.date,
  ]);
  const claimed = rows[0]!;
  const refusals: Record<Refusal, () => AppError> = {
    hold_rate_limited: holdStarts.refusal,
    session_rate_limited: sessionStarts.refusal,
    too_many_holds: tooManyHolds,
    hold_in_progress: holdInProgress,
  };
  if (claimed.refusal) throw refusals[claimed.refusal]();
  const share = { proven: claimed.proven, unprovedSeats: claimed.unproved_seats, releasedDates: claimed.released_dates?.split(',') ?? [] };
  if (claimed.session_id !== null) return { sessionId: Number(claimed.session_id), stored: false, ...share };

  let id = claimed.stored_id;
  // The drawn token was taken (practically never): draw again.
  while (id === null) {
    const again = await tx.query<{ id: string }>(
      `insert into sessions (token_hash, created_at, last_seen_at) values ($1, $2, $2)
       on conflict (token_hash) do nothing returning id`,
      [session.renew(), now],
    );
    id = again.rows[0]?.id ?? null;
  }
  return { sessionId: Number(id), stored: true, ...share };
}

/**
 * Holds from one client (an address, an IPv6 /64) whose sessions have not proved a contact may take
 * at most `seats` (a share, half, of one area's evening), so parallel holds cannot empty it for
 * everyone else. A lone party larger than the share gets a short hold until its guest proves a contact.
 */
export function unprovedShare(claimed: Pick<ClaimedAllowance, 'proven' | 'unprovedSeats'>, pax: number, seats: number): 'full' | 'short' {
  if (claimed.proven || claimed.unprovedSeats + pax <= seats) return 'full';
  if (claimed.unprovedSeats === 0) return 'short';
  throw tooManyHolds();
}

/**
 * `verdict` is the first limit reached, in the order a guest is told of them; writes happen only without
 * one, and the counts cannot see them, so the session's own live hold (given up here) is left out. The
 * session moves to the new token so nobody else who knew the old one shares a session holding seats.
 */
const CLAIM = `
  with guest as (select id from sessions where token_hash = $1 and created_at > $2),
  replaced as (
    select exists (select 1 from sessions where previous_token_hash = $1 and token_replaced_at > $14) as recently
  ),
  held as (
    select exists (select 1 from session_contacts c where c.session_id = b.session_id) as proven, b.pax,
      b.booking_date = $16 and s.area_id = (select area_id from seatings where id = $15) as same_evening
    from bookings b join seatings s on s.id = b.seating_id
    where b.client_ip = $3 and b.status = 'hold' and b.hold_expires_at > $4
      and not coalesce(b.session_id = (select id from guest), false)
  ),
  counted as (
    select (select id from guest) as session_id,
      exists (select 1 from session_contacts where session_id = (select id from guest)) as proven,
      (select count(*)::int from held where not proven) as holds,
      (select count(*)::int from held where proven) as proven_holds,
      (select coalesce(sum(pax), 0)::int from held where not proven and same_evening) as unproved_seats,
      (select count(*)::int from rate_events where bucket = $5 and key = $3 and at > $6) as hold_starts,
      (select count(*)::int from rate_events where bucket = $8 and key = $3 and at > $9) as session_starts
  ),
  verdict as (
    select session_id, proven, unproved_seats, case
        when session_id is null and (select recently from replaced) then 'hold_in_progress'
        when hold_starts >= $7 then 'hold_rate_limited'
        when session_id is null and session_starts >= $10 then 'session_rate_limited'
        when holds + proven_holds >= $13 then 'too_many_holds'
        when not proven and holds >= $11 then 'too_many_holds'
      end as refusal
    from counted
  ),
  allowed as (select session_id from verdict where refusal is null),
  started as (
    insert into rate_events (bucket, key, at)
    select $5, $3, $4 from allowed
    union all select $8, $3, $4 from allowed where session_id is null
  ),
  given_up as (
    update bookings set hold_expires_at = $4
    where session_id = (select session_id from allowed) and status = 'hold' and hold_expires_at > $4
    returning booking_date
  ),
  moved as (
    update sessions set previous_token_hash = token_hash, token_replaced_at = $4, token_hash = $12
    where id = (select session_id from allowed)
  ),
  stored as (
    insert into sessions (token_hash, previous_token_hash, token_replaced_at, created_at, last_seen_at)
    select $12, $1, $4, $4, $4 from allowed where session_id is null
    on conflict (token_hash) do nothing returning id
  )
  select session_id, (select id from stored) as stored_id, refusal, proven, unproved_seats,
    (select string_agg(distinct booking_date::text, ',') from given_up) as released_dates
  from verdict`;
