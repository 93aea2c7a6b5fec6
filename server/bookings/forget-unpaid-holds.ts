import type { Queryable } from '../db/database.ts';

/**
 * Deletes holds no payment ever reached (a late payment keeps its booking for the refund) that ended
 * before `endedBefore` and whose seats the ledger gave back or whose evening is past, so the ledger
 * never counts a ghost. Idempotent: instances sharing a database may run it together.
 */
export async function forgetUnpaidHolds(db: Queryable, endedBefore: Date): Promise<number> {
  const { rowCount } = await db.query(
    `with gone as (
       select b.id from bookings b
       where b.status = 'hold' and b.hold_expires_at < $1 and (b.seats_released or b.booking_date < $1::date)
         and not exists (select 1 from transactions t where t.booking_id = b.id)
     ), attempts as (delete from payment_attempts where booking_id in (select id from gone))
     delete from bookings where id in (select id from gone)`,
    [endedBefore],
  );
  return rowCount;
}
