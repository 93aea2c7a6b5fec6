import { call } from '../admin-api.ts';
import type { AdminCommand } from '../admin-command.ts';
import type { EveningKeptOver } from '../../../api-client/contract/common.ts';

interface SeatingsAnswer {
  dining_minutes: number;
  areas: Array<{ code: string; name_en: string; seats: number; exclusive: boolean }>;
  seatings: Array<{ time: string; area: string }>;
  evenings: Array<{ day: string; area: string; seats: number; note: string }>;
  closed: Array<{ day: string; time: string; area: string; note: string }>;
}

/** The evenings a change kept over their seats (--keep), one line each. */
export function keptOverLines(over: readonly EveningKeptOver[] | undefined): string[] {
  return (over ?? []).map((evening) => `Kept over its seats: ${evening.date} ${evening.area}, ${evening.guests} guests on ${evening.seats} seats (${evening.over} over)`);
}

/** One line per fact: the dinner's length, each area's seats, each seating, each evening's change. */
function describe(answer: SeatingsAnswer): string {
  return [
    `A dinner occupies its seats for ${answer.dining_minutes} minutes.`,
    ...answer.areas.map((area) => `Area ${area.code} (${area.name_en}): ${area.seats} seats${area.exclusive ? ', taken whole by one party' : ''}`),
    ...answer.seatings.map((seating) => `Seating ${seating.time} ${seating.area}`),
    ...answer.evenings.map((evening) => `On ${evening.day} the ${evening.area} has ${evening.seats} seats${evening.note ? ` (${evening.note})` : ''}`),
    ...answer.closed.map((closed) => `On ${closed.day} the ${closed.time} ${closed.area} seating is closed${closed.note ? ` (${closed.note})` : ''}`),
  ].join('\n');
}

export const seatingsCommand: AdminCommand = {
  name: 'seatings',
  usage: [
    'seatings list                            areas, seating times, the dinner length, single evenings\' changes',
    'seatings add HH:MM [AREA]                a seating time (AREA: counter unless given, e.g. private)',
    'seatings remove HH:MM [AREA]             no longer bookable (its bookings keep their seats)',
    'seatings seats AREA N [--keep]           the area\'s seats (settings set counter_seats N for the counter)',
    'seatings evening YYYY-MM-DD N|default [AREA] [note] [--keep]   one evening\'s seats (0 for a buy-out)',
    '                                         (fewer seats than guests booked: --keep, or cancel or move first)',
    'seatings close YYYY-MM-DD HH:MM [AREA] [note] [--keep] | seatings open YYYY-MM-DD HH:MM [AREA]   one seating on one date',
    '                                         (with bookings: --keep, or cancel or move each first)',
  ],
  async run([sub, ...args]) {
    const keep = args.includes('--keep');
    const rest = args.filter((word) => word !== '--keep');
    const [first, second, third, ...more] = rest;
    switch (sub) {
      case 'add':
        await call('admin_add_seating', { body: { time: first, area: second } });
        return `Seating ${first} ${second ?? 'counter'} added.`;
      case 'remove':
        await call('admin_remove_seating', { params: { time: first }, query: { area: second } });
        return `Seating ${first} ${second ?? 'counter'} removed; bookings already made for it keep their seats.`;
      case 'seats': {
        const answer = (await call('admin_area_seats', { params: { code: first }, body: { seats: second, keep } })) as { over: EveningKeptOver[] };
        return [`The ${first} has ${second} seats.`, ...keptOverLines(answer.over)];
      }
      case 'evening': {
        const seats = second === 'default' ? null : second;
        const answer = (await call('admin_evening_seats', { params: { date: first }, body: { seats, area: third, note: more.join(' '), keep } })) as {
          seats: number;
          area: string;
          over: EveningKeptOver[];
        };
        return [`On ${first} the ${answer.area} has ${answer.seats} seats${seats === null ? ' (its own again)' : ''}.`, ...keptOverLines(answer.over)];
      }
      case 'close':
      case 'open': {
        const answer = (await call('admin_seating_closure', {
          params: { date: first, time: second },
          body: { area: third, closed: sub === 'close', note: more.join(' '), keep },
        })) as { kept: string[] };
        return [
          `The ${second} ${third ?? 'counter'} seating on ${first} is ${sub === 'close' ? 'closed' : 'open'}.`,
          ...(answer.kept.length > 0 ? [`${answer.kept.length} booking(s) keep their places: ${answer.kept.join(', ')}`] : []),
        ];
      }
      case undefined:
      case 'list':
        return describe((await call('admin_seatings')) as SeatingsAnswer);
      default:
        throw new Error(`Unknown seatings command ${sub}: use list, add, remove, seats, evening, close or open.`);
    }
  },
};
