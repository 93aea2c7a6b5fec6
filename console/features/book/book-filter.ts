import { floorState } from '../tonight/party-rules.ts';

/** What the Book lists: every booking not cancelled (the default), one state of the floor, or everything. */
export const BOOK_FILTERS = ['booked', 'hold', 'pending', 'arrived', 'completed', 'no_show', 'cancelled', 'all'] as const;
export type BookFilter = (typeof BOOK_FILTERS)[number];

export function shownUnder(entry: { status: string; arrived: boolean }, filter: BookFilter): boolean {
  if (filter === 'all') return true;
  if (filter === 'booked') return entry.status !== 'cancelled';
  return floorState(entry) === filter;
}

/** The covers of what is listed: its parties' sizes added up. */
export const coversOf = (entries: ReadonlyArray<{ pax: number }>): number => entries.reduce((sum, entry) => sum + entry.pax, 0);
