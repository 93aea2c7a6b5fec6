import { z } from 'zod';
import { answerDate, calendarDate, slotAreaSchema } from './availability.ts';
import { freeText, lineText } from './common.ts';
import { BOOKING_CODE } from '../rules/booking-code.ts';
import { nationalChinaMobile } from '../rules/china-mobile.ts';
import { REQUEST_TEXT_MAX } from './request-limits.ts';

/**
 * The booking lifecycle (SPEC §7): a 'hold' on seats for booking_time_limit minutes becomes 'pending'
 * once paid, later 'completed', 'no_show' or 'cancelled'. Refusals are {message, error, errors?} with
 * `error` one of the keys below.
 */

const missing = (input: unknown) => input === undefined || input === null;

/** A positive whole number, also accepted as a digit string ("4") as HTML forms send it. */
const wholeNumber = (requiredKey: string, invalidKey: string) =>
  z
    .union([z.number(), lineText().trim().regex(/^\d{1,9}$/, invalidKey)], {
      error: (issue) => (missing(issue.input) ? requiredKey : invalidKey),
    })
    .transform(Number)
    .pipe(z.number().int(invalidKey).min(0, invalidKey).max(1_000_000, invalidKey));

export const startBookingRequestSchema = z.object({
  /** The visit date, YYYY-MM-DD (Shanghai). */
  d: calendarDate,
  /** Slot.seating_id */
  s: wholeNumber('seating_required', 'seating_unknown'),
  /** Party size, 1 to SlotsResponse.max. */
  p: wholeNumber('party_size_required', 'party_size_invalid'),
});
export type StartBookingRequest = z.input<typeof startBookingRequestSchema>;

export const startBookingResponseSchema = z.strictObject({ code: z.string().min(1) });
export type StartBookingResponse = z.infer<typeof startBookingResponseSchema>;

/** Why start_booking refused (the `error` key; 422 unless noted). */
export const startBookingRefusals = [
  'validation_failed',
  'booking_unavailable', // 403: online reservation is closed or under maintenance
  'day_closed',
  'date_past',
  'beyond_horizon',
  'party_size_invalid',
  'hold_in_progress', // 409: another hold was started with this session's token a moment ago
  'private_room_min_party',
  'private_room_notice',
  'seating_unknown',
  'not_enough_seats', // 409
  'date_out_of_range',
  'too_many_holds', // 429: this address already has HOLDS_PER_CLIENT live holds
  'hold_rate_limited', // 429: too many start_booking calls from this address
  'session_rate_limited', // 429: too many new sessions from this address
] as const;
export type StartBookingRefusalKey = (typeof startBookingRefusals)[number];

export const bookingStatusNameSchema = z.enum(['hold', 'pending', 'completed', 'cancelled', 'no_show']);
export type BookingStatusName = z.infer<typeof bookingStatusNameSchema>;

/** status_id values, stable across releases. */
export const BOOKING_STATUS_IDS: Record<BookingStatusName, number> = { hold: 0, pending: 1, cancelled: 2, completed: 3, no_show: 4 };

export const bookingSeatingSchema = z.strictObject({
  id: z.number().int().positive(),
  /** name is 'HH:mm'. */
  timeslot: z.strictObject({ id: z.number().int().positive(), name: z.string().regex(/^\d{2}:\d{2}$/) }),
  area: slotAreaSchema.pick({ code: true, name_en: true, name_zh: true }),
});
export type BookingSeating = z.infer<typeof bookingSeatingSchema>;

export const bookingCustomerSchema = z.strictObject({
  id: z.number().int().positive(),
  /** Null for a guest booked by the restaurant who has not said. */
  gender: z.enum(['M', 'F']).nullable(),
  first_name: z.string(),
  last_name: z.string(),
});
export type BookingCustomer = z.infer<typeof bookingCustomerSchema>;

/** A payment that confirmed a booking, as the guest was charged. */
export const bookingTransactionSchema = z.strictObject({
  /** 'paypal', 'wechat', 'alipay', ... */
  payment_method: z.string().min(1),
  /** In `currency` units: USD for PayPal, else RMB. */
  amount: z.number().nonnegative(),
  currency: z.enum(['RMB', 'USD']),
});
export type BookingTransaction = z.infer<typeof bookingTransactionSchema>;

/** The fields fetch_booking shows only with `personal: true`; then all of them are there. */
const PERSONAL_FIELDS = ['customer_id', 'country', 'phone', 'email', 'notes', 'food', 'occasion', 'customer'] as const;

/**
 * fetch_booking/{code} and update_booking. The personal fields (marked) are present only for the
 * session that holds the booking or that verified its phone or e-mail (`personal: true`); anyone
 * else with the code sees the rest.
 */
