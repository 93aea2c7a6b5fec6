import { z } from 'zod';
import { calendarDate, type SlotArea } from './availability.ts';
import { freeText, lineText } from './common.ts';

/**
 * The booking lifecycle (SPEC §7: start_booking, fetch_booking/{code}, update_booking).
 *
 * A booking starts as a hold on seats ('hold') for booking_time_limit minutes; paying turns it
 * into 'pending' (an upcoming booking), later 'completed' or 'cancelled'. Refusals have the
 * common body {message, error, errors?}; `error` is one of the keys below.
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

export interface StartBookingResponse {
  code: string;
}

/** Why start_booking refused (the `error` key; 422 unless noted). */
export type StartBookingRefusalKey =
  | 'validation_failed'
  | 'booking_unavailable' // 403: online reservation is closed or under maintenance
  | 'day_closed'
  | 'date_past'
  | 'beyond_horizon'
  | 'party_size_invalid'
  | 'private_room_min_party'
  | 'private_room_notice'
  | 'seating_unknown'
  | 'not_enough_seats' // 409
  | 'date_out_of_range' // 422: far outside the calendar's window
  | 'too_many_holds' // 429: this address already has HOLDS_PER_CLIENT live holds
  | 'hold_rate_limited' // 429: too many start_booking calls from this address
  | 'session_rate_limited'; // 429: too many new sessions from this address

export type BookingStatusName = 'hold' | 'pending' | 'completed' | 'cancelled';

/** status_id values, stable across releases. */
export const BOOKING_STATUS_IDS: Record<BookingStatusName, number> = { hold: 0, pending: 1, cancelled: 2, completed: 3 };

export interface BookingSeating {
  id: number;
  timeslot: { id: number; name: string /* 'HH:mm' */ };
  area: Pick<SlotArea, 'code' | 'name_en' | 'name_zh'>;
}

export interface BookingCustomer {
  id: number;
  gender: 'M' | 'F';
  first_name: string;
  last_name: string;
}

/**
 * fetch_booking/{code}: an unknown code answers HTTP 404 with the JSON string "404".
 * The personal fields (marked) are present only for the session that holds the booking or that
 * verified its phone or e-mail (`personal: true`); anyone else with the code sees the rest.
 */
export interface Booking {
  code: string;
  booking_date: string;
  pax: number;
  seating: BookingSeating;
  /** Deposit per person in RMB (SPEC "price"); the payable deposit is price x pax. */
  price: number;
  price_fen: number;
  status_id: number;
  status: { name: BookingStatusName };
  /** ISO 8601 instant the hold was placed. */
  created_at: string;
  /** Minutes the hold lasts from created_at. */
  booking_time_limit: number;
  /** A hold whose time limit has passed unpaid: its seats are free again. */
  expired: boolean;
  last_step: number;
  /** Whether the personal fields below are included. */
  personal: boolean;
  /** Whether this session may update the booking (it started it and the hold is live). */
  editable: boolean;
  customer_id?: number | null;
  /** Calling code, '86'. */
  country?: string | null;
  phone?: string | null;
  email?: string | null;
  notes?: string;
  food?: string;
  occasion?: string;
  customer?: BookingCustomer | null;
}

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
    .transform((value) => (value === undefined ? undefined : (value ?? '').replace(/[\s-]/g, '') || null))
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
  notes: optionalText(1000, 'notes_too_long'),
  food: optionalText(500, 'food_too_long'),
  occasion: optionalText(500, 'occasion_too_long'),
});
export type UpdateBookingRequest = z.input<typeof updateBookingRequestSchema>;

/** Why update_booking refused (besides 422 field errors). */
export type UpdateBookingRefusalKey =
  | 'booking_not_found' // 404
  | 'booking_not_yours' // 403: another session started it
  | 'booking_expired' // 409: the hold's time limit passed
  | 'booking_not_editable' // 409: already paid or cancelled
  | 'contact_not_verified' // 403: phone or e-mail not verified by this session
  | 'customer_not_yours'; // 403
