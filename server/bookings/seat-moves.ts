import type { Queryable } from '../db/database.ts';
import { lockSlot, releaseSeats, takeSeats, type SlotRef } from './seat-ledger.ts';

/**
 * The staff actions' only door to the seat ledger (server/bookings/seat-ledger.ts): lock the
 * evenings an action touches, give a booking's seats back, take seats for one. Evenings are
 * locked in one order (date, then area), so two actions never wait for each other in a circle.
 */
export async function lockSlots(tx: Queryable, slots: SlotRef[], now: Date): Promise<void> {
  const { rows } = await tx.query<{ id: number; area_id: number }>('select id, area_id from seatings where id = any($1::int[])', [
    slots.map((slot) => slot.seatingId),
  ]);
  const areaOf = new Map(rows.map((row) => [row.id, row.area_id]));
  const ordered = [...slots].sort((a, b) => a.date.localeCompare(b.date) || (areaOf.get(a.seatingId) ?? 0) - (areaOf.get(b.seatingId) ?? 0));
  for (const slot of ordered) await lockSlot(tx, slot, now);
}

/** Gives a booking's seats back (its slot locked by lockSlots); the transition announces it. */
export async function giveBack(tx: Queryable, slot: SlotRef, pax: number): Promise<void> {
  await releaseSeats(tx, slot, pax);
}

/**
 * Takes seats in a locked slot for its whole dinner, read afresh (seats given back a moment ago
 * in the same evening count as free); false, changing nothing, when they are not free.
 */
export async function take(tx: Queryable, slot: SlotRef, pax: number, exclusive: boolean, now: Date): Promise<boolean> {
  const locked = await lockSlot(tx, slot, now);
  return pax <= locked.capacity && (await takeSeats(tx, slot, locked, pax, exclusive));
}
