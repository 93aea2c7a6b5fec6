/**
 * When a party can walk in: on the seating's own evening, once it has begun and while its dinner
 * lasts (minutes after midnight, the restaurant's clock). Before then the party is booked as usual.
 */
export type WalkInTiming = 'walk_in_not_tonight' | 'walk_in_too_early' | 'walk_in_too_late';

export function walkInTiming(date: string, dinner: { from: number; until: number }, clock: { date: string; time: string }): WalkInTiming | null {
  if (date !== clock.date) return 'walk_in_not_tonight';
  const [hours, minutes] = clock.time.split(':').map(Number);
  const minute = hours! * 60 + minutes!;
  if (minute < dinner.from) return 'walk_in_too_early';
  return minute >= dinner.until ? 'walk_in_too_late' : null;
}
