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

/** A date, or a month (its first seven characters), that a read covers: it stays current through other dates' changes. */
export type CacheScope = string;
const scopesOf = (dates: readonly string[]): Set<CacheScope> => new Set(dates.flatMap((date) => [date, date.slice(0, 7)]));

/**
 * How often each topic of one database changed, as this process knows it (its own commits and other
 * instances' notices); an answer read at other counts is stale, though a change naming its dates
 * leaves reads of other dates current. Watchers are told of each change (the console's live updates).
 */
export class ChangeLog {
  readonly #counts = countsOfTopics();
  /** Changes that named no dates: they concern every date. */
  readonly #undated = countsOfTopics();
  /** Dated changes, by topic and date or month. */
  readonly #dated = new Map<string, number>();
  readonly #watchers = new Set<(topics: readonly CacheTopic[], dates: readonly string[]) => void>();

  /** Without `scope`, every change to `topics` counts; with it, those that named no dates or its own. */
  generationOf(topics: readonly CacheTopic[], scope?: CacheScope): number {
    let sum = 0;
    for (const topic of topics) sum += scope === undefined ? this.#counts[topic] : this.#undated[topic] + (this.#dated.get(`${topic} ${scope}`) ?? 0);
    return sum;
  }

  markChanged(topics: readonly CacheTopic[], dates: readonly string[] = []): void {
    const scopes = scopesOf(dates);
    for (const topic of topics) {
      this.#counts[topic] += 1;
      if (scopes.size === 0) this.#undated[topic] += 1;
      for (const scope of scopes) this.#dated.set(`${topic} ${scope}`, (this.#dated.get(`${topic} ${scope}`) ?? 0) + 1);
    }
    for (const watcher of this.#watchers) watcher(topics, dates);
  }

  /** Calls `watcher` with the topics and dates of each change from now on; answers the function that stops it. */
  watch(watcher: (topics: readonly CacheTopic[], dates: readonly string[]) => void): () => void {
    this.#watchers.add(watcher);
    return () => this.#watchers.delete(watcher);
  }
}

function countsOfTopics(): Record<CacheTopic, number> {
  return { availability: 0, settings: 0, 'closed-dates': 0, seatings: 0, bookings: 0, enquiries: 0, staff: 0 };
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

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A notification's payload: the topics, then `@` and the dates when the change named them. */
export const changePayload = (topics: readonly CacheTopic[], dates: readonly string[]): string =>
  dates.length > 0 ? `${topics.join(',')}@${dates.join(',')}` : topics.join(',');

/**
 * Parses a notification payload. Unknown words (a newer instance's topics) change everything; dates
 * that do not parse make the change concern every date.
 */
export function changeOf(payload: string): { topics: CacheTopic[]; dates: string[] } {
  const [topicPart = '', datePart] = payload.split('@');
  const words = topicPart.split(',');
  const known = words.every((word) => (ALL_CACHE_TOPICS as readonly string[]).includes(word));
  const dates = datePart?.split(',') ?? [];
  return {
    topics: known ? (words as CacheTopic[]) : [...ALL_CACHE_TOPICS],
    dates: known && dates.every((date) => DATE.test(date)) ? dates : [],
  };
}

/**
 * Says that `topics` changed (for `dates` only, when it names them) through `db` or the transaction
 * that made the change: this process forgets the answers once it commits, and other instances are
 * told by NOTIFY, which PostgreSQL delivers only if and when the transaction commits.
 */
export async function cacheChanged(db: Queryable, topics: readonly CacheTopic[], dates: readonly string[] = []): Promise<void> {
  // An embedded database belongs to this one process: nobody else could hear the notice.
  if (databaseOf(db)?.kind !== 'pglite') await db.query('select pg_notify($1, $2)', [CACHE_CHANNEL, changePayload(topics, dates)]);
  const log = changesOf(db);
  if (!log) return;
  if (db.afterCommit) db.afterCommit(() => log.markChanged(topics, dates));
  else log.markChanged(topics, dates);
}
