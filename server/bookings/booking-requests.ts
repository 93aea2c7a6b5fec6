import type { Database } from '../db/database.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import { AppError } from '../lib/errors.ts';
import { enqueueMessage } from '../messaging/outgoing-messages.ts';
import { guestName } from '../../api-client/rules/guest-name.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { maySeePersonal } from './booking-access.ts';
import { findBookingById, type BookingRecord } from './booking-repository.ts';
import { mayRequestChange } from '../../api-client/rules/change-request.ts';
import { readSettings } from '../repositories/settings-repository.ts';
import { phoneForDisplay } from '../../api-client/rules/china-mobile.ts';

export interface ChangeOrCancel {
  bookingId: number;
  type: 'change' | 'cancel';
  message: string;
}

export interface RequestContext {
  db: Database;
  restaurantEmail: string;
  now: Date;
}

function forwardText(booking: BookingRecord, request: ChangeOrCancel): string {
  const guest = guestName(booking.customer_first_name, booking.customer_last_name) || '(no name yet)';
  const contact = [booking.phone ? phoneForDisplay(booking.country, booking.phone) : '', booking.email ?? ''].filter(Boolean).join(', ');
  return [
    `A guest asks to ${request.type} booking ${booking.code}.`,
    `Date: ${booking.booking_date} ${booking.timeslot}, ${booking.pax} guest(s), ${booking.area_name_en}`,
    `Guest: ${guest}${contact ? ` (${contact})` : ''}`,
    '',
    request.message,
  ].join('\n');
}

/**
 * booking_request: the session's own paid, upcoming booking at least change_cancel_min_days ahead, one open
 * request at a time. The booking row is locked so two quick clicks store one request. The
 * request and its e-mail to the restaurant (through the outbox) are stored in one transaction.
 */
export async function requestChangeOrCancel(
  context: RequestContext,
  session: GuestSession | null,
  request: ChangeOrCancel,
  today: string,
  managed: number[] = [],
): Promise<void> {
  if (!session || (session.phones.length === 0 && session.emails.length === 0 && managed.length === 0)) {
    throw new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail first.');
  }
  const { change_cancel_min_days: minDays } = await readSettings(context.db);
  await context.db.transaction(async (tx) => {
    const found = await findBookingById(tx, request.bookingId, true);
    // Another guest's booking answers exactly like a missing one: ids are not secrets, bookings are.
    if (!found || !(maySeePersonal(session, found) || managed.includes(found.id))) throw new AppError(404, 'booking_not_found', 'There is no such booking among yours.');
    if (found.status !== 'pending') throw new AppError(409, 'booking_not_paid', 'Only an upcoming paid booking can be changed or cancelled.');
    if (!mayRequestChange(found, today, minDays)) {
      throw new AppError(409, 'too_late_to_request', `Change or cancel online at least ${minDays} days before your visit; please call us.`);
    }
    const open = await tx.query('select 1 from booking_requests where booking_id = $1 and resolved_at is null', [found.id]);
    if (open.rows.length > 0) throw new AppError(409, 'request_pending', 'We already have a request for this booking.');
    await tx.query('insert into booking_requests (booking_id, type, message, created_at) values ($1, $2, $3, $4)', [
      found.id,
      request.type,
      request.message,
      context.now,
    ]);
    // The consoles' inbox and tonight show requests: their event stream says bookings changed.
    await cacheChanged(tx, ['bookings']);
    await enqueueMessage(
      tx,
      {
        kind: 'change_request',
        bookingId: found.id,
        channel: 'email',
        to: context.restaurantEmail,
        subject: `${request.type === 'cancel' ? 'Cancellation' : 'Change'} request for booking ${found.code}`,
        text: forwardText(found, request),
      },
      context.now,
    );
  });
}
