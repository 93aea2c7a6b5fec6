import { seatLabel } from '../../api-client/rules/seat-numbers.ts';
import type { Queryable } from '../db/database.ts';
import { auditOfBooking } from './audit-log.ts';
import { refundAnswer, refundsOfBooking } from '../payments/refund-records.ts';
import { refundQuote } from '../payments/refund-quote.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import type { BookingDetails } from '../../api-client/contract/staff-actions.ts';
import { findStaffBooking } from '../bookings/staff-booking.ts';
import { bookingNotFound } from '../bookings/transition-refusals.ts';
import { guestName } from '../../api-client/rules/guest-name.ts';
import { phoneForDisplay } from '../../api-client/rules/china-mobile.ts';
import { displaySavedChoices } from '../../api-client/rules/saved-choices.ts';
import { splitTags } from '../staff/guests.ts';

/** One booking as the restaurant looks it up: the booking, its payments, refunds, top-ups, requests and audit. */
export async function bookingDetails(db: Queryable, code: string): Promise<BookingDetails> {
  const booking = await findStaffBooking(db, { code });
  if (!booking) throw bookingNotFound(code);
  const settings = await readSettings(db);
  const [payments, refunds, quote, topups, requests, audit, tags] = await Promise.all([
    db.query<BookingDetails['payments'][number]>(
      `select payment_method as method, amount_minor, currency, outcome, refund_due, provider_transaction_id, demo, paid_at
       from transactions where booking_id = $1 order by id`,
      [booking.id],
    ),
    refundsOfBooking(db, booking.id),
    refundQuote(db, booking, settings),
    db.query<BookingDetails['topups'][number]>(
      `select pax_before, pax_after, amount_fen, status, created_at, expires_at, settled_at
       from booking_topups where booking_id = $1 order by id`,
      [booking.id],
    ),
    db.query<BookingDetails['requests'][number]>(
      `select id, type, message, created_at, resolved_at, resolution, outcome, reply
       from booking_requests where booking_id = $1 order by id`,
      [booking.id],
    ),
    auditOfBooking(db, booking.id),
    db.query<{ tags: string }>('select p.tags from bookings b join guest_profiles p on p.customer_id = b.customer_id where b.id = $1', [booking.id]),
  ]);
  return {
    code: booking.code,
    status: booking.status,
    date: booking.booking_date,
    time: booking.timeslot,
    area: booking.area_code,
    pax: booking.pax,
    seats: booking.first_seat === null ? null : seatLabel({ first: booking.first_seat, pax: booking.pax }),
    walk_in: booking.walk_in,
    arrived: booking.arrived_at !== null,
    visit_confirmed_at: booking.visit_confirmed_at,
    revision: booking.revision,
    needs_refund: booking.needs_refund,
    guest: guestName(booking.customer_first_name, booking.customer_last_name),
    guest_tags: splitTags(tags.rows[0]?.tags),
    phone: booking.phone ? phoneForDisplay(booking.country, booking.phone) : null,
    email: booking.email ?? booking.customer_email,
    lang: booking.lang,
    food: displaySavedChoices(booking.food),
    occasion: displaySavedChoices(booking.occasion),
    notes: booking.notes,
    deposit_per_person_fen: booking.price_fen,
    deposit_waived: booking.deposit_waived,
    payments: payments.rows,
    refunds: refunds.map(refundAnswer),
    refund_quote: quote,
    topups: topups.rows,
    requests: requests.rows,
    audit,
  };
}
