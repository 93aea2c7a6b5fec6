import type { Database, Queryable, QueryResult } from '../db/database.ts';

/**
 * Tables whose writes cannot change a cached read (availability, settings). Any other table
 * written, including one added later, counts as a change: a forgotten table costs a cache miss,
 * never a stale answer.
 */
const UNRELATED_TABLES = new Set([
  'sessions',
  'session_contacts',
  'otp_codes',
  'customers',
  'countries',
  'booking_requests',
  'contact_messages',
  'faqs',
  'outbox',
  'slot_occupancy',
  'payment_attempts',
  'payment_events',
  'transactions',
  'demo_gateway_orders',
  'rate_events',
]);

/** Words that follow a write verb without naming a table ("on conflict do update set", "for update of"). */
const NOT_TABLES = new Set(['set', 'of', 'skip', 'nowait']);
const WRITE = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|merge\s+into|alter\s+table|drop\s+table)\s+(?:only\s+)?"?([a-z_][a-z0-9_]*)/gi;

/** The tables a statement writes that cached reads may depend on (none for reads and unrelated writes). */
export function cachedTablesWritten(sql: string): string[] {
  const tables: string[] = [];
  for (const match of sql.matchAll(WRITE)) {
    const table = match[1]!.toLowerCase();
    if (!NOT_TABLES.has(table) && !UNRELATED_TABLES.has(table)) tables.push(table);
  }
  return tables;
}

/** Whether a statement may change what a cached read answered. */
export function changesCachedReads(sql: string): boolean {
  return cachedTablesWritten(sql).length > 0;
}

/** Counts committed changes to the tables cached reads depend on. */
export interface WriteWatch {
  /** Moves on after every committed change; a read that began at another generation is not stored. */
  readonly generation: number;
  /**
   * Moves on after every committed change to one of `tables` (and after any script, whose
   * tables are unknown). Lets a read of rarely written tables (settings, seatings) outlive the
   * holds that keep bumping `generation`.
   */
  generationOf(tables: readonly string[]): number;
}

interface Counters extends WriteWatch {
  generation: number;
  scripts: number;
  byTable: Map<string, number>;
}

const watches = new WeakMap<Database, Counters>();

/**
 * Watches every write made through `db`, whoever makes it (holds, payments, cancellations, the
 * ledger, admin edits, tests writing straight to the store), by wrapping the database object's
 * own methods once. A statement outside a transaction counts when it finishes; one inside a
 * transaction counts when the transaction commits (a rollback changed nothing). So a read that
 * overlapped a change never gets stored.
 *
 * Writes from other processes sharing a PostgreSQL database are not seen here; the read cache
 * bounds that staleness with a short maximum age.
 */
export function watchWrites(db: Database): WriteWatch {
  const existing = watches.get(db);
  if (existing) return existing;
  const watch: Counters = {
    generation: 0,
    scripts: 0,
    byTable: new Map(),
    generationOf(tables) {
      // A sum of counters that only grow moves on whenever any of them does.
      let sum = this.scripts;
      for (const table of tables) sum += this.byTable.get(table) ?? 0;
      return sum;
    },
  };
  watches.set(db, watch);
  const changed = (tables: Iterable<string> | 'script') => {
    watch.generation += 1;
    if (tables === 'script') watch.scripts += 1;
    else for (const table of tables) watch.byTable.set(table, (watch.byTable.get(table) ?? 0) + 1);
  };

  const query = db.query.bind(db);
  const exec = db.exec.bind(db);
  const transaction = db.transaction.bind(db);
  db.query = async <Row>(sql: string, params?: unknown[]): Promise<QueryResult<Row>> => {
    try {
      return await query<Row>(sql, params);
    } finally {
      const tables = cachedTablesWritten(sql);
      if (tables.length > 0) changed(tables);
    }
  };
  db.exec = async (sql: string): Promise<void> => {
    try {
      await exec(sql);
    } finally {
      changed('script');
    }
  };
  db.transaction = async <T>(work: (tx: Queryable) => Promise<T>): Promise<T> => {
    const written = new Set<string>();
    let script = false;
    const result = await transaction((tx) =>
      work({
        query: <Row>(sql: string, params?: unknown[]) => {
          for (const table of cachedTablesWritten(sql)) written.add(table);
          return tx.query<Row>(sql, params);
        },
        exec: (sql: string) => {
          script = true;
          return tx.exec(sql);
        },
      }),
    );
    if (script) changed('script');
    else if (written.size > 0) changed(written);
    return result;
  };
  return watch;
}
