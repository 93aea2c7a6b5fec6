import { z } from 'zod';
import { bookingCodeSchema, bookingStatusNameSchema } from './booking.ts';
import { currencySchema, lineText, moneySchema, restaurantDate } from './common.ts';
import { emailField } from './otp.ts';
import { REQUEST_TEXT_MAX } from './request-limits.ts';
import { CHINA_MOBILE } from '../rules/china-mobile.ts';

/**
 * The staff actions on one booking (server/staff-actions/): cancel, move, mark, refund, look up.
 * Amounts are minor units (fen, US cents) in answers; staff type them in RMB or USD.
 */

const instant = z.date();
const note = z.string().trim().max(1000, 'note_too_long').optional();
/** The booking's revision the caller saw: refused with booking_changed when someone changed it since. */
const revision = z.number().int('revision_invalid').min(0, 'revision_invalid').optional();
const channels = z.array(z.enum(['email', 'sms']));
/** Money as staff type it: a plain decimal with at most two places ("12.5", not "0x10" or "1e3"). */
const DECIMAL_AMOUNT = /^(\d{1,7})(?:\.(\d{1,2}))?$/;
/** Money as staff type it, in minor units; null when it is not an amount that can be refunded. */
export function typedMinor(value: string | number): number | null {
  const match = DECIMAL_AMOUNT.exec(typeof value === 'number' ? String(value) : value.trim());
  const minor = match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : 0;
  return minor <= 0 || minor > 100_000_000 ? null : minor;
}
/** Money as staff type it, in the deposit's currency, to minor units. */
const amount = z.union([z.number(), z.string().trim()], { error: 'amount_invalid' }).transform((value, context) => {
  const minor = typedMinor(value);
  if (minor === null) {
    context.addIssue({ code: 'custom', message: 'amount_invalid' });
    return z.NEVER;
  }
  return minor;
});

export const bookingCodeParamsSchema = z.object({ code: bookingCodeSchema });

export const refundChoiceSchema = z
  .union([z.enum(['policy', 'full', 'none']), amount], { error: 'refund_invalid' })
  .transform((value) => (typeof value === 'number' ? { amountMinor: value } : value));

export const cancelBookingSchema = z.object({ refund: refundChoiceSchema.optional(), note, revision });

/** What happens to the deposit of a cancelled booking. */
export const depositDecisionSchema = z.strictObject({
  kind: z.enum(['refund', 'kept', 'nothing_paid']),
  /** refund: 'policy' or 'staff'; kept: 'inside_notice' or 'staff'. */
  why: z.enum(['policy', 'staff', 'inside_notice']).optional(),
  amount_minor: z.number().int().optional(),
  currency: currencySchema.optional(),
  method: z.string().optional(),
});

export const bookingCancelledSchema = z.strictObject({
  code: z.string(),
  date: z.string(),
  time: z.string(),
  seats_returned: z.number().int(),
  deposit: depositDecisionSchema,
  refund_ids: z.array(z.string()),
  told: channels,
});
export type BookingCancelled = z.infer<typeof bookingCancelledSchema>;

/** 'expected' undoes a mark made by mistake on the evening: the party is awaited again. */
export const MARKS = ['arrived', 'completed', 'no_show', 'expected'] as const;
export const markBookingSchema = z.object({ mark: z.enum(MARKS, { error: 'mark_invalid' }), note, revision });
export const bookingMarkedSchema = z.strictObject({ code: z.string(), status: bookingStatusNameSchema, arrived: z.boolean() });
export type BookingMarked = z.infer<typeof bookingMarkedSchema>;

export const moveBookingSchema = z.object({
  date: restaurantDate,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid'),
  party: z.coerce.number({ error: 'party_size_invalid' }).int('party_size_invalid').min(1, 'party_size_invalid').max(50, 'party_size_invalid').optional(),
  area: z.string().trim().max(40, 'area_invalid').optional(),
  /** Past the horizon and the change-days rule (never past the seats). */
  override: z.boolean().optional(),
  note,
  revision,
});
const visitSchema = z.strictObject({ date: z.string(), time: z.string(), pax: z.number().int() });
export const bookingMovedSchema = z.strictObject({
  code: z.string(),
  from: visitSchema,
  to: visitSchema.extend({ area: z.string() }),
  /** Deposit (fen) the larger party has not paid; negative: paid beyond the smaller party. */
  deposit_difference_fen: z.number().int(),
  /** What was paid beyond the party's deposit, in the currency it was paid; null when nothing was. */
  paid_beyond: moneySchema.nullable(),
  /** The link sent to the guest to pay a larger party's difference; null when none was sent. */
  pay_link: z.strictObject({ url: z.string(), expires_at: instant, told: channels }).nullable(),
  told: channels,
});
export type BookingMoved = z.infer<typeof bookingMovedSchema>;

