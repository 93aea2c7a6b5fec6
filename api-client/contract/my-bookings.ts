import { z } from 'zod';
import { answerDate } from './availability.ts';
import { bookingSeatingSchema, bookingStatusNameSchema, bookingTransactionSchema } from './booking.ts';
import { freeText, lineText } from './common.ts';
import { customerLookupRequestSchema, customerSchema } from './customer.ts';

/**
 * My bookings (SPEC §7: get_user_bookings, booking_request). Only contacts this session verified
 * by one-time code count: a posted phone or e-mail the session did not verify is ignored, and a
 * session that verified none of the posted contacts is refused (403 'contact_not_verified').
 */

/** The contact to list bookings for; unused fields are null. Nothing posted = every verified one. */
export const userBookingsRequestSchema = customerLookupRequestSchema;
export type UserBookingsRequest = z.input<typeof userBookingsRequestSchema>;

export { bookingTransactionSchema, type BookingTransaction } from './booking.ts';

/** A paid booking (holds are never listed), newest visit first. */
export const listedBookingSchema = z.strictObject({
  id: z.number().int().positive(),
  code: z.string().min(1),
  booking_date: answerDate,
  pax: z.number().int().positive(),
  status_id: z.number().int(),
  status: z.strictObject({ name: bookingStatusNameSchema }),
  seating: bookingSeatingSchema,
  /** ISO instants. */
  created_at: z.iso.datetime(),
  /** Rises with every change of the booking: its calendar event's SEQUENCE. */
  revision: z.number().int().nonnegative(),
  paid_at: z.iso.datetime().nullable(),
  /** Deposit per person in RMB, and the whole deposit in fen (price_fen x pax). */
  price: z.number().nonnegative(),
  deposit_fen: z.number().int().nonnegative(),
  transaction: bookingTransactionSchema.nullable(),
  /** A change or cancel request may be sent (upcoming, at least 3 days ahead, none open). */
  can_request: z.boolean(),
  /** The type of a request sent and not yet resolved, if any. */
  open_request: z.enum(['change', 'cancel']).nullable(),
  /** When the guest confirmed they are coming (ISO instant), null until they do. */
  visit_confirmed_at: z.iso.datetime().nullable(),
});
export type ListedBooking = z.infer<typeof listedBookingSchema>;

export const userBookingsResponseSchema = z.strictObject({
  /** The customer with a verified phone or e-mail, or null when none is on file. */
  customer: customerSchema.nullable(),
  bookings: z.array(listedBookingSchema),
});
export type UserBookingsResponse = z.infer<typeof userBookingsResponseSchema>;

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

export const bookingRequestResponseSchema = z.strictObject({ status: z.literal('success') });
export type BookingRequestResponse = z.infer<typeof bookingRequestResponseSchema>;

/**
 * Why booking_request refused, besides 422 field errors: 403 contact_not_verified, 404 booking_not_found
 * (not among this session's own), else 409.
 */
export const bookingRequestRefusals = [
  'contact_not_verified',
  'booking_not_found',
  'booking_not_paid', // a hold, or cancelled / completed
  'too_late_to_request', // fewer than 3 days before the visit
  'request_pending',
] as const;
export type BookingRequestRefusalKey = (typeof bookingRequestRefusals)[number];

/** log_out: the browser's session ends on the server (a shared computer); the next guest starts afresh. */
export const logOutResponseSchema = z.strictObject({ status: z.literal('success') });

/** confirm_visit: the guest says they are coming (a tap from the reminder's manage link). */
export const confirmVisitInputSchema = z.object({ bid: bookingRequestInputSchema.shape.bid });
export type ConfirmVisitInput = z.input<typeof confirmVisitInputSchema>;

export const confirmVisitResponseSchema = z.strictObject({ status: z.literal('success'), visit_confirmed_at: z.iso.datetime() });
export type ConfirmVisitResponse = z.infer<typeof confirmVisitResponseSchema>;

/** Why confirm_visit refused (besides 422 field errors). */
export const confirmVisitRefusals = [
  'contact_not_verified', // 403
  'booking_not_found', // 404: no such booking among this session's own
  'booking_not_upcoming', // 409: cancelled, or the visit is over
] as const;
export type ConfirmVisitRefusalKey = (typeof confirmVisitRefusals)[number];
