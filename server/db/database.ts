/**
 * One small interface over PGlite (embedded) and PostgreSQL (pg), so that the repositories have
 * a single code path and a single SQL dialect. Dates (`date` columns) come back as 'YYYY-MM-DD'
 * strings on both, because the restaurant's dates must never shift with the server's time zone.
 */
export interface QueryResult<Row> {
  rows: Row[];
  rowCount: number;
}

export interface Queryable {
  query<Row = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<Row>>;
  /** Runs a script of several statements without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Present on a transaction's connection: runs `callback` once the transaction has committed. */
  afterCommit?(callback: () => void): void;
  /** Present on a transaction's connection: the database it belongs to. */
  readonly database?: Database;
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** PostgreSQL only: the connection pool's connections now (for /metrics). */
  poolState?(): { total: number; idle: number; waiting: number };
  /**
   * PostgreSQL only: calls `onMessage` with each payload NOTIFY sends on `channel` by any
   * connection, over a connection of its own that comes back after a loss; `onGap` when
   * messages may have been missed (that connection was down). Resolves to a stop function.
   */
  listen?(channel: string, onMessage: (payload: string) => void, onGap: () => void): Promise<() => Promise<void>>;
}

export const DATE_OID = 1082;

/**
 * Statement texts a database keeps prepared. The code has far fewer; texts built from a guest's
 * input (which fields an update sets) must not grow a connection's memory without end. Beyond
 * it, a text is planned each time it runs.
 */
export const MAX_PREPARED_TEXTS = 1000;
