import type { Queryable } from '../db/database.ts';

/**
 * What cached reads depend on, named by what changes it. Every place that changes one says so
 * (cacheChanged); nothing guesses from SQL text.
 * - availability: bookings that count against seats (a hold placed or given up, a payment);
 * - settings: the restaurant settings table;
 * - closed-dates: the closed dates;
 * - seatings: seatings, areas and time slots, and their seat counts.
 */
export type CacheTopic = 'availability' | 'settings' | 'closed-dates' | 'seatings';
export const ALL_CACHE_TOPICS: readonly CacheTopic[] = ['availability', 'settings', 'closed-dates', 'seatings'];

/** PostgreSQL channel on which instances sharing a database tell each other what changed. */
export const CACHE_CHANNEL = 'tb_cache_changed';

/**
 * How often each topic changed, as this process knows it: raised by its own writes when they
 * commit and by other instances' notifications. A cached answer read at other counts is stale.
 * One count per process is enough: a change seen for one database only costs another database's
 * cache in the same process (tests) a read.
 */
const changes: Record<CacheTopic, number> = { availability: 0, settings: 0, 'closed-dates': 0, seatings: 0 };

export function generationOf(topics: readonly CacheTopic[]): number {
  let sum = 0;
  for (const topic of topics) sum += changes[topic];
  return sum;
}

export function markChanged(topics: readonly CacheTopic[]): void {
  for (const topic of topics) changes[topic] += 1;
}

/** Parses a notification payload; unknown words (a newer instance's topics) change everything. */
export function topicsOf(payload: string): CacheTopic[] {
  const words = payload.split(',');
  return words.every((word) => (ALL_CACHE_TOPICS as readonly string[]).includes(word)) ? (words as CacheTopic[]) : [...ALL_CACHE_TOPICS];
}

/**
 * Says that `topics` changed, through `db` (a database, or the transaction that made the change):
 * this process forgets the answers once the change is committed, and the other instances are told
 * by NOTIFY, which PostgreSQL delivers only if and when the transaction commits.
 */
export async function cacheChanged(db: Queryable, topics: readonly CacheTopic[]): Promise<void> {
  await db.query('select pg_notify($1, $2)', [CACHE_CHANNEL, topics.join(',')]);
  if (db.afterCommit) db.afterCommit(() => markChanged(topics));
  else markChanged(topics);
}
