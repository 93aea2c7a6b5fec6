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

/** Embedded PostgreSQL: `dataDir` undefined means in memory (tests). */
export async function openPglite(dataDir?: string): Promise<Database> {
  const db = await PGlite.create(dataDir, { parsers: { [DATE_OID]: (value: string) => value } });
  const direct = wrap(db);
  return {
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
