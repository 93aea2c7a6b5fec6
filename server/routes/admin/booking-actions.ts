import type { FastifyInstance } from 'fastify';
import { bookForGuest } from '../../staff-actions/book-for-guest.ts';
import { bookingDetails } from '../../staff-actions/booking-details.ts';
import { cancelBooking } from '../../staff-actions/cancel-booking.ts';
import { markBooking } from '../../staff-actions/mark-booking.ts';
import { moveBooking } from '../../staff-actions/move-booking.ts';
import { refundBooking } from '../../staff-actions/refund-booking.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { serve } from '../../plugins/serve.ts';
import { walkIn } from '../../staff-actions/walk-in.ts';
import { placeBookingSeats } from '../../staff-actions/place-seats.ts';

/** The staff operations on one booking (server/staff-actions), as the command line and scripts call them. */
export async function adminBookingActionRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_booking', async (request) => bookingDetails(app.db, request.params.code));

  serve(app, 'admin_book_for_guest', async (request) => {
    const { first_name, last_name, country, phone, waive_deposit, lang, ...rest } = request.body;
    return bookForGuest(
      staffContextOf(app, request),
      {
        ...rest,
        firstName: first_name,
        lastName: last_name,
        phone: phone ? { country, number: phone } : undefined,
        waiveDeposit: waive_deposit,
        lang: lang ?? (phone && country === '86' ? 'zh' : 'en'),
      },
      app.config.PUBLIC_URL,
    );
  });

  serve(app, 'admin_walk_in', async (request) => {
    const { first_name, last_name, lang, ...rest } = request.body;
    return walkIn(staffContextOf(app, request), { ...rest, firstName: first_name, lastName: last_name, lang: lang ?? 'en' });
  });

  serve(app, 'admin_place_seats', async (request) => placeBookingSeats(staffContextOf(app, request), { code: request.params.code, ...request.body }));

  serve(app, 'admin_cancel_booking', async (request) =>
    cancelBooking(staffContextOf(app, request), { code: request.params.code, ...request.body }),
  );

  serve(app, 'admin_mark_booking', async (request) => markBooking(staffContextOf(app, request), { code: request.params.code, ...request.body }));

  serve(app, 'admin_move_booking', async (request) => moveBooking(staffContextOf(app, request), { code: request.params.code, ...request.body }));

  serve(app, 'admin_refund_booking', async (request) =>
    refundBooking(staffContextOf(app, request), { code: request.params.code, amountMinor: request.body.amount, note: request.body.note }),
  );
}
