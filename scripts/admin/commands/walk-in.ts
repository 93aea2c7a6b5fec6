import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import { parseOptions } from '../command-options.ts';
import type { SeatsPlaced, WalkedIn } from '../../../api-client/contract/staff-floor.ts';
import { splitName } from './guest-words.ts';

/** A walk-in's name as given: "FIRST LAST", 林美玲, or one word kept as the first name. */
function walkInName(name: string | true | undefined): { first_name?: string; last_name?: string } {
  if (typeof name !== 'string') return {};
  try {
    return splitName(name);
  } catch {
    return { first_name: name.trim() };
  }
}

/** `book DATE HH:MM PARTY --walk-in [--name ...]`: a party at the door, seated in a seating under way. */
export async function bookWalkIn(args: string[]): Promise<string[]> {
  const { words, options } = parseOptions(args, ['name', 'lang', 'area', 'notes', 'note'], ['walk-in']);
  const [date, time, party] = words;
  if (!date || !time || !party) throw new Error('Usage: npm run admin -- book YYYY-MM-DD HH:MM PARTY --walk-in [--name "FIRST LAST"] [--area AREA]');
  const result = (await call('admin_walk_in', {
    body: { date, time, party, ...walkInName(options.name), lang: options.lang, area: options.area, notes: options.notes, note: options.note },
  })) as WalkedIn;
  return [
    `Walk-in ${result.code}: ${result.date} ${result.time}, ${result.pax} guests, ${result.area}, arrived; no deposit`,
    result.seats ? `Seats ${result.seats}` : 'No seat numbers: place the party with `seats CODE FIRST-LAST`',
  ];
}

export const seatsCommand: AdminCommand = {
  name: 'seats',
  usage: ['seats CODE FIRST-LAST [--note TEXT]      give a party other adjacent seats at the counter (e.g. seats CODE 5-6)'],
  async run(args) {
    const { words, options } = parseOptions(args, ['note']);
    const [code, seats] = words;
    if (!code || !seats) throw new Error('Usage: npm run admin -- seats CODE FIRST-LAST (e.g. 5-6)');
    const result = (await call('admin_place_seats', { params: { code }, body: { seats, note: options.note } })) as SeatsPlaced;
    return [`Booking ${result.code}: seats ${result.seats}${result.was ? ` (were ${result.was})` : ''}`];
  },
};
