import type { FastifyInstance } from 'fastify';
import { phoneContact } from '../../bookings/booking-access.ts';
import { requestChangeOrCancel } from '../../bookings/booking-requests.ts';
import { managedBookingIds } from '../../bookings/manage-link.ts';
import { confirmVisit } from '../../bookings/visit-confirmation.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { userBookings } from '../../bookings/user-bookings.ts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../serve.ts';

const notVerified = () => new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail by code to see your bookings.');

/**
 * get_user_bookings, booking_request (SPEC §7) and confirm_visit: only what this session verified
 * by code, or the bookings whose manage link it opened.
 */
export async function myBookingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'get_user_bookings', async (request) => {
    const posted = request.body;
    const session = await request.getSession();
    if (!session) throw notVerified();
    const now = app.clock.now();
    // A posted contact counts only if this session verified it; posting nothing means all of them.
    const postedPhone = posted.phone ? phoneContact(posted.country, posted.phone) : null;
    const postedEmail = posted.email ? posted.email.toLowerCase() : null;
    const anyPosted = postedPhone !== null || postedEmail !== null;
    const contacts = {
      phones: session.phones.filter((phone) => !anyPosted || phone === postedPhone),
      emails: session.emails.filter((email) => !anyPosted || email === postedEmail),
      bookingIds: anyPosted ? [] : await managedBookingIds(app.db, session.id, now),
    };
    if (contacts.phones.length === 0 && contacts.emails.length === 0 && contacts.bookingIds.length === 0) throw notVerified();
    return userBookings(app.db, contacts, restaurantToday(now));
  });

  serve(app, 'booking_request', async (request) => {
    const input = request.body;
    const now = app.clock.now();
    const session = await request.getSession();
    await requestChangeOrCancel(
      { db: app.db, restaurantEmail: app.config.RESTAURANT_EMAIL, now },
      session,
      { bookingId: input.bid, type: input.type, message: input.message },
      restaurantToday(now),
      await managedBookingIds(app.db, session?.id, now),
    );
    return { status: 'success' as const };
  });

  serve(app, 'confirm_visit', async (request) => {
    const now = app.clock.now();
    const session = await request.getSession();
    const confirmedAt = await confirmVisit(app.db, session, request.body.bid, await managedBookingIds(app.db, session?.id, now), now);
    return { status: 'success' as const, visit_confirmed_at: confirmedAt.toISOString() };
  });
}
