import type { z } from 'zod';
import type { updateBookingRequestSchema } from '../../api-client/contract/booking.ts';
import type { Database, Queryable } from '../db/database.ts';
import { AppError } from '../lib/errors.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { phoneContact, startedBooking } from './booking-access.ts';
import { findBookingByCode, isExpired, type BookingRecord } from './booking-repository.ts';
import { announced } from './booking-changed.ts';
import { eveningOf, type BookingEventOf } from './booking-events.ts';

export type BookingUpdate = z.output<typeof updateBookingRequestSchema>;

const notYours = () => new AppError(403, 'booking_not_yours', 'This booking was started in another browser session.');
const expired = () => new AppError(409, 'booking_expired', 'The time to complete this booking has run out. Please book again.');

/** A customer whose phone or e-mail this session verified. */
async function ownsCustomer(db: Queryable, session: GuestSession, customerId: number): Promise<boolean> {
  const { rows } = await db.query(
    `select 1 from customers c left join countries k on k.id = c.country_code_id
     where c.id = $1 and ((c.phone is not null and coalesce(k.calling_code, '86') || ' ' || c.phone = any($2::text[]))
                          or lower(c.email) = any($3::text[]))`,
    [customerId, session.phones, session.emails],
  );
  return rows.length > 0;
}

/** The columns to set: absent fields stay as they are; contacts must be the session's own. */
async function changes(db: Queryable, session: GuestSession, booking: BookingRecord, update: BookingUpdate) {
  const set: Array<[string, unknown]> = [];
  const country = update.country === undefined ? booking.country : update.country;
  if (update.phone) {
    if (!session.phones.includes(phoneContact(country, update.phone))) {
      throw new AppError(403, 'contact_not_verified', 'Verify this phone number first.', { phone: 'contact_not_verified' });
    }
  }
  // The booker may give an e-mail they did not prove (a guest who verified by SMS), for the
  // confirmation only: it is marked unproven and grants no one access to the booking.
  const emailVerified = update.email ? session.emails.includes(update.email.toLowerCase()) : true;
  if (update.customer_id && !(await ownsCustomer(db, session, update.customer_id))) {
    throw new AppError(403, 'customer_not_yours', 'That customer is not yours.', { customer_id: 'customer_not_yours' });
  }
  if (update.country !== undefined) set.push(['country', update.country]);
  else if (update.phone && booking.country === null) set.push(['country', '86']);
  if (update.phone !== undefined) set.push(['phone', update.phone]);
  if (update.email !== undefined) {
    set.push(['email', update.email]);
    set.push(['email_verified', emailVerified]);
  }
  if (update.customer_id !== undefined) set.push(['customer_id', update.customer_id]);
  for (const field of ['notes', 'food', 'occasion'] as const) {
    if (update[field] !== undefined) set.push([field, update[field] ?? '']);
  }
  return set;
}

/**
 * update_booking: only the session that placed the hold, only while the hold is live. The final
 * update re-checks status and time in its WHERE clause, so a hold that expires or is paid between
 * the checks and the write is never changed.
 */
export async function updateBooking(db: Database, session: GuestSession | null, update: BookingUpdate, now: Date): Promise<BookingEventOf<'details_saved'>> {
  const booking = await findBookingByCode(db, update.code.toUpperCase());
  if (!booking) throw new AppError(404, 'booking_not_found', 'There is no booking with that code.');
  if (!session || !startedBooking(session, booking)) throw notYours();
  if (booking.status !== 'hold') throw new AppError(409, 'booking_not_editable', 'This booking can no longer be changed online.');
  if (isExpired(booking, now)) throw expired();

  const set = await changes(db, session, booking, update);
  const params: unknown[] = [booking.id, session.id, now, update.last_step ?? 0];
  const assignments = set.map(([column, value]) => {
    params.push(value);
    return `${column} = $${params.length}`;
  });
  // last_step only moves forward: a client going back to an earlier screen keeps its progress.
  assignments.push('last_step = greatest(last_step, $4)');
  const result = await db.query(
    `update bookings set ${assignments.join(', ')}
     where id = $1 and session_id = $2 and status = 'hold' and hold_expires_at > $3`,
    params,
  );
  if (result.rowCount === 0) throw expired();
  return announced(db, { kind: 'details_saved', ...eveningOf(booking) });
}
