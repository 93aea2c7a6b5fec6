import type { Queryable } from '../db/database.ts';

/** One booking's audit trail (rows written by server/staff/audit.ts, the one writer), oldest first. */
export interface BookingAuditRow {
  at: Date;
  actor: string;
  action: string;
  before: unknown;
  after: unknown;
  note: string;
}

export async function auditOfBooking(db: Queryable, bookingId: number): Promise<BookingAuditRow[]> {
  const { rows } = await db.query<BookingAuditRow>(
    'select at, actor, action, before, after, note from audit_log where booking_id = $1 order by at, id',
    [bookingId],
  );
  return rows;
}
