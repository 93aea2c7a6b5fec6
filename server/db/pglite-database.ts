import { PGlite, type Transaction } from '@electric-sql/pglite';
import { DATE_OID, type Database, type Queryable, type QueryResult } from './database.ts';
import { preparedStatements } from './pglite-statements.ts';

type Statements = ReturnType<typeof preparedStatements>;

/**
 * Queries through prepared statements, under PGlite's own locks: outside a transaction as its
 * query() takes them (no transaction may be under way), inside one only the query lock, as its
 * transaction's query() does. exec (statements without parameters) stays PGlite's.
 */
function wrap(client: PGlite, statements: Statements, own: Pick<Transaction, 'query' | 'exec'>, inTransaction: boolean): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      if (!statements.handles(sql)) {
        const result = await own.query<Row>(sql, params);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      }
      if (inTransaction) return client._runExclusiveQuery(() => statements.run<Row>(sql, params, false));
      return client._runExclusiveTransaction(() =>
        client._runExclusiveQuery(async () => {
          const result = await statements.run<Row>(sql, params, true);
          await client.syncToFs();
          return result;
        }),
      );
    },
    async exec(sql: string): Promise<void> {
      await own.exec(sql);
    },
  };
}

export interface EmbeddedDatabase extends Database {
  /** The whole data folder as a tarball: a copy to start other databases from (tests), or a backup (gzip). */
  dump(compression?: 'none' | 'gzip'): Promise<Blob>;
  /**
   * Closes the database once the calls under way have finished (new ones wait), lets `swap`
   * change its data folder, and opens that folder again. If `swap` or the reopening fails,
   * `undo` puts the folder back and the old one is opened again, and the error is thrown.
   */
  replaceFolder(swap: (dataDir: string) => Promise<{ undo(): Promise<void> }>): Promise<void>;
}

/**
 * PostgreSQL's shared buffers inside the embedded database: PGlite's default is filled at start
 * and stays resident. A restaurant's data is small and its files stay in the system's page cache
 * besides, so a quarter of the default costs no speed and keeps the server's memory down.
 */
const START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'];

/** How long a restore waits for the calls under way to finish before it gives up. */
const DRAIN_TIMEOUT_MS = 15_000;

/** The calls under way, so a restore can wait for them, and hold new ones back while it replaces the folder. */
class CallGate {
  private running = 0;
  private drained: (() => void) | null = null;
  private replacing: Promise<void> | null = null;

  async through<T>(work: () => Promise<T>): Promise<T> {
    while (this.replacing) await this.replacing;
    this.running += 1;
    try {
      return await work();
    } finally {
      this.running -= 1;
      if (this.running === 0) this.drained?.();
    }
  }

  /** Runs `work` once the calls under way are done, new calls waiting until it is. */
  async alone(work: () => Promise<void>): Promise<void> {
    while (this.replacing) await this.replacing;
    let done!: () => void;
    this.replacing = new Promise((resolve) => (done = resolve));
    try {
      await this.waitForCalls();
      await work();
    } finally {
      this.replacing = null;
      done();
    }
  }

  private async waitForCalls(): Promise<void> {
    if (this.running === 0) return;
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('the database stayed busy; nothing was changed, try again')), DRAIN_TIMEOUT_MS);
      this.drained = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      this.drained = null;
    });
  }
}

/**
 * Embedded PostgreSQL: `dataDir` undefined means in memory (tests); `copyOf`, a dump of another
 * embedded database, starts it from that copy instead of an empty cluster (much faster than initdb).
 */
export async function openPglite(dataDir?: string, copyOf?: Blob): Promise<EmbeddedDatabase> {
  const open = (from?: Blob) =>
    PGlite.create(dataDir, { parsers: { [DATE_OID]: (value: string) => value }, startParams: START_PARAMS, ...(from ? { loadDataDir: from } : {}) });
  let db = await open(copyOf);
  // Prepared statements live in the database's session: a reopened database starts without them.
  let statements = preparedStatements(db);
  const reopen = async () => {
    db = await open();
    statements = preparedStatements(db);
  };
  const gate = new CallGate();
  const guarded = <T>(work: (client: PGlite) => Promise<T>) => gate.through(() => work(db));

  const self: EmbeddedDatabase = {
    dump: (compression = 'none') =>
      guarded(async (client) => {
        // Written out first, so the copy needs no recovery on load; the WAL in it covers the rest.
        await client.exec('checkpoint');
        return client.dumpDataDir(compression);
      }),
    kind: 'pglite',
    query: (sql, params) => guarded((client) => wrap(client, statements, client, false).query(sql, params)),
    exec: (sql) => guarded((client) => wrap(client, statements, client, false).exec(sql)),
    // PGlite has a single connection; its transaction() holds it exclusively, which also
    // serialises concurrent holds exactly as row locks do on a server.
    transaction: async (work) => {
      const committed: Array<() => void> = [];
      const result = await guarded((client) => client.transaction((tx) => work({ ...wrap(client, statements, tx, true), afterCommit: (callback) => committed.push(callback), database: self })));
      for (const callback of committed) callback();
      return result;
    },
    replaceFolder: async (swap) => {
      if (!dataDir) throw new Error('an in-memory database has no folder to replace');
      await gate.alone(async () => {
        await db.close();
        const { undo } = await swap(dataDir).catch(async (error: unknown) => {
          await reopen();
          throw error;
        });
        try {
          await reopen();
        } catch (error) {
          await undo();
          await reopen();
          throw error;
        }
      });
    },
    close: () => db.close(),
  };
  return self;
}
