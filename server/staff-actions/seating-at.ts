import { listActiveSeatings, type Seating } from '../bookings/seatings.ts';
import { refuse } from '../bookings/start-booking.ts';
import type { Queryable } from '../db/database.ts';

/**
 * The seating at `time` in the `area` staff named (refused when that area has no such time), else
 * in the `preferred` area (a moved booking's own), else the first area with that time.
 */
export async function seatingAt(db: Queryable, time: string, area?: string, preferred?: string): Promise<Seating> {
  const seatings = (await listActiveSeatings(db)).filter((seating) => seating.timeslot === time);
  const seating = area
    ? seatings.find((candidate) => candidate.area.code === area)
    : (seatings.find((candidate) => candidate.area.code === preferred) ?? seatings[0]);
  if (!seating) throw refuse('seating_unknown');
  return seating;
}
