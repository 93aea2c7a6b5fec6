import { BOOKING_STATUS_IDS } from '../../api-client/contract/booking.ts';
import { mayRequestChange } from '../../api-client/rules/change-request.ts';
import { depositFen } from '../../api-client/rules/deposit.ts';
import type { Customer } from '../../api-client/contract/customer.ts';
import type { BookingTransaction, ListedBooking, UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import type { Queryable } from '../db/database.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { EMAIL_OPENS_BOOKING, phoneContact } from './booking-access.ts';
import { managedBookingIds } from './manage-link.ts';
import { SELECT_BOOKING, type BookingRecord } from './booking-repository.ts';
import { seatingView } from './booking-view.ts';
import { readSettings } from '../repositories/settings-repository.ts';

/** The contacts to list bookings for: verified phones ('86 138...') and e-mails (lower case). */
export interface VerifiedContacts {
  phones: string[];
  emails: string[];
  /** Bookings the session opened by their manage link (manage-link.ts). */
  bookingIds?: number[];
}

/**
 * The payment that confirmed a booking, as {payment_method, amount, currency} JSON, or null.
 * Payments arrive with migration 004; until then no booking has one. Replace this one expression
 * by a sub-select on payments for the booking `listed.id` when that table exists.
 */
/** The payment that confirmed the booking (SPEC: deposit method and amount; USD when PayPal). */
const TRANSACTION_OF_BOOKING = `(select jsonb_build_object('payment_method', t.payment_method,
         'amount', t.amount_minor / 100.0, 'currency', case when t.currency = 'USD' then 'USD' else 'RMB' end)
       from transactions t where t.booking_id = listed.id and t.outcome = 'confirmed' order by t.id limit 1)`;

/** The payment that confirmed booking `bookingId`, or null (fetch_booking's deposit_paid). */
export async function confirmedPayment(db: Queryable, bookingId: number): Promise<BookingTransaction | null> {
  const { rows } = await db.query<{ transaction: BookingTransaction | null }>(
    `select ${TRANSACTION_OF_BOOKING} as transaction from (select $1::int as id) listed`,
    [bookingId],
  );
  return rows[0]?.transaction ?? null;
}

const CUSTOMER_MATCH = `(c.phone is not null and coalesce(k.calling_code, '86') || ' ' || c.phone = any($1::text[]))
                        or lower(c.email) = any($2::text[])`;

async function findCustomer(db: Queryable, contacts: VerifiedContacts): Promise<Customer | null> {
  const { rows } = await db.query<Customer & { calling_code: string | null }>(
    `select c.id, c.first_name, c.last_name, c.gender, c.country_code_id, c.phone, c.email, k.calling_code
     from customers c left join countries k on k.id = c.country_code_id
     where ${CUSTOMER_MATCH} order by c.id limit 2`,
    [contacts.phones, contacts.emails],
  );
  const row = rows[0];
  // A shared contact (a couple with one e-mail) has several customers: welcome no one by name.
  if (!row || rows.length > 1) return null;
  const { calling_code, ...customer } = row;
  return {
    ...customer,
    country_code: customer.country_code_id !== null && calling_code !== null ? { id: customer.country_code_id, calling_code } : null,
  };
}

type ListedRow = BookingRecord & { transaction: BookingTransaction | null; open_request: 'change' | 'cancel' | null; visit_confirmed_at: Date | null };

/** get_user_bookings: paid bookings (never holds) of the verified contacts, latest visit first. */
export async function userBookings(db: Queryable, contacts: VerifiedContacts, today: string): Promise<UserBookingsResponse> {
  const [customer, { change_cancel_min_days }] = await Promise.all([findCustomer(db, contacts), readSettings(db)]);
  const { rows } = await db.query<ListedRow>(
    `select * from (${SELECT_BOOKING}) listed cross join lateral (
       select ${TRANSACTION_OF_BOOKING} as transaction,
              (select r.type from booking_requests r where r.booking_id = listed.id and r.resolved_at is null
               order by r.id desc limit 1) as open_request,
              (select v.visit_confirmed_at from bookings v where v.id = listed.id) as visit_confirmed_at
     ) extra
     where listed.status <> 'hold' and (
       (listed.phone is not null and coalesce(listed.country, '86') || ' ' || listed.phone = any($1::text[]))
       or (${EMAIL_OPENS_BOOKING} and lower(listed.email) = any($2::text[]))
       or listed.customer_phone = any($1::text[]) or listed.customer_email = any($2::text[])
       or listed.id = any($3::int[]))
     order by listed.booking_date desc, listed.timeslot desc, listed.id desc`,
    [contacts.phones, contacts.emails, contacts.bookingIds ?? []],
  );
  const bookings = rows.map((row): ListedBooking => ({
    id: row.id,
    code: row.code,
    booking_date: row.booking_date,
    pax: row.pax,
    status_id: BOOKING_STATUS_IDS[row.status],
    status: { name: row.status },
    seating: seatingView(row),
    created_at: row.created_at.toISOString(),
    revision: row.revision,
    paid_at: row.paid_at ? row.paid_at.toISOString() : null,
    price: row.price_fen / 100,
    deposit_fen: depositFen(row.price_fen, row.pax),
    transaction: row.transaction,
    can_request: mayRequestChange(row, today, change_cancel_min_days) && row.open_request === null,
    open_request: row.open_request,
    visit_confirmed_at: row.visit_confirmed_at ? row.visit_confirmed_at.toISOString() : null,
  }));
  return { customer, bookings };
}

/** The paid bookings the session placed the hold of, or took over by the deposit's payment link. */
async function startedBookingIds(db: Queryable, sessionId: number): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>("select id from bookings where session_id = $1 and status <> 'hold'", [sessionId]);
  return rows.map((row) => Number(row.id));
}

/** The contact get_user_bookings was asked for, as validated (calling code as text); none = all. */
interface PostedContact {
  country?: string | null;
  phone?: string | null;
  email?: string | null;
}

/**
 * get_user_bookings as `session` is answered (also written into the /my_bookings page): a posted
 * contact counts only if the session verified it, nothing posted means every contact it verified,
 * every booking whose manage link it opened and every one it held and paid. null when none.
 */
export async function bookingsProvedBy(db: Queryable, session: GuestSession | null, posted: PostedContact, now: Date): Promise<UserBookingsResponse | null> {
  if (!session) return null;
  const postedPhone = posted.phone ? phoneContact(posted.country, posted.phone) : null;
  const postedEmail = posted.email ? posted.email.toLowerCase() : null;
  const anyPosted = postedPhone !== null || postedEmail !== null;
  const contacts = {
    phones: session.phones.filter((phone) => !anyPosted || phone === postedPhone),
    emails: session.emails.filter((email) => !anyPosted || email === postedEmail),
    bookingIds: anyPosted ? [] : [...(await managedBookingIds(db, session.id, now)), ...(await startedBookingIds(db, session.id))],
  };
  if (contacts.phones.length === 0 && contacts.emails.length === 0 && contacts.bookingIds.length === 0) return null;
  return userBookings(db, contacts, restaurantToday(now));
}
