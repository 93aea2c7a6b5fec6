import { firstFit, type SeatRun } from '../../api-client/rules/seat-numbers.ts';
import type { Queryable } from '../db/database.ts';
import type { SlotRef } from './seat-ledger.ts';

/** A slot's evening as seat numbers see it: its seats, and the runs of parties whose dinners overlap it. */
export interface SeatMap {
  seats: number;
  exclusive: boolean;
  taken: SeatRun[];
}

/**
 * The seat runs of the parties holding seats during a dinner at this slot (the evening locked by the
 * caller), leaving out `exceptId` (the party being placed). Holds given back hold no numbers.
 */
export async function seatMap(tx: Queryable, slot: SlotRef, exceptId: number | null = null): Promise<SeatMap> {
  const { rows } = await tx.query<{ seats: number; exclusive: boolean; runs: SeatRun[] | null }>(
    `select e.seats, a.exclusive, (
       select json_agg(json_build_object('first', b.first_seat, 'pax', b.pax))
       from bookings b join seatings bs on bs.id = b.seating_id join timeslots bt on bt.id = bs.timeslot_id
       where bs.area_id = s.area_id and b.booking_date = $2 and b.status <> 'cancelled' and not b.seats_released
         and b.first_seat is not null and b.id <> coalesce($3::int, 0)
         and bt.minute < t.minute + e.dining_minutes and t.minute < bt.minute + e.dining_minutes
     ) as runs
     from seatings s join timeslots t on t.id = s.timeslot_id join areas a on a.id = s.area_id
     join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
     where s.id = $1`,
    [slot.seatingId, slot.date, exceptId],
  );
  const row = rows[0];
  return { seats: row?.seats ?? 0, exclusive: row?.exclusive ?? true, taken: row?.runs ?? [] };
}

/**
 * The first seat for a party taking seats at a locked slot: its own seats when still free, else the
 * first run of adjacent free seats; null in an exclusive area or when no run is long enough.
 */
export async function seatFor(tx: Queryable, slot: SlotRef, pax: number, party: { id?: number; preferred?: number | null } = {}): Promise<number | null> {
  const map = await seatMap(tx, slot, party.id ?? null);
  if (map.exclusive) return null;
  return firstFit(map.seats, map.taken, pax, party.preferred);
}

/** Gives a booking already in its slot the seats seatFor finds (after a move or a late payment). */
export async function reseat(tx: Queryable, bookingId: number, slot: SlotRef, pax: number, preferred: number | null): Promise<void> {
  const first = await seatFor(tx, slot, pax, { id: bookingId, preferred });
  await tx.query('update bookings set first_seat = $2 where id = $1', [bookingId, first]);
}