export const refundBookingSchema = z.object({ amount: amount.optional(), note });

/** A refund is money (in the currency of the payment it gives back) with its progress. */
export const refundSchema = z.strictObject({
  ...moneySchema.shape,
  id: z.string(),
  method: z.string(),
  demo: z.boolean(),
  /** pending: not yet accepted by the provider; processing: on its way; succeeded / failed. */
  status: z.enum(['pending', 'processing', 'succeeded', 'failed']),
  provider_refund_id: z.string().nullable(),
  provider_status: z.string().nullable(),
  reason: z.string(),
  actor: z.string(),
  created_at: instant,
  last_error: z.string().nullable(),
});
export type Refund = z.infer<typeof refundSchema>;

export const bookingRefundedSchema = z.strictObject({ code: z.string(), refunds: z.array(refundSchema), told: channels });
export type BookingRefunded = z.infer<typeof bookingRefundedSchema>;

/**
 * What an amount typed to refund gives back: that payment (the deposit while anything is left of it),
 * in its currency, and what the console needs to quote it in RMB and ask before a large refund.
 */
export const refundQuoteSchema = z.strictObject({
  method: z.string(),
  /** The most the payment can still give back. */
  left: moneySchema,
  /** Paid beyond the party's deposit (a smaller party), at most `left`; null when nothing was. */
  paid_beyond: moneySchema.nullable(),
  /** US dollars for one RMB today (restaurant setting): a USD amount's RMB equivalent. */
  usd_per_rmb: z.number(),
  /** A refund above this (its RMB equivalent) is confirmed in a second step. */
  confirm_above: moneySchema,
});
export type RefundQuote = z.infer<typeof refundQuoteSchema>;

