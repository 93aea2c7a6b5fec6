import { z } from 'zod';
import type { BookingSeating, BookingStatusName } from './booking.ts';
import { freeText, lineText } from './common.ts';
import { customerLookupRequestSchema, type Customer } from './customer.ts';

/**
 * My bookings (SPEC §7: get_user_bookings, booking_request). Only contacts this session verified
 * by one-time code count: a posted phone or e-mail the session did not verify is ignored, and a
 * session that verified none of the posted contacts is refused (403 'contact_not_verified').
 */

/** The contact to list bookings for; unused fields are null. Nothing posted = every verified one. */
export const userBookingsRequestSchema = customerLookupRequestSchema;
export type UserBookingsRequest = z.input<typeof userBookingsRequestSchema>;

export interface BookingTransaction {
  /** 'paypal', 'wechat', 'alipay', ... */
  payment_method: string;
  /** In `currency` units: USD for PayPal, else RMB. */
  amount: number;
  currency: 'RMB' | 'USD';
}

/** A paid booking (holds are never listed), newest visit first. */
export interface ListedBooking {
  id: number;
  code: string;
  booking_date: string;
  pax: number;
  status_id: number;
  status: { name: BookingStatusName };
  seating: BookingSeating;
  /** ISO instants. */
  created_at: string;
  paid_at: string | null;
  /** Deposit per person in RMB, and the whole deposit in fen (price_fen x pax). */
  price: number;
  deposit_fen: number;
  transaction: BookingTransaction | null;
  /** A change or cancel request may be sent (upcoming, at least 3 days ahead, none open). */
  can_request: boolean;
  /** The type of a request sent and not yet resolved, if any. */
  open_request: 'change' | 'cancel' | null;
}

export interface UserBookingsResponse {
  /** The customer with a verified phone or e-mail, or null when none is on file. */
  customer: Customer | null;
  bookings: ListedBooking[];
}

const missing = (input: unknown) => input === undefined || input === null;

export const BOOKING_REQUEST_MESSAGE_MAX = 2000;

export const bookingRequestInputSchema = z.object({
  /** ListedBooking.id */
  bid: z
    .union([z.number(), lineText().trim().regex(/^\d{1,9}$/, 'booking_invalid')], {
      error: (issue) => (missing(issue.input) ? 'booking_required' : 'booking_invalid'),
    })
    .transform(Number)
    .pipe(z.number().int('booking_invalid').positive('booking_invalid').max(2_147_483_647, 'booking_invalid')),
  type: z.enum(['change', 'cancel'], { error: 'type_invalid' }),
  message: freeText({ error: (issue) => (missing(issue.input) ? 'message_required' : 'message_invalid') })
    .trim()
    .min(1, 'message_required')
    .max(BOOKING_REQUEST_MESSAGE_MAX, 'message_too_long'),
});
export type BookingRequestInput = z.input<typeof bookingRequestInputSchema>;

export interface BookingRequestResponse {
  status: 'success';
}

/** Why booking_request refused (besides 422 field errors). */
export type BookingRequestRefusalKey =
  | 'contact_not_verified' // 403
  | 'booking_not_found' // 404: no such booking among this session's own
  | 'booking_not_paid' // 409: a hold, or cancelled / completed
  | 'too_late_to_request' // 409: fewer than 3 days before the visit
  | 'request_pending'; // 409: a request of this booking is still open
