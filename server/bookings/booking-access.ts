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

/**
 * The session verified the booking's phone or proven e-mail, or its customer's (a customer holds
 * only contacts proven by code). An e-mail the booker gave without proving it grants nothing.
 */
export function verifiedBookingContact(
  session: GuestSession | null,
  booking: Pick<BookingRecord, 'phone' | 'country' | 'email' | 'email_verified' | 'customer_phone' | 'customer_email'>,
): boolean {
  if (!session) return false;
  const phones = new Set(session.phones);
  const emails = new Set(session.emails);
  return (
    (booking.phone !== null && phones.has(phoneContact(booking.country, booking.phone))) ||
    (booking.email !== null && booking.email_verified && emails.has(booking.email.toLowerCase())) ||
    (booking.customer_phone !== null && phones.has(booking.customer_phone)) ||
    (booking.customer_email !== null && emails.has(booking.customer_email))
  );
}

/** Who may see a booking's names, contacts and requests. */
export function maySeePersonal(session: GuestSession | null, booking: Parameters<typeof verifiedBookingContact>[1] & Pick<BookingRecord, 'session_id'>): boolean {
  return startedBooking(session, booking) || verifiedBookingContact(session, booking);
}
