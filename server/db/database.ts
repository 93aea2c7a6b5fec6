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
}

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /** Runs `work` in one transaction; rolls back if it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export const DATE_OID = 1082;
