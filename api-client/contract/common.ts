import { z } from 'zod';
import { STAFF_ROLE_ORDER } from '../rules/staff-roles.ts';

/**
 * Shared pieces of the API contract. The server validates with these schemas; the widget imports
 * only their types (`import type`), so zod never reaches the embed bundle.
 */

/** The error key of a text field holding a control character. */
export const TEXT_CONTROL_CHARACTERS = 'text_control_characters';

// PostgreSQL cannot store NUL, and no other control character belongs in what a guest types; lone
// surrogates (\p{Cs}) are broken text. A one-line field also refuses direction-changing and invisible
// characters (word joiners, BOM, Hangul fillers...), which make a name read reversed or show blank.
// eslint-disable-next-line no-control-regex -- finding these characters is the point
const CONTROL_IN_LINE = /[\u0000-\u001F\u007F-\u009F\u00AD\u115F\u1160\u180E\u2028\u2029\u200B-\u200F\u202A-\u202E\u2060-\u206F\u061C\u3164\uFEFF\uFFA0]|\u034F|\u17B4|\u17B5|\p{Cs}/u;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\r(?!\n)|\p{Cs}/u;

type StringParams = Parameters<typeof z.string>[0];

/**
 * A one-line field (a name, e-mail, phone, code, id): no control character at all, line breaks
 * and tabs included. The check comes first, so it is the field's reported error, and a union or
 * transform built on it never sees such a string.
 */
export const lineText = (params?: StringParams) =>
  z.string(params).refine((value) => !CONTROL_IN_LINE.test(value), TEXT_CONTROL_CHARACTERS);

/** Free text a guest writes (notes, a message): line breaks (\n, \r\n) and tabs are kept, no other control character. */
export const freeText = (params?: StringParams) =>
  z.string(params).refine((value) => !CONTROL_IN_TEXT.test(value), TEXT_CONTROL_CHARACTERS);

/** A restaurant date, YYYY-MM-DD, in Asia/Shanghai. */
export const restaurantDate = lineText({ error: 'date_required' })
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'date_invalid');

// The booking rules (horizon, resend delay, change/cancel days...) are restaurant settings sent in
// the restaurant's card (api-client/rules/booking-rules.ts), not constants compiled in here.
export { LOCAL_COUNTRY_CODE } from '../rules/china-mobile.ts';

/** The currencies money is paid and given back in: RMB (fen) and US dollars (cents). */
export const currencySchema = z.enum(['CNY', 'USD']);

/** Money as every answer carries it: integer minor units (fen, US cents) in the currency it was paid. */
export const moneySchema = z.strictObject({ amount_minor: z.number().int(), currency: currencySchema });
export type Money = z.infer<typeof moneySchema>;

/** A booking on an evening a change would close or put over its seats. */
export const bookingOnEveningSchema = z.strictObject({
  code: z.string(),
  time: z.string(),
  area: z.string(),
  pax: z.number().int(),
  status: z.enum(['pending', 'hold']),
  guest: z.string(),
  contact: z.string(),
});

/** An evening a change kept over its seats (with keep): guests at its busiest moment, its seats, how many over. */
export const eveningKeptOverSchema = z.strictObject({ date: z.string(), area: z.string(), guests: z.number().int(), seats: z.number().int(), over: z.number().int() });
export type EveningKeptOver = z.infer<typeof eveningKeptOverSchema>;

/** An area's evening with more guests booked at its busiest moment than seats: `over` = guests − seats. */
export const eveningOverSeatsSchema = z.strictObject({
  date: z.string(),
  area: z.string(),
  guests: z.number().int(),
  seats: z.number().int(),
  over: z.number().int(),
  bookings: z.array(bookingOnEveningSchema),
});
export type BookingOnEvening = z.infer<typeof bookingOnEveningSchema>;
export type EveningOverSeats = z.infer<typeof eveningOverSeatsSchema>;

/** Every refusal has this body: `error` is the key the widget translates, `message` readable text. */
export const apiErrorBodySchema = z.strictObject({
  message: z.string().min(1),
  error: z.string().regex(/^[a-z][a-z0-9_]*$/),
  /** Field -> error key, for 422 answers. */
  errors: z.record(z.string(), z.string()).optional(),
  /** With 429: how long to wait before trying again (also the Retry-After header). */
  retry_after_seconds: z.number().int().nonnegative().optional(),
  /** With an amount refused as too large: the most that may be asked, in the payment's currency. */
  max: moneySchema.optional(),

  /** With evenings_over_seats: the evenings the change would put over their seats, with their bookings. */
  evenings: z.array(eveningOverSeatsSchema).optional(),
  /** With evening_has_bookings: the bookings a closing would leave on a closed evening. */
  bookings: z.array(bookingOnEveningSchema).optional(),
  /** With a 403 for a staff role: the least role that may do it. */
  least_role: z.enum(STAFF_ROLE_ORDER).optional(),
});
export type ApiErrorBody = z.infer<typeof apiErrorBodySchema>;

export const siteStatusSchema = z.enum(['live', 'closed', 'maintenance']);
export type SiteStatus = z.infer<typeof siteStatusSchema>;
