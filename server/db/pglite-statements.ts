import { parse, protocol, type PGlite } from '@electric-sql/pglite';
import { MAX_PREPARED_TEXTS, type QueryResult } from './database.ts';

type BackendMessage = Awaited<ReturnType<PGlite['execProtocol']>>['messages'][number];

interface Prepared {
  name: string;
  paramTypes: number[];
  /** The statement's RowDescription (none for a statement that returns no rows). */
  rowDescription: BackendMessage[];
}

const { serialize } = protocol;

function joined(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's query() plans every statement afresh, and planning is most of a hold's time there; a named
 * statement keeps its plan and each run is one Bind, Execute and Sync. `run` must be called while the
 * caller holds PGlite's query lock (pglite-database.ts).
 */
export function preparedStatements(client: PGlite, limit = MAX_PREPARED_TEXTS) {
  const prepared = new Map<string, Prepared>();
  let named = 0;

  async function prepare(sql: string): Promise<Prepared> {
    named += 1;
    const name = `tb_${named}`;
    const { messages } = await client.execProtocol(
      joined([serialize.parse({ name, text: sql }), serialize.describe({ type: 'S', name }), serialize.sync()]),
      { syncToFs: false },
    );
    const parameters = messages.find((message) => message.name === 'parameterDescription') as { dataTypeIDs: number[] } | undefined;
    const statement = { name, paramTypes: parameters?.dataTypeIDs ?? [], rowDescription: messages.filter((message) => message.name === 'rowDescription') };
    prepared.set(sql, statement);
    return statement;
  }

  async function execute<Row>(statement: Prepared, params: unknown[]): Promise<QueryResult<Row>> {
    const values = params.map((param, index) => {
      if (param === null || param === undefined) return null;
      const serializer = client.serializers[statement.paramTypes[index] ?? 0];
      return serializer ? serializer(param) : String(param);
    });
    const { messages } = await client.execProtocol(
      joined([serialize.bind({ statement: statement.name, values }), serialize.execute({}), serialize.sync()]),
      { syncToFs: false },
    );
    const [result] = parse.parseResults([...statement.rowDescription, ...messages], client.parsers);
    const rows = (result?.rows ?? []) as Row[];
    return { rows, rowCount: result?.affectedRows ?? rows.length };
  }

  return {
    /** Whether `sql` runs as a prepared statement (else the caller uses PGlite's query()). */
    handles: (sql: string) => prepared.has(sql) || prepared.size < limit,
    /** `outsideTransaction`: a refused run changed nothing, so it may be tried again. */
    async run<Row>(sql: string, params: unknown[], outsideTransaction: boolean): Promise<QueryResult<Row>> {
      const statement = prepared.get(sql) ?? (await prepare(sql));
      try {
        return await execute<Row>(statement, params);
      } catch (error) {
        // A change of schema changed what the statement returns: it is prepared again.
        if ((error as { code?: string }).code !== '0A000') throw error;
        prepared.delete(sql);
        await client.execProtocol(joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]), { syncToFs: false });
        if (!outsideTransaction) throw error;
        return execute<Row>(await prepare(sql), params);
      }
    },
  };
}
