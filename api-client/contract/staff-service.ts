import { z } from 'zod';
import { moneySchema, restaurantDate } from './common.ts';
import { staffGuestFields } from './staff.ts';
import { partyDinerSchema } from './party.ts';

/** Tonight's service, as the staff console's floor view shows it (GET /api/staff/tonight). */
export const tonightQuerySchema = z.object({ date: restaurantDate.optional() });

export const tonightPartySchema = z.strictObject({
  id: z.number().int(),
  code: z.string(),
  status: z.string(),
  /** Marked arrived (the booking stays pending until completed). */
  arrived: z.boolean(),
  /** The booking's revision, sent back with a mark so a change made meanwhile is refused. */
  revision: z.number().int(),
  pax: z.number().int(),
  /** The party's seat numbers ('5-6'); null in an exclusive area or while not placed. */
  seats: z.string().nullable(),
  /** Seated without booking ahead (no deposit). */
  walk_in: z.boolean(),
  /** The language the guest's messages are written in. */
  lang: z.enum(['en', 'zh']),
  ...staffGuestFields,
  /** Earlier dinners of the same guest that were completed. */
  visits: z.number().int(),
  /** The tags staff keep on the guest (vip, regular, and their own words). */
  tags: z.array(z.string()).optional(),
  deposit_fen: z.number().int(),
  paid: z.boolean(),
  /** Why staff waived the deposit (a booking owing nothing, not waiting to pay); null when not waived. */
  deposit_waived: z.string().nullable(),
  /** What the guest paid, in the currency they paid it (USD for PayPal); null when nothing, or in two currencies. */
  deposit_paid: moneySchema.nullable(),
  /** When the guest said they are coming (the reminder's manage link), ISO instant; null until then. */
  visit_confirmed_at: z.iso.datetime().nullable(),
  requests: z.array(z.strictObject({ id: z.number().int(), type: z.enum(['change', 'cancel']), message: z.string(), resolved: z.boolean() })),
  /** Each diner's entry from the party's page (docs/party.md), in the order they wrote in. */
  diners: z.array(partyDinerSchema),
});
export type TonightParty = z.infer<typeof tonightPartySchema>;

export const tonightSeatingSchema = z.strictObject({
  seating_id: z.number().int(),
  time: z.string(),
  area: z.string(),
  area_en: z.string(),
  area_zh: z.string(),
  seats: z.number().int(),
  covers: z.number().int(),
  free: z.number().int(),
  parties: z.array(tonightPartySchema),
});
export type TonightSeating = z.infer<typeof tonightSeatingSchema>;

export const tonightSchema = z.strictObject({
  date: z.string(),
  /** The evening's note for the team; '' when none. */
  shift_note: z.string(),
  seatings: z.array(tonightSeatingSchema),
});

export const shiftNoteParamsSchema = z.object({ date: restaurantDate });
export const shiftNoteBodySchema = z.object({ note: z.string({ error: 'note_invalid' }).trim().max(2000, 'note_too_long') });
export const shiftNoteSchema = z.strictObject({ date: z.string(), note: z.string() });
export type Tonight = z.infer<typeof tonightSchema>;