export const bookingDetailsSchema = z.strictObject({
  code: z.string(),
  status: bookingStatusNameSchema,
  date: z.string(),
  time: z.string(),
  area: z.string(),
  pax: z.number().int(),
  /** The party's seat numbers ('5-6'); null in an exclusive area or while not placed. */
  seats: z.string().nullable(),
  walk_in: z.boolean(),
  arrived: z.boolean(),
  /** When the guest said they are coming (the reminder's manage link); null until then. */
  visit_confirmed_at: instant.nullable(),
  revision: z.number().int(),
  needs_refund: z.boolean(),
  guest: z.string(),
  /** The tags staff keep on the guest (vip, regular, and their own words). */
  guest_tags: z.array(z.string()).optional(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  lang: z.string(),
  /** The guest's allergies and diet, occasion and notes as they read (the restaurant's English names for choices). */
  food: z.string(),
  occasion: z.string(),
  notes: z.string(),
  deposit_per_person_fen: z.number().int(),
  /** Why staff waived the deposit; null when it was not waived. */
  deposit_waived: z.string().nullable(),
  payments: z.array(
    z.strictObject({
      ...moneySchema.shape,
      method: z.string(),
      outcome: z.string(),
      refund_due: z.boolean(),
      provider_transaction_id: z.string(),
      demo: z.boolean(),
      paid_at: instant,
    }),
  ),
  refunds: z.array(refundSchema),
  refund_quote: refundQuoteSchema.nullable(),
  /**
   * Deposits asked of a party made larger (oldest first): open while its pay link may be paid,
   * then paid, expired (the party went back to pax_before), cancelled, or replaced by a later move.
   */
  topups: z.array(
    z.strictObject({
      pax_before: z.number().int(),
      pax_after: z.number().int(),
      amount_fen: z.number().int(),
      status: z.enum(['open', 'paid', 'expired', 'cancelled', 'replaced']),
      created_at: instant,
      expires_at: instant,
      settled_at: instant.nullable(),
    }),
  ),
  requests: z.array(
    z.strictObject({
      id: z.number().int(),
      type: z.enum(['change', 'cancel']),
      message: z.string(),
      created_at: instant,
      resolved_at: instant.nullable(),
      resolution: z.string().nullable(),
      outcome: z.string().nullable(),
      reply: z.string().nullable(),
    }),
  ),
  audit: z.array(
    z.strictObject({
      at: instant,
      actor: z.string(),
      action: z.string(),
      before: z.unknown(),
      after: z.unknown(),
      note: z.string(),
    }),
  ),
});
export type BookingDetails = z.infer<typeof bookingDetailsSchema>;

/**
 * What staff do about a guest's request: cancel the booking, move it, or decline with a reply to
 * the guest; `note` (also a body with only `resolution`, as before) records what was done elsewhere.
 */
export const resolveRequestActionSchema = z.preprocess(
  (input) => (input !== null && typeof input === 'object' && !('action' in input) ? { ...input, action: 'note' } : input),
  z.discriminatedUnion(
    'action',
    [
      z.object({ action: z.literal('cancel'), refund: refundChoiceSchema.optional(), note }),
      z.object({ action: z.literal('decline'), reply: z.string({ error: 'reply_required' }).trim().min(1, 'reply_required').max(1000, 'reply_too_long') }),
      moveBookingSchema.omit({ revision: true }).extend({ action: z.literal('move') }),
      z.object({ action: z.literal('note'), resolution: z.string().trim().min(1, 'resolution_required').max(1000, 'resolution_too_long') }),
    ],
    { error: 'action_invalid' },
  ),
);

export const requestResolvedSchema = z.strictObject({
  id: z.number().int(),
  resolved: z.literal(true),
  outcome: z.enum(['cancelled', 'moved', 'declined', 'noted']),
  told: channels,
  cancelled: bookingCancelledSchema.optional(),
  moved: bookingMovedSchema.optional(),
});
export type RequestResolved = z.infer<typeof requestResolvedSchema>;

const personName = (key: string) => lineText({ error: `${key}_required` }).trim().min(1, `${key}_required`).max(100, `${key}_too_long`);

/**
 * A booking made by staff for a guest who phoned or wrote: a phone (a mainland mobile with the
 * default calling code 86) or an e-mail; the deposit waived with a reason, or asked by a link.
 */
export const bookForGuestSchema = z
  .object({
    date: restaurantDate,
    time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid'),
    party: z.coerce.number({ error: 'party_size_invalid' }).int('party_size_invalid').min(1, 'party_size_invalid').max(50, 'party_size_invalid'),
    area: z.string().trim().max(40, 'area_invalid').optional(),
    first_name: personName('first_name'),
    last_name: personName('last_name'),
    gender: z.enum(['M', 'F'], { error: 'gender_invalid' }).optional(),
    country: z.string().trim().regex(/^\d{1,4}$/, 'country_invalid').default('86'),
    phone: z.string().transform((value) => value.replace(/[\s-]/g, '')).pipe(z.string().regex(/^\d{4,15}$/, 'phone_format_error')).optional(),
    email: emailField.optional(),
    /** The guest's language for every message; Chinese for a mainland mobile unless said. */
    lang: z.enum(['en', 'zh'], { error: 'lang_invalid' }).optional(),
    /** Why no deposit is asked; absent: a payment link holds the table. */
    waive_deposit: z.string().trim().max(500, 'waive_reason_too_long').optional(),
    /** The guest's wishes, kept as the booking's notes. */
    notes: z.string().trim().max(REQUEST_TEXT_MAX.notes, 'notes_too_long').optional(),
    note,
  })
  .superRefine((input, context) => {
    if (!input.phone && !input.email) context.addIssue({ code: 'custom', path: ['phone'], message: 'contact_required' });
    if (input.phone && input.country === '86' && !CHINA_MOBILE.test(input.phone)) {
      context.addIssue({ code: 'custom', path: ['phone'], message: 'phone_format_error' });
    }
  });

export const bookedForGuestSchema = z.strictObject({
  code: z.string(),
  /** pending: booked (deposit waived); hold: held until the payment link is paid. */
  status: z.enum(['pending', 'hold']),
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
  area: z.string(),
  /** The deposit asked (fen); 0 when waived. */
  deposit_fen: z.number().int(),
  deposit_waived: z.string().nullable(),
  pay_link: z.string().nullable(),
  hold_expires_at: instant.nullable(),
  told: channels,
});
export type BookedForGuest = z.infer<typeof bookedForGuestSchema>;
