import type { Database, Queryable } from '../db/database.ts';

/**
 * What cached reads depend on, named by what changes it: every writer says so (cacheChanged), nothing
 * guesses from SQL. `availability` is what counts against seats; `bookings`, facts that leave seats alone;
 * `staff`, who may sign in as what (open staff streams check their credential again).
 */
export type CacheTopic = 'availability' | 'settings' | 'closed-dates' | 'seatings' | 'bookings' | 'enquiries' | 'staff';
export const ALL_CACHE_TOPICS: readonly CacheTopic[] = ['availability', 'settings', 'closed-dates', 'seatings', 'bookings', 'enquiries', 'staff'];

/** PostgreSQL channel on which instances sharing a database tell each other what changed. */
export const CACHE_CHANNEL = 'tb_cache_changed';

/**
 * How often each topic of one database changed, as this process knows it: raised by its own
 * writes when they commit and by other instances' notifications. A cached answer read at other
 * counts is stale. Watchers are told of each change (the staff console's live updates).
 */
export class ChangeLog {
  readonly #counts: Record<CacheTopic, number> = { availability: 0, settings: 0, 'closed-dates': 0, seatings: 0, bookings: 0, enquiries: 0, staff: 0 };
  readonly #watchers = new Set<(topics: readonly CacheTopic[]) => void>();

  generationOf(topics: readonly CacheTopic[]): number {
    let sum = 0;
    for (const topic of topics) sum += this.#counts[topic];
    return sum;
  }

  markChanged(topics: readonly CacheTopic[]): void {
    for (const topic of topics) this.#counts[topic] += 1;
    for (const watcher of this.#watchers) watcher(topics);
  }

  /** Calls `watcher` with the topics of each change from now on; answers the function that stops it. */
  watch(watcher: (topics: readonly CacheTopic[]) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }
}

const logs = new WeakMap<Database, ChangeLog>();

/** The change log of a database, or of the database a transaction's connection belongs to. */
export function changesOf(db: Queryable): ChangeLog | null {
  const database = databaseOf(db);
  if (!database) return null;
  let log = logs.get(database);
  if (!log) {
    log = new ChangeLog();
    logs.set(database, log);
  }
  return log;
}

export const isDatabase = (db: Queryable): db is Database => typeof (db as Partial<Database>).transaction === 'function';

/** The database `db` is, or the one a transaction's connection belongs to; null for neither. */
const databaseOf = (db: Queryable): Database | null => db.database ?? (isDatabase(db) ? db : null);

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
  // An embedded database belongs to this one process: nobody else could hear the notice.
  if (databaseOf(db)?.kind !== 'pglite') await db.query('select pg_notify($1, $2)', [CACHE_CHANNEL, topics.join(',')]);
  const log = changesOf(db);
  if (!log) return;
  if (db.afterCommit) db.afterCommit(() => log.markChanged(topics));
  else log.markChanged(topics);
}
