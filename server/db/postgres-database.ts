import pg from 'pg';
import { DATE_OID, MAX_PREPARED_TEXTS, type Database, type Queryable, type QueryResult } from './database.ts';

pg.types.setTypeParser(DATE_OID, (value: string) => value);

/**
 * Named statements are parsed once per connection and keep their plan; past `limit` texts the rest run
 * unnamed. A rolling upgrade's migration can change what a statement returns, and PostgreSQL then refuses
 * the old one: `changed` gives every text a new name.
 */
export function statementNames(limit = MAX_PREPARED_TEXTS) {
  let generation = 0;
  const names = new Map<string, string>();
  return {
    nameOf(sql: string): string | undefined {
      let name = names.get(sql);
      if (name === undefined && names.size < limit) {
        name = `tb_${generation}_${names.size + 1}`;
        names.set(sql, name);
      }
      return name;
    },
    changed(): void {
      generation += 1;
      names.clear();
    },
  };
}
type StatementNames = ReturnType<typeof statementNames>;
const CHANGED_RESULT = '0A000';

function wrap(client: pg.Pool | pg.PoolClient, names: StatementNames, inTransaction: boolean): Queryable {
  const run = async <Row>(sql: string, params: unknown[]) => {
    // A text without parameters goes as it always did (the simple protocol: several statements allowed).
    const name = params.length > 0 ? names.nameOf(sql) : undefined;
    const result = await client.query({ name, text: sql, values: params });
    return { rows: result.rows as Row[], rowCount: result.rowCount ?? 0 };
  };
  return {
    async query<Row>(sql: string, params: unknown[] = []): Promise<QueryResult<Row>> {
      try {
        return await run<Row>(sql, params);
      } catch (error) {
        if ((error as { code?: string }).code !== CHANGED_RESULT) throw error;
        names.changed();
        // Outside a transaction the refused run changed nothing and is run again under the new name.
        if (inTransaction) throw error;
        return run<Row>(sql, params);
      }
    },
    async exec(sql: string): Promise<void> {
      await client.query(sql);
    },
  };
}

export async function openPostgres(connectionString: string, max = 10): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max, connectionTimeoutMillis: 5000 });
  // An idle client that loses its server must not crash the process; the next query reconnects.
  pool.on('error', () => undefined);
  // Per database: a statement refused on this one says nothing of another's.
  const names = statementNames();
  const direct = wrap(pool, names, false);
  const self: Database = {
    kind: 'postgres',
    query: direct.query,
    exec: direct.exec,
    async transaction(work) {
      const client = await pool.connect();
      // The pool does not listen to a client it has lent out, and a connection lost then (the
      // database dropped, the server restarted) is an 'error' event that would end the process.
      // The failing query already tells the caller.
      const ignore = () => undefined;
      client.on('error', ignore);
      let broken: Error | undefined;
      const committed: Array<() => void> = [];
      try {
        await client.query('BEGIN');
        const result = await work({ ...wrap(client, names, true), afterCommit: (callback) => committed.push(callback), database: self });
        await client.query('COMMIT');
        for (const callback of committed) callback();
        return result;
      } catch (error) {
        // A client that cannot roll back may still be inside the transaction: closed, not reused.
        await client.query('ROLLBACK').catch((rollbackError: Error) => {
          broken = rollbackError;
        });
        throw error;
      } finally {
        client.off('error', ignore);
        client.release(broken);
      }
    },
    close: () => pool.end(),
    poolState: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    listen: (channel, onMessage, onGap) => listenOn(connectionString, channel, onMessage, onGap),
  };
  return self;
}

/** Waits before connecting again after the listening connection was lost. */
const RELISTEN_MS = 1_000;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it is
 * lost, it connects again after a pause, and reports a gap: notifications sent meanwhile are gone.
 */
async function listenOn(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: ReturnType<typeof setTimeout> | undefined;
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString, connectionTimeoutMillis: 5000 });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (client !== next || stopped) return;
      client = null;
      onGap();
      retry = setTimeout(() => void connect(), RELISTEN_MS);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    try {
      await next.connect();
      await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    } catch {
      lost();
      return;
    }
    if (stopped) await next.end().catch(() => undefined);
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => undefined);
  };
}
