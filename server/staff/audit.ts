import type { Queryable } from '../db/database.ts';

export interface AuditEntry {
  /** A staff member's e-mail, 'admin-token' or 'system'. */
  actor: string;
  action: string;
  bookingId?: number | null;
  /** Kept beside the id, so the row still reads once an unpaid hold it names is deleted. */
  bookingCode?: string | null;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/** Records one change in the caller's transaction, so the entry exists exactly when the change does. */
export async function recordAudit(tx: Queryable, entry: AuditEntry, now: Date): Promise<void> {
  await tx.query(
    'insert into audit_log (actor, at, action, booking_id, booking_code, before, after, note) values ($1, $2, $3, $4, $5, $6, $7, $8)',
    [
      entry.actor,
      now,
      entry.action,
      entry.bookingId ?? null,
      entry.bookingCode ?? null,
      entry.before === undefined ? null : JSON.stringify(entry.before),
      entry.after === undefined ? null : JSON.stringify(entry.after),
      entry.note ?? '',
    ],
  );
}

export interface AuditRow {
  id: number;
  actor: string;
  at: string;
  action: string;
  booking_id: number | null;
  before: unknown;
  after: unknown;
  note: string;
}

export async function readAudit(db: Queryable, limit: number, beforeId?: number): Promise<AuditRow[]> {
  const { rows } = await db.query<AuditRow & { at: Date | string; id: string | number }>(
    `select id, actor, at, action, booking_id, before, after, note from audit_log
     where ($2::bigint is null or id < $2) order by id desc limit $1`,
    [limit, beforeId ?? null],
  );
  return rows.map((row) => ({ ...row, id: Number(row.id), at: new Date(row.at).toISOString() }));
}
