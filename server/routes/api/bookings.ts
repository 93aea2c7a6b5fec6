import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  startBookingRequestSchema,
  updateBookingRequestSchema,
  type Booking,
  type StartBookingResponse,
} from '../../../api-client/contract/booking.ts';
import { bookingAnswer } from '../../bookings/booking-answer.ts';
import { findBookingByCode } from '../../bookings/booking-repository.ts';
import { bookingView } from '../../bookings/booking-view.ts';
import { startBooking } from '../../bookings/start-booking.ts';
import { holdStartsRule } from '../../bookings/hold-allowance.ts';
import { sessionStartsRule } from '../../plugins/session.ts';
import { updateBooking } from '../../bookings/update-booking.ts';

/** start_booking, fetch_booking/{code} and update_booking (SPEC §7). */
export async function bookingRoutes(app: FastifyInstance): Promise<void> {
  const limits = {
    holdsPerClient: app.config.HOLDS_PER_CLIENT,
    holdStarts: holdStartsRule(app.config.HOLD_STARTS_PER_CLIENT_HOUR),
    sessionStarts: sessionStartsRule(app.config.SESSIONS_PER_CLIENT_HOUR),
  };

  // One hold is one transaction: the per-address limits and the guest's session (stored on a
  // first hold) are claimed inside it, so a refused start changes nothing.
  app.post('/start_booking', async (request, reply): Promise<StartBookingResponse> => {
    const body = startBookingRequestSchema.parse(request.body ?? {});
    const now = app.clock.now();
    const session = request.sessionToStore(reply);
    const { code, sessionId, stored } = await startBooking(
      app.db,
      { date: body.d, seatingId: body.s, pax: body.p, session, clientIp: request.ip },
      now,
      limits,
    );
    session.settled(sessionId, stored);
    request.log.info({ booking: code, date: body.d, seating: body.s, pax: body.p }, 'hold placed');
    return { code };
  });

  // SPEC §7: an unknown code answers the string 404 (the widget shows 'Invalid Booking Code').
  const unknownCode = (reply: FastifyReply) => reply.status(404).type('application/json').send(JSON.stringify('404'));

  app.get<{ Params: { code: string } }>('/fetch_booking/:code', async (request, reply): Promise<Booking | void> => {
    const booking = await bookingAnswer(app.db, request.params.code, () => request.getSession(), app.clock.now());
    return booking ?? unknownCode(reply);
  });

  // Paths the router will not match as :code (too long, or with slashes) are unknown codes too.
  app.get('/fetch_booking/*', async (_request, reply) => unknownCode(reply));

  app.post('/update_booking', async (request): Promise<Booking> => {
    const update = updateBookingRequestSchema.parse(request.body ?? {});
    const session = await request.getSession();
    const now = app.clock.now();
    await updateBooking(app.db, session, update, now);
    const booking = (await findBookingByCode(app.db, update.code.toUpperCase()))!;
    return bookingView(booking, now, true, true);
  });
}
