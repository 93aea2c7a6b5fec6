import type { FastifyInstance } from 'fastify';
import { requestChangeOrCancel } from '../../bookings/booking-requests.ts';
import { managedBookingIds } from '../../bookings/manage-link.ts';
import { confirmVisit } from '../../bookings/visit-confirmation.ts';
import { restaurantToday } from '../../../api-client/rules/restaurant-date.ts';
import { bookingsProvedBy } from '../../bookings/user-bookings.ts';
import { AppError } from '../../lib/errors.ts';
import { serve } from '../../plugins/serve.ts';

const notVerified = () => new AppError(403, 'contact_not_verified', 'Verify your phone or e-mail by code to see your bookings.');

/**
 * get_user_bookings, booking_request (SPEC §7) and confirm_visit: only what this session verified
 * by code, or the bookings whose manage link it opened.
 */
export async function myBookingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'get_user_bookings', async (request) => {
    const answer = await bookingsProvedBy(app.db, await request.getSession(), request.body, app.clock.now());
    if (!answer) throw notVerified();
    return answer;
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
