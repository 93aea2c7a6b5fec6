/**
 * The one seat rule, the same for the server and the widget: an area's evening shares its seats
 * over time, each party holding them for the whole dinner (`dining_minutes`); an exclusive area
 * (the private room) is one party's or nobody's.
 */

/**
 * The largest party a seating can take: the evening's seats less the most guests seated at once
 * during its dinner (`busiest`); an exclusive area all its seats while nobody has it, else none.
 */
export function seatsFree(area: { exclusive: boolean }, seats: number, busiest: number): number {
  if (area.exclusive) return busiest > 0 ? 0 : seats;
  return Math.max(seats - busiest, 0);
}

/** Whether a party of `pax` fits a seating (the same rule as seatsFree). */
export function fits(area: { exclusive: boolean }, seats: number, busiest: number, pax: number): boolean {
  return pax <= seatsFree(area, seats, busiest);
}

/**
 * Whether a party can book a slot as get_slots offers it online: at least the area's smallest party,
 * and no more than what is free (`available`, the server's seatsFree of a bookable slot) or `max`.
 */
export function slotTakes(slot: { min: number; available: number }, pax: number, max: number): boolean {
  return pax >= slot.min && pax <= Math.min(slot.available, max);
}
