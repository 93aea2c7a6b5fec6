import { z } from 'zod';
import { bookingStatusNameSchema } from './booking.ts';
import { eveningKeptOverSchema, restaurantDate, siteStatusSchema } from './common.ts';

/** The restaurant's own calls (`npm run admin`, the staff pages): requests and answers. */

const instant = z.date();
const wholeId = z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid');

export const staffSettingsSchema = z.strictObject({
  status: siteStatusSchema,
  max_party_size: z.number().int(),
  horizon_days: z.number().int(),
  otp_resend_seconds: z.number().int(),
  change_cancel_min_days: z.number().int(),
  /** RMB. */
  deposit_per_person: z.number(),
  usd_per_rmb: z.number(),
  hold_minutes: z.number().int(),
  /** The chef's counter's seats, shared over the evening (docs/capacity.md). */
  counter_seats: z.number().int(),
  /** How long a dinner occupies its seats. */
  dining_minutes: z.number().int(),
  /** '2,3,4,5,6': 0 = Sunday. */
  open_weekdays: z.string(),
  about_url: z.string(),
  reminder_hours: z.number().int(),
  /** A cancellation at least this many working days before the visit gets the deposit back. */
  free_cancel_working_days: z.number().int(),
  paypal_refund_fee_percent: z.number(),
  /** RMB: a refund worth more is confirmed in a second step in the console. */
  refund_confirm_above: z.number(),
  /** How long a table booked by staff is held for its payment link. */
  pay_link_hours: z.number().int(),
  /** How long seats freed for the waitlist are held for the guest told of them. */
  waitlist_hold_minutes: z.number().int(),
  /** Allergies are asked for at least this many hours before the visit. */
  allergy_notice_hours: z.number().int(),
});

/** A setting's key is checked by the server, which answers 404 naming the known ones. */
export const settingKeyParamsSchema = z.object({ key: z.string().max(64, 'setting_unknown') });
export const settingChangeSchema = z.object({
  value: z.union([z.string().max(2000), z.number()], { error: 'value_invalid' }),
  /** Keep the bookings when new seats or a new dinner length would put an evening over its seats. */
  keep: z.boolean().optional(),
});
export const settingChangedSchema = z.strictObject({
  key: z.string(),
  value: z.union([z.string(), z.number()]),
  /** Seats or the dinner's length changed with keep: the evenings left over their seats. */
  over: z.array(eveningKeptOverSchema).optional(),
});

export const statusChangeSchema = z.object({ status: siteStatusSchema });
export const statusChangedSchema = statusChangeSchema.strict();

export const closedDateSchema = z.strictObject({ day: z.string(), note: z.string(), note_zh: z.string() });
/** A closed date's note as guests read it in one language (`closed note DATE LANG TEXT`). */
export const closedNoteParamsSchema = z.object({ date: z.string().max(16), lang: z.string().max(16) });
export const closedNoteBodySchema = z.object({ note: z.unknown() });
export const closedNoteChangedSchema = z.strictObject({ date: z.string(), note_en: z.string(), note_zh: z.string() });
/** `keep`: staff confirm that the bookings on the date keep their places (else closing one that has any is refused). */
export const closeDateSchema = z.object({ date: restaurantDate, note: z.string().max(200, 'note_too_long').default(''), keep: z.boolean().default(false) });
export const closedDateParamsSchema = z.object({ date: restaurantDate });
/** `kept`: the codes of the bookings that keep their places on the closed date. */
export const closedDateChangedSchema = z.strictObject({ date: z.string(), closed: z.boolean(), kept: z.array(z.string()).optional() });

/** The guest and their requests, as the staff's booking answers carry them. */
export const staffGuestFields = {
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string(),
  /** Allergies and dietary needs, as the guest chose and wrote them. */
  food: z.string(),
  occasion: z.string(),
};

export const staffBookingsQuerySchema = z.object({ date: restaurantDate });
export const staffBookingSchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  timeslot: z.string(),
  area: z.string(),
  pax: z.number().int(),
  /** The party's seat numbers ('5-6'); null in an exclusive area or while not placed. */
  seats: z.string().nullable(),
  status: bookingStatusNameSchema,
  /** Marked arrived on the evening. */
  arrived: z.boolean(),
  /** A hold whose time has run out. */
  expired: z.boolean(),
  needs_refund: z.boolean(),
  ...staffGuestFields,
  created_at: instant,
  paid_at: instant.nullable(),
});

export const staffRequestsQuerySchema = z.object({ open: z.enum(['true', 'false']).optional() });
export const staffRequestSchema = z.strictObject({
  id: z.number().int(),
  type: z.enum(['change', 'cancel']),
  message: z.string(),
  created_at: instant,
  resolved_at: instant.nullable(),
  resolution: z.string().nullable(),
  code: z.string(),
  booking_date: z.string(),
  /** The booking's seating, 'HH:mm' in Shanghai. */
  timeslot: z.string(),
  pax: z.number().int(),
  status: bookingStatusNameSchema,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
});
export const requestIdParamsSchema = z.object({ id: wholeId });
export const resolveRequestSchema = z.object({ resolution: z.string().trim().min(1, 'resolution_required').max(1000, 'resolution_too_long') });
export const requestResolvedSchema = z.strictObject({ id: z.number().int(), resolved: z.literal(true) });

const faqText = (max: number) => z.string().trim().min(1, 'faq_text_required').max(max, 'faq_text_too_long');
export const faqImportItemSchema = z.object({
  question_en: faqText(500),
  question_zh: faqText(500),
  answer_en: faqText(5000),
  answer_zh: faqText(5000),
});
export const faqImportSchema = z.array(faqImportItemSchema).min(1, 'faq_empty').max(200, 'faq_too_long');
export const staffFaqItemSchema = z.strictObject({
  id: z.number().int(),
  sort: z.number().int(),
  question_en: z.string(),
  question_zh: z.string(),
  answer_en: z.string(),
  answer_zh: z.string(),
});
export const faqImportedSchema = z.strictObject({ imported: z.number().int() });
/** One FAQ entry's edits: read loosely, checked by the server with a sentence in both languages. */
export const faqEntryBodySchema = z.record(z.string(), z.unknown());
export const faqEntryParamsSchema = z.object({ id: z.string().max(32) });
export const faqEntrySchema = z.strictObject({
  id: z.number().int(),
  position: z.number().int(),
  question_en: z.string(),
  question_zh: z.string(),
  answer_en: z.string(),
  answer_zh: z.string(),
});
export const faqEntriesSchema = z.array(faqEntrySchema);

export const reconcileReportSchema = z.strictObject({
  checked: z.number().int(),
  confirmed: z.number().int(),
  flagged: z.number().int(),
  failed: z.number().int(),
  /** Refunds that reached a final state (succeeded or failed) in this run. */
  refunds_settled: z.number().int(),
});

export const outboxQuerySchema = z.object({
  limit: z.coerce.number().int('limit_invalid').min(1, 'limit_invalid').max(500, 'limit_invalid').default(100),
  to: z.string().trim().max(254, 'to_invalid').optional(),
});
export const outboxEntrySchema = z.strictObject({
  id: z.number().int(),
  channel: z.enum(['sms', 'email']),
  to: z.string(),
  subject: z.string(),
  code: z.string().nullable(),
  text: z.string(),
  /** ISO instant. */
  time: z.string(),
});
