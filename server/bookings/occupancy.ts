/**
 * Who is seated when, in one area on one evening (docs/capacity.md). A party occupies its seats
 * from its seating's time for the dinner's length; times are minutes after midnight. Pure: the
 * reads (get_slots, check_full) answer from these, and the seat ledger keeps the same count.
 */
export interface SeatedParty {
  /** The party's seating time. */
  minute: number;
  pax: number;
}

/** Guests seated at `minute`: parties that arrived then or earlier and have not finished. */
export function seatedAt(parties: readonly SeatedParty[], minute: number, diningMinutes: number): number {
  let seated = 0;
  for (const party of parties) {
    if (party.minute <= minute && minute < party.minute + diningMinutes) seated += party.pax;
  }
  return seated;
}

/**
 * The most guests seated at once during a dinner that starts at `start`. The count only rises
 * when a party arrives, so it is enough to look at the start and at each arrival before the end.
 */
export function busiestDuring(parties: readonly SeatedParty[], start: number, diningMinutes: number): number {
  let busiest = seatedAt(parties, start, diningMinutes);
  for (const party of parties) {
    if (party.minute > start && party.minute < start + diningMinutes) {
      busiest = Math.max(busiest, seatedAt(parties, party.minute, diningMinutes));
    }
  }
  return busiest;
}
