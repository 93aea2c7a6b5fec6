import type { EveningOverSeats } from '../../api-client/contract/common.ts';
import { phoneForDisplay } from '../../api-client/rules/china-mobile.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import type { Queryable } from '../db/database.ts';
import { OverSeatsRefusal } from '../lib/errors.ts';
import { seatedAt } from './occupancy.ts';

/** What changes an evening's seats or dinner length: said so in the refusal, and whether staff keep the bookings anyway. */
export interface SeatChangeGuard {
  /** 'Setting the counter to 4 seats', 'A dinner of 180 minutes', for the command line's sentence. */
  label: string;
  keep: boolean;
  now: Date;
}

interface LiveBooking {
  code: string;
  date: string;
  time: string;
  minute: number;
  area_id: number;
  area: string;
  pax: number;
  status: 'pending' | 'hold';
  guest: string;
  email: string | null;
  country: string | null;
  phone: string | null;
  seats: number;
  dining_minutes: number;
}

/** Paid bookings and live holds from today on, with their evening's seats and dinner length as set now. */
async function liveBookings(tx: Queryable, now: Date): Promise<LiveBooking[]> {
  const { rows } = await tx.query<LiveBooking>(
    `select b.code, to_char(b.booking_date, 'YYYY-MM-DD') as date, t.name as time, t.minute, s.area_id, a.code as area, b.pax, b.status,
            trim(coalesce(c.first_name, '') || ' ' || coalesce(c.last_name, '')) as guest,
            coalesce(b.email, c.email) as email, b.country, b.phone,
            coalesce(o.seats, a.seats) as seats,
            coalesce(e.dining_minutes, (select (value #>> '{}')::int from settings where key = 'dining_minutes'), 150) as dining_minutes
     from bookings b
     join seatings s on s.id = b.seating_id
     join timeslots t on t.id = s.timeslot_id
     join areas a on a.id = s.area_id
     left join evening_seats o on o.area_id = s.area_id and o.day = b.booking_date
     left join area_evenings e on e.area_id = s.area_id and e.booking_date = b.booking_date
     left join customers c on c.id = b.customer_id
     where b.booking_date >= $1::date and (b.status = 'pending' or (b.status = 'hold' and b.hold_expires_at > $2))
     order by b.booking_date, a.sort, a.id, t.minute, b.id`,
    [restaurantClock(now).date, now],
  );
  return rows;
}

/** One area's evening: over when more guests are seated at some moment than it has seats. */
function eveningOver(bookings: LiveBooking[]): EveningOverSeats | null {
  const [first] = bookings;
  if (!first) return null;
  const { seats, dining_minutes: dining } = first;
  const overAt = [...new Set(bookings.map((booking) => booking.minute))].filter((minute) => seatedAt(bookings, minute, dining) > seats);
  if (overAt.length === 0) return null;
  const guests = Math.max(...overAt.map((minute) => seatedAt(bookings, minute, dining)));
  const affected = bookings.filter((booking) => overAt.some((minute) => booking.minute <= minute && minute < booking.minute + dining));
  return {
    date: first.date,
    area: first.area,
    guests,
    seats,
    over: guests - seats,
    bookings: affected.map(({ code, time, area, pax, status, guest, email, country, phone }) => ({
      code, time, area, pax, status, guest, contact: email ?? (phone ? phoneForDisplay(country, phone) : ''),
    })),
  };
}

/**
 * The evenings from today on where the guests booked (paid, or held) exceed the seats at some moment,
 * as the seats and dinner length are set now; a dinner already over tonight no longer counts.
 */
export async function eveningsOverSeats(tx: Queryable, now: Date): Promise<EveningOverSeats[]> {
  const clock = restaurantClock(now);
  const [hours = 0, minutes = 0] = clock.time.split(':').map(Number);
  const nowMinute = hours * 60 + minutes;
  const evenings = new Map<string, LiveBooking[]>();
  for (const booking of await liveBookings(tx, now)) {
    if (booking.date === clock.date && booking.minute + booking.dining_minutes <= nowMinute) continue;
    const key = `${booking.date} ${booking.area_id}`;
    evenings.set(key, [...(evenings.get(key) ?? []), booking]);
  }
  return [...evenings.values()].map(eveningOver).filter((evening) => evening !== null);
}

const guestsWord = (count: number) => (count === 1 ? '1 guest' : `${count} guests`);

/** The command line's sentence of an evening over its seats. */
export const overLine = (evening: Pick<EveningOverSeats, 'date' | 'area' | 'guests' | 'seats' | 'over'>) =>
  `${evening.date} ${evening.area}: ${guestsWord(evening.guests)} on ${evening.seats} seats (${evening.over} over)`;

const eveningKey = (evening: Pick<EveningOverSeats, 'date' | 'area'>) => `${evening.date} ${evening.area}`;

/**
 * Makes a change of seats or of the dinner's length in its transaction, then refuses it (so it rolls
 * back) if it put an evening over its seats or further over, listing their bookings, unless staff
 * keep them; then answers those evenings. Evenings kept over before and no worse do not count.
 */
export async function guardSeatChange(tx: Queryable, guard: SeatChangeGuard, change: () => Promise<void>): Promise<EveningOverSeats[]> {
  const before = new Map((await eveningsOverSeats(tx, guard.now)).map((evening) => [eveningKey(evening), evening.over]));
  await change();
  const over = (await eveningsOverSeats(tx, guard.now)).filter((evening) => evening.over > (before.get(eveningKey(evening)) ?? 0));
  if (over.length === 0 || guard.keep) return over;
  const lines = over.flatMap((evening) => [
    `  ${overLine(evening)}`,
    ...evening.bookings.map(
      (booking) =>
        `    ${booking.code} ${booking.time}, ${guestsWord(booking.pax)}${booking.guest ? `, ${booking.guest}` : ''}${booking.contact ? `, ${booking.contact}` : ''}` +
        (booking.status === 'hold' ? ' (held, not yet paid)' : ' (confirmed)'),
    ),
  ]);
  throw new OverSeatsRefusal(
    [
      `${guard.label} would put ${over.length === 1 ? '1 evening over its seats' : `${over.length} evenings over their seats`}:`,
      ...lines,
      'Nothing was changed. Cancel or move bookings first, or repeat with --keep (keep: true) to keep them all on fewer seats.',
    ].join('\n'),
    over,
  );
}

/** An evening kept over its seats, as a change's answer says it (its bookings left out). */
export const overSummary = ({ date, area, guests, seats, over }: EveningOverSeats) => ({ date, area, guests, seats, over });

/** What an audited change adds when it kept evenings over their seats: the evenings and their bookings' codes. */
export const keptOver = (over: EveningOverSeats[]) =>
  over.length === 0 ? {} : { kept_over: over.map((evening) => ({ ...overSummary(evening), codes: evening.bookings.map((booking) => booking.code) })) };
