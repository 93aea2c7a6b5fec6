import { cacheChanged, type CacheTopic } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import type { BookingEvent } from './booking-events.ts';

/** Whether an event changed the seats an evening has free (else only facts about a booking). */
function movesSeats(event: BookingEvent): boolean {
  switch (event.kind) {
    case 'confirmed':
      return event.wasReleased;
    case 'marked':
    case 'completed':
    case 'hold_extended':
    case 'details_saved':
    case 'guest_merged':
    case 'refund_changed':
    case 'seats_placed':
      return false;
    default:
      return true;
  }
}

/** The cached reads a change makes stale: bookings always, availability when seats moved. */
export const topicsOfEvents = (events: readonly BookingEvent[]): CacheTopic[] =>
  events.some(movesSeats) ? ['availability', 'bookings'] : ['bookings'];

/** The evenings events touched; none when one of them names no evening, so the change concerns every date. */
export function datesOfEvents(events: readonly BookingEvent[]): string[] {
  const dates = new Set<string>();
  for (const event of events) {
    if (!('date' in event)) return [];
    dates.add(event.date);
    if (event.kind === 'moved') dates.add(event.from.date);
  }
  return [...dates];
}

/**
 * Every transition tells of what it did here, in its own transaction: once it commits, cached reads
 * forget what they knew, other instances are notified, and every open console (the staff stream
 * watches these topics) reads again. Answers the event, for the transition to return.
 */
export async function announced<Event extends BookingEvent>(tx: Queryable, event: Event): Promise<Event> {
  await announce(tx, [event]);
  return event;
}

/** announced, for a transition that changes several bookings at once; nothing for none. */
export async function announce(tx: Queryable, events: readonly BookingEvent[]): Promise<void> {
  if (events.length > 0) await cacheChanged(tx, topicsOfEvents(events), datesOfEvents(events));
}
