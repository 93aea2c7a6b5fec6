import { z } from 'zod';
import { ALLERGY_LEVELS, PARTY_LIMITS } from '../rules/party.ts';
import { FOOD_CHOICES } from '../rules/request-choices.ts';
import { freeText, lineText } from './common.ts';
import { bookingCodeSchema } from './booking.ts';

/**
 * The party's page (docs/party.md): each diner of a booking, from its party link, writes their name,
 * food restrictions, allergies and an occasion; the one who booked sees and edits them all.
 */

/** The party link's secret as its path carries it; a diner's secret as their browser keeps it. */
export const partyTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'party_link_invalid');
const dinerSecretSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'diner_invalid');

export const allergySchema = z.strictObject({
  what: lineText().trim().min(1, 'allergy_required').max(PARTY_LIMITS.allergy, 'allergy_too_long'),
  level: z.enum(ALLERGY_LEVELS, { error: 'allergy_level_invalid' }),
});
export type Allergy = z.infer<typeof allergySchema>;

export const partyEntrySchema = z.strictObject({
  name: lineText().trim().max(PARTY_LIMITS.name, 'name_too_long').default(''),
  food: z
    .array(z.enum(FOOD_CHOICES, { error: 'food_invalid' }))
    .max(FOOD_CHOICES.length, 'food_invalid')
    .refine((items) => new Set(items).size === items.length, 'food_invalid')
    .default([]),
  other_food: freeText().trim().max(PARTY_LIMITS.otherFood, 'food_too_long').default(''),
  allergies: z.array(allergySchema).max(PARTY_LIMITS.allergies, 'too_many_allergies').default([]),
  occasion: freeText().trim().max(PARTY_LIMITS.occasion, 'occasion_too_long').default(''),
});
export type PartyEntryInput = z.input<typeof partyEntrySchema>;
export type PartyEntry = z.infer<typeof partyEntrySchema>;

export const partyDinerSchema = partyEntrySchema.extend({ id: z.number().int().positive() });
export type PartyDiner = z.infer<typeof partyDinerSchema>;

/** party_view: `diner` is the secret this browser was given when it first saved. */
export const partyViewInputSchema = z.object({ diner: dinerSecretSchema.optional() });
export const partyParams = z.object({ token: partyTokenSchema });

export const partyViewSchema = z.strictObject({
  party: z.strictObject({
    restaurant: z.strictObject({ en: z.string(), zh: z.string() }),
    address: z.strictObject({ en: z.string(), zh: z.string() }),
    date: z.string(),
    time: z.string(),
    pax: z.number().int().positive(),
    /** How many diners wrote in so far. */
    filled: z.number().int().nonnegative(),
    /** The instant the page stops taking entries (the allergy deadline). */
    open_until: z.iso.datetime(),
  }),
  /** This browser's own entry, when it holds a diner's secret. */
  mine: partyDinerSchema.nullable(),
  /** The one who booked (their session) sees every diner; a diner sees none but their own. */
  booker: z.boolean(),
  diners: z.array(partyDinerSchema),
});
export type PartyView = z.infer<typeof partyViewSchema>;

/** party_save: a new diner (no `diner`, no `id`), this browser's own (`diner`), or, for the one who booked, any (`id`). */
export const partySaveInputSchema = z.object({
  diner: dinerSecretSchema.optional(),
  id: z.number({ error: 'diner_invalid' }).int('diner_invalid').positive('diner_invalid').max(2_147_483_647, 'diner_invalid').optional(),
  entry: partyEntrySchema,
});
export type PartySaveInput = z.input<typeof partySaveInputSchema>;
export const partySaveResponseSchema = z.strictObject({ diner: z.string().nullable(), entry: partyDinerSchema });
export type PartySaveResponse = z.infer<typeof partySaveResponseSchema>;

export const partyRemoveInputSchema = z.object({ id: z.number({ error: 'diner_invalid' }).int('diner_invalid').positive('diner_invalid').max(2_147_483_647, 'diner_invalid') });
export type PartyRemoveInput = z.input<typeof partyRemoveInputSchema>;
export const partyRemoveResponseSchema = z.strictObject({ status: z.literal('success') });

/** party_invite: the one who booked asks for the party link of a booking of theirs. */
export const partyInviteInputSchema = z.object({ code: bookingCodeSchema });
export type PartyInviteInput = z.input<typeof partyInviteInputSchema>;
export const partyInviteSchema = z.strictObject({
  url: z.string(),
  pax: z.number().int().positive(),
  filled: z.number().int().nonnegative(),
  open_until: z.iso.datetime(),
});
export type PartyInvite = z.infer<typeof partyInviteSchema>;

/** Why a party call refused (besides 422 field errors). */
export const partyLinkRefusals = [
  'party_link_invalid', // 404: not a link of ours, or its booking cancelled or gone
  'party_closed', // 410: the allergy deadline has passed
] as const;
export const partySaveRefusals = [...partyLinkRefusals, 'party_full', 'diner_not_found', 'not_the_booker'] as const;
export const partyInviteRefusals = ['booking_not_found', 'party_closed'] as const;
export type PartyRefusalKey = (typeof partySaveRefusals)[number] | (typeof partyInviteRefusals)[number];

export const partyRouteSchemas = {
  party_view: { summary: "A party link's evening, this diner's entry, and every diner's for the one who booked", params: partyParams, body: partyViewInputSchema, answers: { 200: partyViewSchema } },
  party_save: { summary: "Save a diner's name, food restrictions, allergies and occasion", params: partyParams, body: partySaveInputSchema, answers: { 200: partySaveResponseSchema } },
  party_remove: { summary: 'The one who booked removes a diner', params: partyParams, body: partyRemoveInputSchema, answers: { 200: partyRemoveResponseSchema } },
  party_invite: { summary: "The party link of a booking of this session's", body: partyInviteInputSchema, answers: { 200: partyInviteSchema } },
};

export const partyRefusals = {
  party_view: partyLinkRefusals,
  party_save: partySaveRefusals,
  party_remove: partySaveRefusals,
  party_invite: partyInviteRefusals,
} as const;
