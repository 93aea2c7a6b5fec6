import type { GuestSession } from '../sessions/guest-session.ts';
import { LOCAL_COUNTRY_CODE } from '../../api-client/contract/common.ts';
import type { BookingRecord } from './booking-repository.ts';

/** A phone as sessions record it once verified: '86 13800138000'. */
export function phoneContact(country: string | null | undefined, phone: string): string {
  return `${country || LOCAL_COUNTRY_CODE} ${phone}`;
}

/** The session that started the booking (placed the hold). */
export function startedBooking(session: GuestSession | null, booking: Pick<BookingRecord, 'session_id'>): boolean {
  return session !== null && booking.session_id === String(session.id);
}

/** Statuses a guest was told of as booked: paid by the guest, or booked by staff with the deposit waived. */
const CONFIRMED_STATUSES: readonly string[] = ['pending', 'completed', 'no_show'];
export const EMAIL_OPENS_BOOKING = `(listed.email is not null and (listed.email_verified or listed.paid_at is not null
  or listed.status in (${CONFIRMED_STATUSES.map((status) => `'${status}'`).join(', ')})))`;

type EmailOfBooking = Pick<BookingRecord, 'email' | 'email_verified' | 'status' | 'paid_at'>;

/**
 * Whether the booking's e-mail opens it to a session that proves that e-mail: proven when given, or
 * the booking was confirmed to it (paid, or booked by staff), so its inbox holds the booking anyway.
 * A hold's unproven e-mail grants nothing. EMAIL_OPENS_BOOKING is the same rule for `listed` in SQL.
 */
export function emailOpensBooking(booking: EmailOfBooking): boolean {
  return booking.email !== null && (booking.email_verified || booking.paid_at !== null || CONFIRMED_STATUSES.includes(booking.status));
}

/**
 * The session verified the booking's phone, its e-mail (emailOpensBooking), or its customer's (a
 * customer holds only contacts proven by code).
 */
export function verifiedBookingContact(
  session: GuestSession | null,
  booking: Pick<BookingRecord, 'phone' | 'country' | 'customer_phone' | 'customer_email'> & EmailOfBooking,
): boolean {
  if (!session) return false;
  const phones = new Set(session.phones);
  const emails = new Set(session.emails);
  return (
    (booking.phone !== null && phones.has(phoneContact(booking.country, booking.phone))) ||
    (booking.email !== null && emailOpensBooking(booking) && emails.has(booking.email.toLowerCase())) ||
    (booking.customer_phone !== null && phones.has(booking.customer_phone)) ||
    (booking.customer_email !== null && emails.has(booking.customer_email))
  );
}

/** Who may see a booking's names, contacts and requests. */
export function maySeePersonal(session: GuestSession | null, booking: Parameters<typeof verifiedBookingContact>[1] & Pick<BookingRecord, 'session_id'>): boolean {
  return startedBooking(session, booking) || verifiedBookingContact(session, booking);
}
