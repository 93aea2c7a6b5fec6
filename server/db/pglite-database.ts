import { PGlite } from '@electric-sql/pglite';
import { DATE_OID, type Database, type Queryable, type QueryResult } from './database.ts';

type PgliteLike = Pick<PGlite, 'query' | 'exec'>;

function wrap(client: PgliteLike): Queryable {
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      const result = await client.query<Row>(sql, params);
      return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
    },
    async exec(sql: string): Promise<void> {
      await client.exec(sql);
    },
  };
}

export interface EmbeddedDatabase extends Database {
  /** The whole data folder as a tarball: a copy to start other databases from (tests). */
  dump(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL: `dataDir` undefined means in memory (tests); `copyOf`, a dump of another
 * embedded database, starts it from that copy instead of an empty cluster (much faster than initdb).
 */
export async function openPglite(dataDir?: string, copyOf?: Blob): Promise<EmbeddedDatabase> {
  const db = await PGlite.create(dataDir, { parsers: { [DATE_OID]: (value: string) => value }, ...(copyOf ? { loadDataDir: copyOf } : {}) });
  const direct = wrap(db);
  return {
    dump: () => db.dumpDataDir('none'),
    kind: 'pglite',
    query: direct.query,
    exec: direct.exec,
    // PGlite has a single connection; its transaction() holds it exclusively, which also
    // serialises concurrent holds exactly as row locks do on a server.
    transaction: async (work) => {
      const committed: Array<() => void> = [];
      const result = await db.transaction((tx) => work({ ...wrap(tx), afterCommit: (callback) => committed.push(callback) }));
      for (const callback of committed) callback();
      return result;
    },
    close: () => db.close(),
  };
}
