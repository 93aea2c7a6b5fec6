import type { BookingOnEvening } from '../../api-client/contract/common.ts';
import { phoneForDisplay } from '../../api-client/rules/china-mobile.ts';
import { guestName } from '../../api-client/rules/guest-name.ts';
import type { Queryable } from '../db/database.ts';
import { BookingsOnEveningRefusal } from '../lib/errors.ts';
import { recordAudit } from '../staff/audit.ts';
import { lockSlots } from '../bookings/seat-moves.ts';

/** What is being closed: a whole date, or one seating on it. */
export interface Closing {
  date: string;
  seatingId?: number;
  /** 'Closing 2026-08-01' / 'Closing the 19:00 counter seating on 2026-08-01', for the refusal. */
  label: string;
}

async function bookingsOn(tx: Queryable, closing: Closing, now: Date): Promise<BookingOnEvening[]> {
  const { rows } = await tx.query<Omit<BookingOnEvening, 'contact' | 'guest'> & { first_name: string | null; last_name: string | null; email: string | null; country: string | null; phone: string | null }>(
    `select b.code, t.name as time, a.code as area, b.pax, b.status,
            c.first_name, c.last_name,
            coalesce(b.email, c.email) as email, b.country, b.phone
     from bookings b
     join seatings s on s.id = b.seating_id
     join timeslots t on t.id = s.timeslot_id
     join areas a on a.id = s.area_id
     left join customers c on c.id = b.customer_id
     where b.booking_date = $1 and ($2::int is null or b.seating_id = $2)
       and (b.status = 'pending' or (b.status = 'hold' and b.hold_expires_at > $3))
     order by t.name, a.code, b.id`,
    [closing.date, closing.seatingId ?? null, now],
  );
  return rows.map(({ first_name, last_name, email, country, phone, ...booking }) => ({
    ...booking,
    guest: guestName(first_name, last_name),
    contact: email ?? (phone ? phoneForDisplay(country, phone) : ''),
  }));
}

const line = (booking: BookingOnEvening) =>
  `  ${booking.code} ${booking.time} ${booking.area}, ${booking.pax} guests${booking.guest ? `, ${booking.guest}` : ''}${booking.contact ? `, ${booking.contact}` : ''}` +
  (booking.status === 'hold' ? ' (held, not yet paid)' : '');

/**
 * Locks the closing's evenings (holds and payments wait) and refuses while bookings or live holds remain,
 * unless staff `keep` them, so nobody stays booked on a closed evening without staff deciding it (else they
 * cancel or move each first). A kept closing is audited with the bookings kept, whose codes it answers.
 */
export async function checkBookingsBeforeClosing(
  tx: Queryable,
  closing: Closing,
  options: { keep: boolean; now: Date; actor: string; note: string },
): Promise<string[]> {
  const { rows: seatings } = await tx.query<{ id: number }>(
    'select id from seatings where ($1::int is null and active) or id = $1',
    [closing.seatingId ?? null],
  );
  await lockSlots(tx, seatings.map((seating) => ({ seatingId: seating.id, date: closing.date })), options.now);
  const bookings = await bookingsOn(tx, closing, options.now);
  if (bookings.length === 0) return [];
  if (!options.keep) {
    throw new BookingsOnEveningRefusal(
      [
        `${closing.label} would leave ${bookings.length === 1 ? '1 booking' : `${bookings.length} bookings`} on a closed evening:`,
        ...bookings.map(line),
        'Cancel or move each first (their guests are told then), or close with --keep (keep: true) to confirm they keep their places.',
      ].join('\n'),
      bookings,
    );
  }
  const codes = bookings.map((booking) => booking.code);
  await recordAudit(tx, { actor: options.actor, action: 'close_keeping_bookings', after: { date: closing.date, seating_id: closing.seatingId ?? null, kept: codes }, note: options.note }, options.now);
  return codes;
}
