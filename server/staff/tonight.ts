import type { Queryable } from '../db/database.ts';
import { slotsOn } from '../bookings/availability.ts';
import { displaySavedChoices } from '../../api-client/rules/saved-choices.ts';
import type { Tonight, TonightParty } from '../../api-client/contract/staff-service.ts';
import { takesSeatsAt } from '../bookings/takes-seats.ts';
import { readShiftNote } from './shift-notes.ts';
import { dinersOf } from '../party/party-diners.ts';
import { seatLabel } from '../../api-client/rules/seat-numbers.ts';
import { splitTags } from './guests.ts';

type PartyRow = Omit<TonightParty, 'requests' | 'food' | 'occasion' | 'visit_confirmed_at' | 'seats' | 'tags'> & {
  tags: string | null;
  seating_id: number;
  food: string;
  occasion: string;
  visit_confirmed_at: Date | null;
  first_seat: number | null;
};

/**
 * One evening as the floor sees it: every active seating with its covers and free seats, and the
 * parties that are coming (paid bookings, and holds still running, which take seats too).
 */
export async function readTonight(db: Queryable, date: string, now: Date): Promise<Tonight> {
  const seatings = await db.query<{ seating_id: number; time: string; area: string; area_en: string; area_zh: string; seats: number }>(
    `select s.id as seating_id, t.name as time, a.code as area, a.name_en as area_en, a.name_zh as area_zh, s.seats
     from seatings s join timeslots t on t.id = s.timeslot_id join areas a on a.id = s.area_id
     where s.active order by t.name, a.sort, a.id`,
  );
  const parties = await db.query<PartyRow>(
    `select b.id, b.code, b.seating_id, b.status, b.arrived_at is not null as arrived, b.revision, b.pax, b.first_seat, b.walk_in, b.lang, c.first_name, c.last_name, b.country, b.phone, b.email,
            b.notes, b.food, b.occasion, b.price_fen * b.pax as deposit_fen, b.paid_at is not null as paid, b.deposit_waived, b.visit_confirmed_at,
            (select jsonb_build_object('amount_minor', sum(t.amount_minor)::int, 'currency', min(t.currency))
             from transactions t where t.booking_id = b.id and t.outcome = 'confirmed' having count(distinct t.currency) = 1) as deposit_paid,
            (select count(*)::int from bookings v
             where v.customer_id = b.customer_id and v.status = 'completed' and v.booking_date < b.booking_date) as visits,
            (select gp.tags from guest_profiles gp where gp.customer_id = b.customer_id) as tags
     from bookings b left join customers c on c.id = b.customer_id
     where b.booking_date = $1 and ${takesSeatsAt('b', '$2')}
     order by b.created_at`,
    [date, now],
  );
  // Seats and who is seated come from the guests' availability, where overlapping seatings share an area's seats.
  const slots = new Map((await slotsOn(db, date, now)).slots.map((slot) => [slot.seating_id, slot]));
  const ids = parties.rows.map((row) => row.id);
  const requests = ids.length === 0 ? [] : (
    await db.query<{ booking_id: number; id: number; type: 'change' | 'cancel'; message: string; resolved: boolean }>(
      `select booking_id, id, type, message, resolved_at is not null as resolved from booking_requests
       where booking_id = any($1::int[]) order by created_at`,
      [ids],
    )
  ).rows;
  const diners = await dinersOf(db, ids);
  return {
    date,
    shift_note: await readShiftNote(db, date),
    seatings: seatings.rows.map((seating) => {
      const here = parties.rows.filter((party) => party.seating_id === seating.seating_id);
      // A no-show stays on the sheet (a mistaken mark can be corrected) but takes no cover.
      const covers = here.filter((party) => party.status !== 'no_show').reduce((sum, party) => sum + party.pax, 0);
      const slot = slots.get(seating.seating_id);
      const seats = slot?.seats ?? seating.seats;
      return {
        ...seating,
        seats,
        covers,
        free: Math.max(0, seats - (slot?.booked ?? covers)),
        parties: here.map(({ seating_id: _seating, first_seat, ...party }) => ({
          ...party,
          seats: first_seat === null ? null : seatLabel({ first: first_seat, pax: party.pax }),
          tags: splitTags(party.tags),
          food: displaySavedChoices(party.food),
          occasion: displaySavedChoices(party.occasion),
          visit_confirmed_at: party.visit_confirmed_at ? party.visit_confirmed_at.toISOString() : null,
          requests: requests.filter((request) => request.booking_id === party.id).map(({ booking_id: _booking, ...request }) => request),
          diners: diners.get(party.id) ?? [],
        })),
      };
    }),
  };
}
