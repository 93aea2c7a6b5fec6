import type { Booking } from '../../api-client/contract/booking.ts';
import type { Queryable } from '../db/database.ts';
import type { GuestSession } from '../sessions/guest-session.ts';
import { maySeePersonal, startedBooking } from './booking-access.ts';
import { normaliseBookingCode } from './booking-code.ts';
import { findBookingByCode } from './booking-repository.ts';
import { bookingView } from './booking-view.ts';
import { confirmedPayment } from './user-bookings.ts';
import { openTopup } from './topups.ts';
import { mayPayTopup } from './pay-link.ts';

/**
 * fetch_booking's answer, shared with the flow's page so its first render needs no request. Personal
 * fields go only to the session that started the booking, proved its contact or may pay its top-up;
 * the session is loaded only once there is a booking to show.
 */
export async function bookingAnswer(db: Queryable, code: string, session: () => Promise<GuestSession | null>, now: Date): Promise<Booking | null> {
  const normalised = normaliseBookingCode(code);
  const booking = normalised ? await findBookingByCode(db, normalised) : null;
  if (!booking) return null;
  const asking = await session();
  const personal = maySeePersonal(asking, booking) || (booking.status === 'pending' && (await mayPayTopup(db, asking, booking.id, now)));
  const view = bookingView(booking, now, personal, startedBooking(asking, booking));
  // What was charged, for the confirmation: PayPal charges the deposit in USD.
  if (view.personal && booking.status !== 'hold') view.deposit_paid = await confirmedPayment(db, booking.id);
  const topup = view.personal && booking.status === 'pending' ? await openTopup(db, booking.id) : null;
  if (topup && topup.expires_at.getTime() > now.getTime()) {
    view.topup_due = { amount_fen: topup.amount_fen, pax_before: topup.pax_before, expires_at: topup.expires_at.toISOString() };
  }
  return view;
}
