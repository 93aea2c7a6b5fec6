/**
 * The deposit of a booking in fen: price per person x persons (SPEC §9). The server charges
 * it; the widget shows the same sum before the guest pays.
 */
export function depositFen(pricePerPersonFen: number, persons: number): number {
  return pricePerPersonFen * persons;
}