export const bookingSchema = z
  .strictObject({
    code: z.string().min(1),
    booking_date: answerDate,
    pax: z.number().int().positive(),
    seating: bookingSeatingSchema,
    /** Deposit per person in RMB (SPEC "price"); the payable deposit is price x pax. */
    price: z.number().nonnegative(),
    price_fen: z.number().int().nonnegative(),
    status_id: z.number().int(),
    status: z.strictObject({ name: bookingStatusNameSchema }),
    /** ISO 8601 instant the hold was placed. */
    created_at: z.iso.datetime(),
    /** Minutes the hold lasts from created_at. */
    booking_time_limit: z.number().int().positive(),
    /** ISO 8601 instant the hold ends, as the server keeps it (a later hold or staff may move it). */
    hold_expires_at: z.iso.datetime(),
    /** Rises with every change of the booking: its calendar event's SEQUENCE. */
    revision: z.number().int().nonnegative(),
    /** A hold whose time limit has passed unpaid: its seats are free again. */
    expired: z.boolean(),
    last_step: z.number().int().min(0).max(3),
    /** Whether the personal fields below are included. */
    personal: z.boolean(),
    /** Whether this session may update the booking (it started it and the hold is live). */
    editable: z.boolean(),
    /** Personal. */
    customer_id: z.number().int().positive().nullable().optional(),
    /** Personal. Calling code, '86'. */
    country: z.string().nullable().optional(),
    /** Personal. */
    phone: z.string().nullable().optional(),
    /** Personal. */
    email: z.string().nullable().optional(),
    /** Personal; '' when none. */
    notes: z.string().optional(),
    /** Personal; '' when none. */
    food: z.string().optional(),
    /** Personal; '' when none. */
    occasion: z.string().optional(),
    /** Personal. */
    customer: bookingCustomerSchema.nullable().optional(),
    /**
     * Personal, once known: where the paid booking's confirmation goes (api-client/rules/
     * confirmation-channels.ts), so the success message names only the channels used.
     */
    confirmation_channels: z.array(z.enum(['email', 'sms'])).optional(),
    /** Personal, once paid: the payment that confirmed it (PayPal's in the USD it charged). */
    deposit_paid: bookingTransactionSchema.nullable().optional(),
    /**
     * Personal, while owed: the deposit of the extra guests of a party staff made larger, asked by
     * a payment link until `expires_at`; unpaid by then the booking goes back to `pax_before`.
     */
    topup_due: z.strictObject({ amount_fen: z.number().int().positive(), pax_before: z.number().int().positive(), expires_at: z.iso.datetime() }).optional(),
  })
  .refine((booking) => PERSONAL_FIELDS.every((field) => (booking[field] !== undefined) === booking.personal), {
    message: 'personal fields must be all present with personal: true and all absent with personal: false',
  });
export type Booking = z.infer<typeof bookingSchema>;

/** fetch_booking/{code}: the booking, or for an unknown code HTTP 404 with the JSON string "404". */
export const fetchBookingAnswerSchema = z.union([bookingSchema, z.literal('404')]);

/** update_booking answers the booking as it now is, with its personal fields. */
export const updateBookingResponseSchema = bookingSchema;
export type UpdateBookingResponse = Booking;

const optionalText = (max: number, tooLongKey: string) =>
  freeText({ error: tooLongKey.replace('_too_long', '_invalid') })
    .trim()
    .max(max, tooLongKey)
    .nullish();

/**
 * update_booking. Absent fields are left as they are; null or '' clears a field. phone and e-mail
 * must be contacts this session verified; customer_id a customer whose phone or e-mail it
 * verified. last_step never goes back (a lower value keeps the current one).
 */
export const updateBookingRequestSchema = z.object({
  code: lineText({ error: (issue) => (missing(issue.input) ? 'code_required' : 'code_invalid') })
    .trim()
    .min(1, 'code_required')
    .max(64, 'code_invalid'),
  country: z
    .union([lineText(), z.number().int().nonnegative()], { error: 'country_invalid' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : value === null || value === '' ? null : String(value).trim().replace(/^\+/, '')))
    .pipe(z.string().regex(/^\d{1,4}$/, 'country_invalid').nullish()),
  phone: lineText({ error: 'phone_format_error' })
    .nullish()
    .transform((value) => (value === undefined ? undefined : nationalChinaMobile(value ?? '') || null))
    .pipe(z.string().regex(/^\d{4,15}$/, 'phone_format_error').nullish()),
  email: lineText({ error: 'email_format_error' })
    .trim()
    .toLowerCase()
    .max(254, 'email_format_error')
    .nullish()
    .transform((value) => (value === undefined ? undefined : value || null))
    .pipe(z.email('email_format_error').nullish()),
  last_step: z.number({ error: 'last_step_invalid' }).int('last_step_invalid').min(0, 'last_step_invalid').max(3, 'last_step_invalid').optional(),
  customer_id: z.number({ error: 'customer_invalid' }).int('customer_invalid').positive('customer_invalid').nullish(),
  notes: optionalText(REQUEST_TEXT_MAX.notes, 'notes_too_long'),
  food: optionalText(REQUEST_TEXT_MAX.food, 'food_too_long'),
  occasion: optionalText(REQUEST_TEXT_MAX.occasion, 'occasion_too_long'),
});
export type UpdateBookingRequest = z.input<typeof updateBookingRequestSchema>;

/**
 * Why update_booking refused, besides 422 field errors: 404 booking_not_found; 409 booking_expired and
 * booking_not_editable (paid or cancelled); otherwise 403: the booking, contact or customer is not
 * this session's.
 */
export const updateBookingRefusals = [
  'booking_not_found',
  'booking_not_yours',
  'booking_expired',
  'booking_not_editable',
  'contact_not_verified',
  'customer_not_yours',
] as const;
export type UpdateBookingRefusalKey = (typeof updateBookingRefusals)[number];

/** A booking code as staff and links carry it: read in capitals, spaces around it dropped. */
export const bookingCodeSchema = z.string().trim().toUpperCase().regex(BOOKING_CODE, 'booking_code_invalid');

/**
 * open_pay_link: the guest opened the payment link the restaurant sent; its secret makes that
 * held booking, or that top-up, theirs to pay, and proves no contact.
 */
export const openPayLinkRequestSchema = z.object({
  code: bookingCodeSchema,
  token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'pay_link_invalid'),
});
export type OpenPayLinkRequest = z.input<typeof openPayLinkRequestSchema>;
export const openPayLinkResponseSchema = z.strictObject({ code: z.string(), status: bookingStatusNameSchema });
export type OpenPayLinkResponse = z.infer<typeof openPayLinkResponseSchema>;
