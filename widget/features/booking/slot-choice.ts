import type { SeatingNumbers } from '../../i18n/i18n-core.ts';

export interface SlotChoice {
  seatingId: number;
  partySize: number;
  /** The seating's own numbers, which a refusal about it states (its smallest party, its notice). */
  seating: SeatingNumbers;
}

/** A hold the server refused: said in the row of the seating that was tapped, where the guest looks. */
export interface SlotRefusal {
  seatingId: number;
  message: string;
}
