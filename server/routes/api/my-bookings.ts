import type { FastifyInstance } from 'fastify';
import {
  bookingRequestInputSchema,
  userBookingsRequestSchema,
  type BookingRequestResponse,
  type UserBookingsResponse,
} from '../../../api-client/contract/my-bookings.ts';
import { phoneContact } from '../../bookings/booking-access.ts';
import { requestChangeOrCancel } from '../../bookings/booking-requests.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { userBookings } from '../../bookings/user-bookings.ts';
import { AppError } from '../../lib/errors.ts';

const notVerified = () => new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail by code to see your bookings.');

/** get_user_bookings and booking_request (SPEC §7): only what this session verified. */
export async function myBookingsRoutes(app: FastifyInstance): Promise<void> {
  app.post('/get_user_bookings', async (request): Promise<UserBookingsResponse> => {
    const posted = userBookingsRequestSchema.parse(request.body ?? {});
    const session = await request.getSession();
    if (!session) throw notVerified();
    // A posted contact counts only if this session verified it; posting nothing means all of them.
    const postedPhone = posted.phone ? phoneContact(posted.country, posted.phone) : null;
    const postedEmail = posted.email ? posted.email.toLowerCase() : null;
    const anyPosted = postedPhone !== null || postedEmail !== null;
    const contacts = {
      phones: session.phones.filter((phone) => !anyPosted || phone === postedPhone),
      emails: session.emails.filter((email) => !anyPosted || email === postedEmail),
    };
    if (contacts.phones.length === 0 && contacts.emails.length === 0) throw notVerified();
    const now = app.clock.now();
    return userBookings(app.db, contacts, restaurantToday(now));
  });

  app.post('/booking_request', async (request): Promise<BookingRequestResponse> => {
    const input = bookingRequestInputSchema.parse(request.body ?? {});
    const now = app.clock.now();
    await requestChangeOrCancel(
      { db: app.db, messenger: app.messenger, restaurantEmail: app.config.RESTAURANT_EMAIL, log: request.log, now },
      await request.getSession(),
      { bookingId: input.bid, type: input.type, message: input.message },
      restaurantToday(now),
    );
    return { status: 'success' };
  });
}
