import { readCacheOf } from '../cache/read-cache.ts';
import type { Queryable } from '../db/database.ts';

/**
 * What the restaurant changed for single evenings: an area's seats (a buy-out, a staff night) and
 * seatings closed on one date. Short lists, edited rarely: kept in the read cache until a change
 * to the seatings commits.
 */
export interface EveningChanges {
  /** `${areaId}|${date}` -> that evening's seats. */
  seats: ReadonlyMap<string, number>;
  /** `${seatingId}|${date}` of each seating closed on that date. */
  closedSeatings: ReadonlySet<string>;
}

export const eveningKey = (id: number, date: string) => `${id}|${date}`;

export async function eveningChanges(db: Queryable): Promise<EveningChanges> {
  const read = async () => {
    const [seats, closed] = await Promise.all([
      db.query<{ area_id: number; day: string; seats: number }>('select area_id, day, seats from evening_seats'),
      db.query<{ seating_id: number; day: string }>('select seating_id, day from closed_seatings'),
    ]);
    return {
      value: {
        seats: new Map(seats.rows.map((row) => [eveningKey(row.area_id, row.day), row.seats])),
        closedSeatings: new Set(closed.rows.map((row) => eveningKey(row.seating_id, row.day))),
      },
    };
  };
  const cache = readCacheOf(db);
  return cache ? cache.get('evening-changes', 0, read, ['seatings']) : (await read()).value;
}
