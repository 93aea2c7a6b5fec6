/**
 * Seat numbers at a shared area (the counter): seats 1..N, each party on adjacent seats, no two
 * parties whose dinners overlap on one seat. An exclusive area takes no numbers.
 */

/** A party's run of seats: `first` .. `first + pax - 1`. */
export interface SeatRun {
  first: number;
  pax: number;
}

const lastOf = (run: SeatRun) => run.first + run.pax - 1;

/** Whether two runs share a seat. */
export const runsMeet = (a: SeatRun, b: SeatRun): boolean => a.first <= lastOf(b) && b.first <= lastOf(a);

/** Why a run cannot be placed among `taken` at an area of `seats` seats; null when it can. */
export function seatRunRefusal(seats: number, taken: readonly SeatRun[], run: SeatRun): 'seats_out_of_range' | 'seats_taken' | null {
  if (run.first < 1 || lastOf(run) > seats) return 'seats_out_of_range';
  return taken.some((other) => runsMeet(other, run)) ? 'seats_taken' : null;
}

/**
 * The lowest first seat of a free run for `pax`, trying `preferred` first (a party keeping its
 * seats); null when no run of adjacent free seats is long enough.
 */
export function firstFit(seats: number, taken: readonly SeatRun[], pax: number, preferred?: number | null): number | null {
  if (preferred && !seatRunRefusal(seats, taken, { first: preferred, pax })) return preferred;
  for (let first = 1; first + pax - 1 <= seats; first += 1) {
    if (!seatRunRefusal(seats, taken, { first, pax })) return first;
  }
  return null;
}

/** '5-6', or '5' for one guest. */
export const seatLabel = (run: SeatRun): string => (run.pax === 1 ? String(run.first) : `${run.first}-${lastOf(run)}`);

/** '5-6' or '5' as a run; null when it is not written so (a split like '5,7' is not a run). */
export function parseSeatRun(text: string): SeatRun | null {
  const match = /^\s*(\d{1,3})\s*(?:[-–]\s*(\d{1,3}))?\s*$/.exec(text);
  if (!match) return null;
  const first = Number(match[1]);
  const last = match[2] === undefined ? first : Number(match[2]);
  return last >= first ? { first, pax: last - first + 1 } : null;
}
