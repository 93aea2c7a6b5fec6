import { z } from 'zod';
import { calendarDate } from './availability.ts';
import { customerLookupRequestSchema } from './customer.ts';

/**
 * The waitlist of a full evening: a guest leaves a contact this session proved by code (phone or
 * e-mail, as for get_user_bookings), the party size and the seatings they would take; when seats
 * free up the first who fit are told once, with a link to book.
 */
const partySize = z
  .union([z.number(), z.string().regex(/^\d{1,3}$/, 'party_size_invalid')], { error: 'party_size_invalid' })
  .transform(Number)
  .pipe(z.number().int('party_size_invalid').min(1, 'party_size_invalid').max(100, 'party_size_invalid'));

export const joinWaitlistInputSchema = customerLookupRequestSchema.extend({
  /** The evening, YYYY-MM-DD (Shanghai). */
  d: calendarDate,
  p: partySize,
  /** Seating ids the guest would take; none = any seating of the evening. */
  s: z.array(z.number().int('seating_unknown').positive('seating_unknown'), { error: 'seating_unknown' }).max(20, 'seating_unknown').optional(),
  lang: z.enum(['en', 'zh']).optional(),
});
export type JoinWaitlistInput = z.input<typeof joinWaitlistInputSchema>;

export const joinWaitlistResponseSchema = z.strictObject({
  status: z.literal('success'),
  /** Place in line for the evening, 1 = next to be told. */
  position: z.number().int().positive(),
});
export type JoinWaitlistResponse = z.infer<typeof joinWaitlistResponseSchema>;

/**
 * Why join_waitlist refused, besides 422 field errors: 403 contact_not_verified (not proved here), 409
 * seats_available (the party can book now) and already_waiting (for that evening), 429 waitlist_limit,
 * else 422.
 */
export const joinWaitlistRefusals = [
  'contact_not_verified',
  'date_not_bookable', // past, closed or beyond the horizon
  'party_size_invalid', // more than the largest online party
  'seating_unknown',
  'seats_available',
  'already_waiting',
  'waitlist_limit',
] as const;
export type JoinWaitlistRefusalKey = (typeof joinWaitlistRefusals)[number];

export const waitlistQuerySchema = z.object({ date: calendarDate.optional() });

export const waitlistEntrySchema = z.strictObject({
  id: z.number().int(),
  date: z.string(),
  pax: z.number().int(),
  /** Seating times the guest takes ('HH:mm'); empty = any. */
  times: z.array(z.string()),
  channel: z.enum(['sms', 'email']),
  contact: z.string(),
  lang: z.enum(['en', 'zh']),
  created_at: z.date(),
  notified_at: z.date().nullable(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntrySchema>;

/** One waitlist entry, by its number in the list (`waitlist`'s `id`). */
export const waitlistEntryParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** The seating a staff member offers a waiting guest, at a time of that evening ('HH:mm') in an area. */
export const offerWaitlistBodySchema = z.object({
  time: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'time_invalid'),
  area: z.string().min(1).max(40).default('counter'),
});

export const waitlistOfferedSchema = z.strictObject({
  id: z.number().int(),
  /** The hold's booking code; the guest's message carries its payment link. */
  code: z.string(),
  time: z.string(),
  /** When the held seats come free again unless paid. */
  expires_at: z.date(),
});
export type WaitlistOffered = z.infer<typeof waitlistOfferedSchema>;

export const waitlistRemovedSchema = z.strictObject({ id: z.number().int(), removed: z.literal(true) });

/** Why a staff offer or removal was refused, besides 422 field errors: 404 the first, 409 the others. */
export const staffWaitlistRefusals = ['waitlist_entry_unknown', 'waitlist_already_offered', 'waitlist_no_seats', 'seating_unknown'] as const;
