import type { Database, Queryable } from '../db/database.ts';
import { ALL_CACHE_TOPICS, changesOf, isDatabase, type CacheScope, type CacheTopic, type ChangeLog } from './cache-topics.ts';

/** A freshly read answer and, for answers that change with time, the instant it stops being true. */
export interface Fresh<T> {
  value: T;
  /** Epoch ms on the app's clock; omitted when only a write can change the answer. */
  validUntil?: number;
}

/** What a read depends on: topics and, for a read of one date or month, that scope. */
export interface ReadScope {
  topics: readonly CacheTopic[];
  scope?: CacheScope;
}

interface Entry extends ReadScope {
  key: string;
  generation: number;
  /** The app-clock instant it was read at: a clock moved back (tests) must read again. */
  validFrom: number;
  validUntil: number;
  /** Monotonic ms: bounds what another process's writes can leave stale. */
  readAt: number;
  value: Promise<unknown>;
}

/** A cached answer as the API layer holds it: whether it is still current is the cache's to say. */
export type CachedAnswer = object;

/**
 * Other instances' changes arrive by NOTIFY; this bounds what a lost notification or a psql edit leaves
 * stale. A stale answer can show a seat that is gone (start_booking then answers 409) but never overbook:
 * holds are decided in the database.
 */
export const MAX_AGE_MS = 2_000;
/** Answers are keyed by date; enough for every date a calendar can show, bounded against odd queries. */
const MAX_ENTRIES = 2_000;

const freeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) freeze(inner);
  }
  return value;
};

/**
 * Answers kept until a change they depend on is committed, here or in another instance (cache-topics.ts),
 * or `validUntil` passes. Values are frozen because every request shares them; concurrent misses of a key
 * share one read, so a burst after an invalidation costs one query.
 */
export class ReadCache {
  readonly #entries = new Map<string, Entry>();
  readonly #entryOfValue = new WeakMap<object, Entry>();
  readonly #changes: ChangeLog;

  constructor(changes: ChangeLog) {
    this.#changes = changes;
  }

  /**
   * `topics`: what the answer depends on; a change to any of them drops it, unless the change named
   * its dates and `scope` (the one date or month the answer covers) is not among them.
   */
  async get<T>(key: string, now: number, read: () => Promise<Fresh<T>>, topics: readonly CacheTopic[] = ALL_CACHE_TOPICS, scope?: CacheScope): Promise<T> {
    const depends: ReadScope = { topics, scope };
    const cached = this.#entries.get(key);
    if (cached && this.#current(cached, now, depends)) {
      const value = (await cached.value) as T;
      // Joined a read in flight: its answer may turn out to expire before this request's now.
      if (now < cached.validUntil) return value;
    }
    return this.#read(key, now, read, depends);
  }

  /** The cached answer a value served to a client came from, if the value is one. */
  answerOf(value: unknown): CachedAnswer | undefined {
    return value !== null && typeof value === 'object' ? this.#entryOfValue.get(value) : undefined;
  }

  /** Whether an answer is still what a read at `now` would give. */
  isCurrent(answer: CachedAnswer, now: number): boolean {
    const entry = answer as Entry;
    return this.#entries.get(entry.key) === entry && this.#current(entry, now, entry);
  }

  /**
   * Forgets every answer: the store just failed, and what it said before may no longer hold (a
   * dropped database, a restore). Until it answers again, every read goes to it and fails.
   */
  clear(): void {
    this.#entries.clear();
  }

  #current(entry: Entry, now: number, depends: ReadScope): boolean {
    return (
      entry.generation === this.#changes.generationOf(depends.topics, depends.scope) &&
      now >= entry.validFrom &&
      now < entry.validUntil &&
      performance.now() - entry.readAt < MAX_AGE_MS
    );
  }

  #read<T>(key: string, now: number, read: () => Promise<Fresh<T>>, depends: ReadScope): Promise<T> {
    const generation = this.#changes.generationOf(depends.topics, depends.scope);
    const entry: Entry = { ...depends, key, generation, validFrom: now, validUntil: Infinity, readAt: performance.now(), value: Promise.resolve() };
    const value = read().then((fresh) => {
      entry.validUntil = fresh.validUntil ?? Infinity;
      // A change committed while reading: the answer may predate it, so it is not kept.
      if (this.#changes.generationOf(depends.topics, depends.scope) !== generation) this.#drop(key, entry);
      const frozen = freeze(fresh.value);
      if (frozen !== null && typeof frozen === 'object') this.#entryOfValue.set(frozen, entry);
      return frozen;
    });
    entry.value = value;
    value.catch(() => this.#drop(key, entry));
    if (!this.#entries.has(key) && this.#entries.size >= MAX_ENTRIES) this.#entries.delete(this.#entries.keys().next().value!);
    this.#entries.set(key, entry);
    return value;
  }

  #drop(key: string, entry: Entry): void {
    if (this.#entries.get(key) === entry) this.#entries.delete(key);
  }
}

const caches = new WeakMap<Database, ReadCache>();

/**
 * The read cache of a database, or null for a transaction's connection: reads inside a
 * transaction must see that transaction's own writes, so they always go to the store.
 */
export function readCacheOf(db: Queryable): ReadCache | null {
  if (!isDatabase(db)) return null;
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(changesOf(db)!);
    caches.set(db, cache);
  }
  return cache;
}

