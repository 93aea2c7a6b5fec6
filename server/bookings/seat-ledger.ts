import type { Queryable } from '../db/database.ts';
import { cacheChanged } from '../cache/cache-topics.ts';

/**
 * The seat ledger: slot_occupancy holds, per seating and date, the seats taken by holds and paid
 * bookings. Every change happens with the row locked (select ... for update), and the table's
 * check constraint (held <= capacity) refuses any transaction that would overbook, whatever the
 * code above does. Reads of availability do not use it; they count bookings directly.
 */
export interface SlotRef {
  seatingId: number;
  date: string;
}

export interface LockedSlot {
  held: number;
  capacity: number;
}

/**
 * Whether the slot surely cannot take `pax` more seats, read without the lock: no hold waits to
 * give seats back and the seats are taken. Once a popular slot is full, most guests asking for it
 * are refused here without queueing for the lock. A "yes" may be a moment old, which can only
 * refuse a guest who raced a release (as losing the race for the lock would); it never lets a
 * hold through, so holds are still decided under the lock alone.
 */
export async function surelyFull(db: Queryable, slot: SlotRef, now: Date, pax: number, exclusive: boolean): Promise<boolean> {
  const { rows } = await db.query<{ held: number; capacity: number; releasing: boolean }>(
    `select o.held, o.capacity, exists (
       select 1 from bookings
       where seating_id = $1 and booking_date = $2 and status = 'hold' and not seats_released and hold_expires_at <= $3
     ) as releasing
     from slot_occupancy o where o.seating_id = $1 and o.booking_date = $2`,
    [slot.seatingId, slot.date, now],
  );
  const row = rows[0];
  if (!row || row.releasing) return false;
  return exclusive ? row.held > 0 || pax > row.capacity : row.capacity - row.held < pax;
}

/**
 * Locks the slot's ledger row for the rest of the transaction and gives back the seats of holds
 * that expired by `now`, in one statement (it runs under contention for the last seats, so each
 * round trip under the lock counts). The row is created with the seating's seats on first use.
 */
export async function lockSlot(tx: Queryable, slot: SlotRef, now: Date): Promise<LockedSlot> {
  const params = [slot.seatingId, slot.date, now];
  // Marking holds released and subtracting their seats happen in the same statement, and only
  // where the ledger row exists, so the two can never disagree.
  const sweepAndLock = `
    with expired as (
      update bookings set seats_released = true
      where seating_id = $1 and booking_date = $2 and status = 'hold'
        and not seats_released and hold_expires_at <= $3
        and exists (select 1 from slot_occupancy where seating_id = $1 and booking_date = $2)
      returning pax
    )
    update slot_occupancy set held = held - (select coalesce(sum(pax), 0)::int from expired)
    where seating_id = $1 and booking_date = $2
    returning held, capacity`;
  const locked = await tx.query<LockedSlot>(sweepAndLock, params);
  if (locked.rows[0]) return locked.rows[0];
  await tx.query(
    `insert into slot_occupancy (seating_id, booking_date, held, capacity)
     select id, $2, 0, seats from seatings where id = $1
     on conflict (seating_id, booking_date) do nothing`,
    [slot.seatingId, slot.date],
  );
  const created = await tx.query<LockedSlot>(sweepAndLock, params);
  if (!created.rows[0]) throw new Error(`seating ${slot.seatingId} does not exist`);
  return created.rows[0];
}

/**
 * Takes `pax` seats of a slot locked by lockSlot in the same transaction. An exclusive seating
 * (the private room) goes whole to one party. Answers false, changing nothing, when they are
 * not free.
 */
export async function takeSeats(
  tx: Queryable,
  slot: SlotRef,
  locked: LockedSlot,
  pax: number,
  exclusive: boolean,
): Promise<boolean> {
  if (exclusive ? locked.held > 0 : locked.capacity - locked.held < pax) return false;
  await tx.query('update slot_occupancy set held = held + $3 where seating_id = $1 and booking_date = $2', [
    slot.seatingId,
    slot.date,
    pax,
  ]);
  return true;
}

/**
 * takeSeats and, in the same statement (one round trip less while the row is locked), `insert`:
 * an `insert ... select ... from taken` whose own parameters start at $4. It only writes when
 * the seats were taken. Answers false, changing nothing, when they are not free, else the rows
 * the insert returned; the caller must roll back when it needs a row and got none.
 */
export async function takeSeatsAndInsert<Row>(
  tx: Queryable,
  slot: SlotRef,
  locked: LockedSlot,
  pax: number,
  exclusive: boolean,
  insert: string,
  params: unknown[],
): Promise<Row[] | false> {
  if (exclusive ? locked.held > 0 : locked.capacity - locked.held < pax) return false;
  const { rows } = await tx.query<Row>(
    `with taken as (
       update slot_occupancy set held = held + $3 where seating_id = $1 and booking_date = $2 returning 1
     )
     ${insert}`,
    [slot.seatingId, slot.date, pax, ...params],
  );
  return rows;
}

/** Gives seats back (a cancelled booking); the slot must be locked in this transaction. */
export async function releaseSeats(tx: Queryable, slot: SlotRef, pax: number): Promise<void> {
  await tx.query('update slot_occupancy set held = greatest(held - $3, 0) where seating_id = $1 and booking_date = $2', [
    slot.seatingId,
    slot.date,
    pax,
  ]);
}

/** A new seat count for a seating applies to every date, but never below what is already held. */
export async function setSeatingCapacity(tx: Queryable, seatingId: number, seats: number): Promise<void> {
  await tx.query('update seatings set seats = $2 where id = $1', [seatingId, seats]);
  await tx.query('update slot_occupancy set capacity = greatest($2, held) where seating_id = $1', [seatingId, seats]);
  await cacheChanged(tx, ['seatings']);
}
