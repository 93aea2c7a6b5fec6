import type { Slot } from '../../api-client/contract/availability.ts';

export interface PartySizeOption {
  size: number;
  /** false = dimmed and not clickable. */
  bookable: boolean;
}

/**
 * Seats still free for a slot. The server's `available` already accounts for live holds, exclusive
 * rooms, notice periods and past times; seats - booked is only the counter's arithmetic.
 */
export function freeSeats(slot: Pick<Slot, 'available' | 'seats' | 'booked'>): number {
  return Math.max(0, Math.min(slot.available, slot.seats - slot.booked));
}

/** Buttons 1..max; sizes below the seating's minimum or above the free seats are dimmed. */
export function partySizeOptions(slot: Pick<Slot, 'available' | 'seats' | 'booked' | 'min'>, max: number): PartySizeOption[] {
  const free = Math.max(0, slot.available);
  return Array.from({ length: Math.max(0, max) }, (_, index) => {
    const size = index + 1;
    return { size, bookable: size >= slot.min && size <= free };
  });
}
