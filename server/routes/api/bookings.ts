import type { FastifyInstance } from 'fastify';
import { bookingAnswer } from '../../bookings/booking-answer.ts';
import { findBookingByCode } from '../../bookings/booking-repository.ts';
import { bookingView } from '../../bookings/booking-view.ts';
import { startBooking } from '../../bookings/start-booking.ts';
import { holdStartsRule } from '../../bookings/hold-allowance.ts';
import { sessionStartsRule } from '../../plugins/session.ts';
import { updateBooking } from '../../bookings/update-booking.ts';
import { openPayLink } from '../../bookings/pay-link.ts';
import { serve } from '../../plugins/serve.ts';

/** start_booking, fetch_booking/{code} and update_booking (SPEC §7). */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const limits = {
    holdsPerClient: app.config.HOLDS_PER_CLIENT,
    allHoldsPerClient: app.config.ALL_HOLDS_PER_CLIENT,
    holdSeatsPercent: app.config.HOLD_SEATS_PER_CLIENT_PERCENT,
    unprovedHoldMinutes: app.config.UNPROVED_HOLD_MINUTES,
    holdStarts: holdStartsRule(app.config.HOLD_STARTS_PER_CLIENT_HOUR),
    sessionStarts: sessionStartsRule(app.config.SESSIONS_PER_CLIENT_HOUR),
  };

  // One hold is one transaction: the per-address limits and the guest's session (stored on a
  // first hold) are claimed inside it, so a refused start changes nothing.
  serve(app, 'start_booking', async (request, reply) => {
    const body = request.body;
    const now = app.clock.now();
    const session = request.sessionToStore(reply);
    const { code, sessionId } = await startBooking(
      app.db,
      { date: body.d, seatingId: body.s, pax: body.p, session, clientIp: request.clientKey },
      now,
      limits,
    );
    session.settled(sessionId);
    request.log.info({ booking: code, date: body.d, seating: body.s, pax: body.p }, 'hold placed');
    return { code };
  });

  // SPEC §7: an unknown code answers the string 404 (the widget shows 'Invalid Booking Code').
  serve(app, 'fetch_booking', async (request, reply) => {
    const booking = await bookingAnswer(app.db, request.params.code, () => request.getSession(), app.clock.now());
    return booking ?? reply.status(404).type('application/json').send(JSON.stringify('404'));
  });

  serve(app, 'open_pay_link', async (request, reply) => {
    const session = await request.ensureSession(reply);
    const opened = await openPayLink(app.db, session, request.body.code, request.body.token, app.clock.now());
    // A proven contact gets a new token, as a verified code does.
    await request.renewSession(reply);
    return opened;
  });

  serve(app, 'update_booking', async (request) => {
    const update = request.body;
    const session = await request.getSession();
    const now = app.clock.now();
    await updateBooking(app.db, session, update, now);
    const booking = (await findBookingByCode(app.db, update.code.toUpperCase()))!;
    return bookingView(booking, now, true, true);
  });
}
