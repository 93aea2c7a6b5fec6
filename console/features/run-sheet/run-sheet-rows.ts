import type { PartyDiner } from '../../../api-client/contract/party.ts';
import type { Tonight } from '../../../api-client/contract/staff-service.ts';

/** One line of the kitchen's run sheet: a party in seat order within its seating. */
export interface RunSheetRow {
  code: string;
  /** '5-6'; null for a party without numbers (the private room, or not yet placed). */
  seats: string | null;
  time: string;
  area: string;
  first_name: string | null;
  last_name: string | null;
  pax: number;
  lang: 'en' | 'zh';
  food: string;
  occasion: string;
  walkIn: boolean;
  diners: PartyDiner[];
}

const firstSeat = (seats: string | null) => (seats === null ? Number.MAX_SAFE_INTEGER : Number(seats.split('-')[0]));

/** The evening's parties that are coming (no-shows left out), by seating time, then seat. */
export function runSheetRows(evening: Tonight, lang: 'en' | 'zh'): RunSheetRow[] {
  return evening.seatings
    .flatMap((seating) =>
      seating.parties
        .filter((party) => party.status !== 'no_show')
        .map((party) => ({
          code: party.code,
          seats: party.seats,
          time: seating.time,
          area: lang === 'zh' ? seating.area_zh : seating.area_en,
          first_name: party.first_name,
          last_name: party.last_name,
          pax: party.pax,
          lang: party.lang,
          food: party.food,
          occasion: party.occasion,
          walkIn: party.walk_in,
          diners: party.diners,
        })),
    )
    .sort((a, b) => a.time.localeCompare(b.time) || firstSeat(a.seats) - firstSeat(b.seats));
}
