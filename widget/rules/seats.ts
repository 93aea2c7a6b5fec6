import type { Slot } from '../../api-client/contract/availability.ts';
import { slotTakes } from '../../api-client/rules/seats.ts';

export interface PartySizeOption {
  size: number;
  /** false = dimmed and not clickable. */
  bookable: boolean;
}

/** Buttons 1..max; sizes the slot cannot take (api-client/rules/seats.ts, as the server decides) are dimmed. */
export function partySizeOptions(slot: Pick<Slot, 'available' | 'min'>, max: number): PartySizeOption[] {
  return Array.from({ length: Math.max(0, max) }, (_, index) => ({ size: index + 1, bookable: slotTakes(slot, index + 1, max) }));
}
