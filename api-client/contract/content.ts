import { z } from 'zod';
import { freeText, lineText } from './common.ts';
import { emailField } from './otp.ts';
import { cardPhotoSchema } from './photos.ts';
import { BOOKING_RULE_LIMITS, type BookingRuleKey, type BookingRules } from '../rules/booking-rules.ts';

/** FAQ and contact enquiries (SPEC §7: fetch_faq, contact). */

export const faqItemSchema = z.strictObject({
  id: z.number().int().positive(),
  question_en: z.string(),
  question_zh: z.string(),
  answer_en: z.string(),
  answer_zh: z.string(),
});
export type FaqItem = z.infer<typeof faqItemSchema>;

/** fetch_faq answers FaqItem[] in the restaurant's order. */
export const faqListSchema = z.array(faqItemSchema);

export const CONTACT_LIMITS = { name: 100, email: 254, message: 4000 } as const;

const missing = (input: unknown) => input === undefined || input === null;
const requiredText = (field: string, max: number, text: typeof lineText) =>
  text({ error: (issue) => (missing(issue.input) ? `${field}_required` : `${field}_invalid`) })
    .trim()
    .min(1, `${field}_required`)
    .max(max, `${field}_too_long`);

/**
 * Name, e-mail and message, each non-empty after trimming. Refusals are 422 with
 * errors {name|email|message: key} and a readable `message`; too many enquiries from one address
 * in an hour is 429 'contact_rate_limited'.
 */
export const contactRequestSchema = z.object({
  name: requiredText('name', CONTACT_LIMITS.name, lineText),
  email: emailField,
  message: requiredText('message', CONTACT_LIMITS.message, freeText),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** The enquiry was stored and forwarded to the restaurant. */
export const contactResponseSchema = z.strictObject({ status: z.literal('success') });
export type ContactResponse = z.infer<typeof contactResponseSchema>;

export const contactRefusals = [
  'name_required',
  'name_invalid',
  'name_too_long',
  'email_required',
  'email_format_error',
  'message_required',
  'message_invalid',
  'message_too_long',
  'text_control_characters',
  'contact_rate_limited',
] as const;
export type ContactErrorKey = (typeof contactRefusals)[number];

/** A whole number within the limits the server's settings and the admin command allow for that rule. */
const ruleValue = (key: BookingRuleKey) => z.number().int().min(BOOKING_RULE_LIMITS[key].min).max(BOOKING_RULE_LIMITS[key].max);

/** The booking rules in the card (BookingRules): the numbers the server enforces, set by the admin command. */
export const bookingRulesSchema = z.strictObject({
  horizon_days: ruleValue('horizon_days'),
  otp_resend_seconds: ruleValue('otp_resend_seconds'),
  hold_minutes: ruleValue('hold_minutes'),
  change_cancel_min_days: ruleValue('change_cancel_min_days'),
  max_party_size: ruleValue('max_party_size'),
});

/** Compiles only while A and B are the same type. */
type SameType<A extends B, B extends C, C = A> = [A, B];
/** The schema says what BookingRules says, field for field: a rule added to only one of them fails to compile here. */
export type BookingRulesSchemaMatches = SameType<z.infer<typeof bookingRulesSchema>, BookingRules>;

/** The open weekdays (0 = Sunday ... 6 = Saturday, in order) and the seating times ('HH:mm', in order). */
export const restaurantHoursSchema = z.strictObject({
  open_weekdays: z.array(z.number().int().min(0).max(6)),
  seating_times: z.array(z.string().regex(/^\d{2}:\d{2}$/)),
  /** How long a dinner takes (the dining_minutes setting). Absent from older servers: 150. */
  dining_minutes: z.number().int().positive().default(150),
  /** How many hours ahead the kitchen asks to hear of allergies (allergy_notice_hours). Absent from older servers: 48. */
  allergy_notice_hours: z.number().int().min(0).max(336).default(48),
});
export type RestaurantHours = z.infer<typeof restaurantHoursSchema>;

/** What booking the private room takes (its area's settings): the smallest party and the working days' notice. */
export const privateRoomTermsSchema = z.strictObject({
  min_party: z.number().int().min(1),
  notice_working_days: z.number().int().min(0),
});
export type PrivateRoomTerms = z.infer<typeof privateRoomTermsSchema>;

/** The restaurant's own details as the admin command keeps them (the `restaurant` setting). */
export const restaurantDetailsShape = {
  name_en: z.string(),
  name_zh: z.string(),
  address_en: z.string(),
  address_zh: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  registration_en: z.string(),
  registration_zh: z.string(),
  /** Where the restaurant is, for a map (WGS 84 degrees); null until the restaurant sets it. */
  map: z.strictObject({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }).nullable().default(null),
};

/**
 * The restaurant's own words (`npm run admin -- text set KEY LANG`): `notes` holds one important
 * note a line. The server fills their rule placeholders ({deposit}...) from the settings first.
 */
export const RESTAURANT_TEXT_KEYS = [
  'notes',
  'deposit_policy',
  'deposit_policy_international',
  'change_policy',
  'private_room',
  'menu_name',
  'menu_description',
  'menu_price',
  'chef',
  'tagline',
  'phone_hours',
] as const;
export type RestaurantTextKey = (typeof RESTAURANT_TEXT_KEYS)[number];
const textsOfOneLanguage = z.partialRecord(z.enum(RESTAURANT_TEXT_KEYS), z.string());
export const restaurantTextsSchema = z.strictObject({ en: textsOfOneLanguage, zh: textsOfOneLanguage });
export type RestaurantTexts = z.infer<typeof restaurantTextsSchema>;

/** A closed date's note for guests (e.g. a private event), in both languages. */
export const closureNoteSchema = z.strictObject({ date: z.string(), note_en: z.string(), note_zh: z.string() });
export type ClosureNote = z.infer<typeof closureNoteSchema>;

/** GET /api/restaurant: the restaurant's public card, editable by the admin command. */
export const restaurantCardSchema = z.strictObject({
  ...restaurantDetailsShape,
  /** The numbers the widget shows and checks (horizon, resend delay, hold, change/cancel days, party size). */
  booking_rules: bookingRulesSchema,
  /** When the restaurant serves, for the landing and home pages: from its settings and active seatings. */
  hours: restaurantHoursSchema,
  /** The private room's terms for the important notes; null when no private room is bookable online. */
  private_room: privateRoomTermsSchema.nullable(),
  /** The restaurant's texts in each language as guests read them; a text not written is absent. Absent from older servers. */
  texts: restaurantTextsSchema.default({ en: {}, zh: {} }),
  /** The closed dates from today to the horizon that have a note, in date order. Absent from older servers. */
  closures: z.array(closureNoteSchema).default([]),
  /** The restaurant's photographs, one per filled slot. Absent from older servers. */
  photos: z.array(cardPhotoSchema).default([]),
});
export type RestaurantCard = z.infer<typeof restaurantCardSchema>;
