import type { Queryable } from '../db/database.ts';

/** The deposit a party made larger still owes, asked by a payment link (table booking_topups). */
export interface Topup {
  id: number;
  booking_id: number;
  /** The party the booking's deposit paid for: the booking goes back to it if the link is not paid. */
  pax_before: number;
  pax_after: number;
  amount_fen: number;
  link_hash: string;
  status: 'open' | 'paid' | 'expired' | 'cancelled' | 'replaced';
  created_at: Date;
  expires_at: Date;
}

const COLUMNS = 'id, booking_id, pax_before, pax_after, amount_fen, link_hash, status, created_at, expires_at';

/** The booking's top-up still to pay, if any (at most one is open). */
export async function openTopup(db: Queryable, bookingId: number): Promise<Topup | null> {
  const { rows } = await db.query<Topup>(`select ${COLUMNS} from booking_topups where booking_id = $1 and status = 'open'`, [bookingId]);
  return rows[0] ?? null;
}

export async function findTopup(db: Queryable, id: number): Promise<Topup | null> {
  const { rows } = await db.query<Topup>(`select ${COLUMNS} from booking_topups where id = $1`, [id]);
  return rows[0] ?? null;
}

export async function insertTopup(db: Queryable, topup: Omit<Topup, 'id' | 'status'>): Promise<Topup> {
  const { rows } = await db.query<Topup>(
    `insert into booking_topups (booking_id, pax_before, pax_after, amount_fen, link_hash, created_at, expires_at)
     values ($1, $2, $3, $4, $5, $6, $7) returning ${COLUMNS}`,
    [topup.booking_id, topup.pax_before, topup.pax_after, topup.amount_fen, topup.link_hash, topup.created_at, topup.expires_at],
  );
  return rows[0]!;
}

/** Ends an open top-up (paid, or no longer wanted); false when it was not open any more. */
export async function endTopup(db: Queryable, id: number, status: Exclude<Topup['status'], 'open'>, now: Date): Promise<boolean> {
  const { rowCount } = await db.query("update booking_topups set status = $2, settled_at = $3 where id = $1 and status = 'open'", [id, status, now]);
  return rowCount > 0;
}

/** Open top-ups whose link ran out, oldest first. */
export async function dueTopups(db: Queryable, now: Date): Promise<Array<Topup & { code: string }>> {
  const { rows } = await db.query<Topup & { code: string }>(
    `select t.${COLUMNS.split(', ').join(', t.')}, b.code from booking_topups t join bookings b on b.id = t.booking_id
     where t.status = 'open' and t.expires_at <= $1 order by t.expires_at, t.id`,
    [now],
  );
  return rows;
}
