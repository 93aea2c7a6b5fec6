import type { Database, Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';

/**
 * Counted limits kept in the database, so that every instance sharing it enforces the same
 * numbers. A check and its count run under a transaction-scoped advisory lock on the bucket and
 * key, so parallel requests cannot all slip under a limit together.
 */
export interface RateRule {
  /** What is counted: 'hold', 'lookup', 'admin-failure', 'payment-order', ... */
  bucket: string;
  /** At most this many events per key within the window. */
  limit: number;
  windowMs: number;
  /** The 429 a guest sees (its `error` is a key the widget translates). */
  refusal: () => AppError;
}

const LOCK_RATE = 0x524154; // 'RAT'

/** The longest window any rule uses; older events are purged. */
export const LONGEST_RATE_WINDOW_MS = 86_400_000;

/**
 * The advisory lock that guards the count of `rule` for `key`, as the arguments of
 * pg_advisory_xact_lock(int, hashtext(text)): for callers that take it together with others
 * in one statement (start_booking), and must then count and record in the same transaction.
 */
export function rateLock(rule: Pick<RateRule, 'bucket'>, key: string): [number, string] {
  return [LOCK_RATE, `${rule.bucket}\u0001${key}`];
}

/** Events at or before this instant no longer count against `rule`. */
export const windowStart = (rule: Pick<RateRule, 'windowMs'>, now: Date): Date => new Date(now.getTime() - rule.windowMs);

async function lockRate(tx: Queryable, bucket: string, key: string): Promise<void> {
  await tx.query('select pg_advisory_xact_lock($1::int, hashtext($2))', rateLock({ bucket }, key));
}

async function countSince(tx: Queryable, bucket: string, key: string, since: Date): Promise<number> {
  const { rows } = await tx.query<{ n: number }>(
    'select count(*)::int as n from rate_events where bucket = $1 and key = $2 and at > $3',
    [bucket, key, since],
  );
  return rows[0]!.n;
}

/**
 * Counts one event for `key`, or throws the rule's 429 (counting nothing) when the window
 * already holds `limit` events. Runs in `tx` when given (the caller's transaction), else in its own.
 */
export async function takeRate(db: Database | Queryable, rule: RateRule, key: string, now: Date): Promise<void> {
  const work = async (tx: Queryable) => {
    await lockRate(tx, rule.bucket, key);
    if ((await countSince(tx, rule.bucket, key, windowStart(rule, now))) >= rule.limit) throw rule.refusal();
    await tx.query('insert into rate_events (bucket, key, at) values ($1, $2, $3)', [rule.bucket, key, now]);
  };
  if ('transaction' in db) return db.transaction(work);
  return work(db);
}

/**
 * Counts failures, not calls (wrong tokens): `attempt` answering null counts one event. Check, attempt and
 * count run under one lock, so parallel guesses cannot all pass the check before one is counted.
 */
export async function limitFailures<T>(
  db: Database,
  rule: RateRule,
  key: string,
  now: Date,
  attempt: (tx: Queryable) => T | null | Promise<T | null>,
): Promise<T | null> {
  return db.transaction(async (tx) => {
    await lockRate(tx, rule.bucket, key);
    if ((await countSince(tx, rule.bucket, key, windowStart(rule, now))) >= rule.limit) throw rule.refusal();
    const outcome = await attempt(tx);
    if (outcome === null) await tx.query('insert into rate_events (bucket, key, at) values ($1, $2, $3)', [rule.bucket, key, now]);
    return outcome;
  });
}

/** Failures of `rule` counted for `key` within its window, and the newest one's time. */
export async function failuresSince(db: Queryable, rule: Pick<RateRule, 'bucket' | 'windowMs'>, key: string, now: Date): Promise<{ count: number; last: Date | null }> {
  const { rows } = await db.query<{ n: number; last: Date | string | null }>(
    'select count(*)::int as n, max(at) as last from rate_events where bucket = $1 and key = $2 and at > $3',
    [rule.bucket, key, windowStart(rule, now)],
  );
  return { count: rows[0]!.n, last: rows[0]!.last ? new Date(rows[0]!.last) : null };
}

/** Counts one event without a limit (a failure whose slow-down the caller works out). */
export async function recordRateEvent(db: Queryable, bucket: string, key: string, now: Date): Promise<void> {
  await db.query('insert into rate_events (bucket, key, at) values ($1, $2, $3)', [bucket, key, now]);
}

/** Drops events older than any window; run by the clean-up job. */
export async function purgeRateEvents(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query('delete from rate_events where at < $1', [new Date(now.getTime() - LONGEST_RATE_WINDOW_MS)]);
  return rowCount;
}
