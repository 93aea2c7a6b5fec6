import type { Queryable } from '../db/database.ts';

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
 * Locks the slot's ledger row for the rest of the transaction (creating it with the seating's
 * seats on first use) and gives back the seats of holds that expired by `now`.
 */
export async function lockSlot(tx: Queryable, slot: SlotRef, now: Date): Promise<LockedSlot> {
  await tx.query(
    `insert into slot_occupancy (seating_id, booking_date, held, capacity)
     select id, $2, 0, seats from seatings where id = $1
     on conflict (seating_id, booking_date) do nothing`,
    [slot.seatingId, slot.date],
  );
  const locked = await tx.query<LockedSlot>(
    'select held, capacity from slot_occupancy where seating_id = $1 and booking_date = $2 for update',
    [slot.seatingId, slot.date],
  );
  if (locked.rows.length === 0) throw new Error(`seating ${slot.seatingId} does not exist`);
  const released = await tx.query<{ seats: number }>(
    `with expired as (
       update bookings set seats_released = true
       where seating_id = $1 and booking_date = $2 and status = 'hold'
         and not seats_released and hold_expires_at <= $3
       returning pax
     )
     select coalesce(sum(pax), 0)::int as seats from expired`,
    [slot.seatingId, slot.date, now],
  );
  const freed = released.rows[0]!.seats;
  if (freed === 0) return locked.rows[0]!;
  const updated = await tx.query<LockedSlot>(
    `update slot_occupancy set held = held - $3
     where seating_id = $1 and booking_date = $2 returning held, capacity`,
    [slot.seatingId, slot.date, freed],
  );
  return updated.rows[0]!;
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
}
