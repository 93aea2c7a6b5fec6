import { guestName } from '../../api-client/rules/guest-name.ts';
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
  booking_code: string | null;
  guest: string | null;
  before: unknown;
  after: unknown;
  note: string;
}

export interface AuditFilter {
  limit: number;
  before?: number;
  booking?: string;
  actor?: string;
  /** YYYY-MM-DD, a day in Shanghai. */
  day?: string;
}

type AuditQueryRow = Omit<AuditRow, 'guest' | 'at' | 'id'> & { id: string | number; at: Date | string; first_name: string | null; last_name: string | null };

/** The audit newest first, each entry with its booking's code and guest, narrowed by booking, member and day. */
export async function readAudit(db: Queryable, filter: AuditFilter): Promise<AuditRow[]> {
  // Shanghai keeps UTC+8 all year: a day there is this instant and the next 24 hours.
  const from = filter.day ? new Date(`${filter.day}T00:00:00+08:00`) : null;
  const until = from ? new Date(from.getTime() + 86_400_000) : null;
  const { rows } = await db.query<AuditQueryRow>(
    `select l.id, l.actor, l.at, l.action, l.booking_id, coalesce(l.booking_code, b.code) as booking_code,
            c.first_name, c.last_name, l.before, l.after, l.note
     from audit_log l
     left join bookings b on b.id = l.booking_id
     left join customers c on c.id = b.customer_id
     where ($2::bigint is null or l.id < $2)
       and ($3::text is null or coalesce(l.booking_code, b.code) = $3)
       and ($4::text is null or lower(l.actor) = $4)
       and ($5::timestamptz is null or (l.at >= $5 and l.at < $6))
     order by l.id desc limit $1`,
    [filter.limit, filter.before ?? null, filter.booking ?? null, filter.actor ?? null, from, until],
  );
  return rows.map(({ first_name, last_name, ...row }) => ({
    ...row,
    id: Number(row.id),
    at: new Date(row.at).toISOString(),
    guest: row.booking_code === null ? null : guestName(first_name, last_name),
  }));
}
