import { openDatabase } from '../../server/db/open-database.ts';

export interface SeatCheck {
  seats: number;
  /** Seats of live holds and paid bookings in the bookings table. */
  taken: number;
  holds: number;
  /** What the seat ledger says is held. */
  ledgerHeld: number;
}

/**
 * Reads the store after the server stopped (PGlite allows one process at a time): how many seats
 * the contested slot's bookings take, against its capacity.
 */
export async function checkSeats(store: { databaseUrl?: string; dataDir: string }, seatingId: number, date: string): Promise<SeatCheck> {
  const db = await openDatabase(store);
  try {
    const seats = await db.query<{ seats: number }>('select a.seats from seatings s join areas a on a.id = s.area_id where s.id = $1', [seatingId]);
    const taken = await db.query<{ taken: number; holds: number }>(
      `select coalesce(sum(pax), 0)::int as taken, count(*)::int as holds from bookings
       where seating_id = $1 and booking_date = $2 and status <> 'cancelled' and not seats_released`,
      [seatingId, date],
    );
    const ledger = await db.query<{ held: number }>(
      `select max(m.seated) as held from seatings s join timeslots t on t.id = s.timeslot_id
       join area_evenings e on e.area_id = s.area_id and e.booking_date = $2
       join seat_moments m on m.area_id = s.area_id and m.booking_date = $2 and m.minute >= t.minute and m.minute < t.minute + e.dining_minutes
       where s.id = $1`,
      [seatingId, date],
    );
    return {
      seats: seats.rows[0]?.seats ?? 0,
      taken: taken.rows[0]!.taken,
      holds: taken.rows[0]!.holds,
      ledgerHeld: ledger.rows[0]?.held ?? 0,
    };
  } finally {
    await db.close();
  }
}
