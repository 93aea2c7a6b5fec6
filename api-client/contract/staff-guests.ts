import { z } from 'zod';
import { freeText, lineText } from './common.ts';

/** Guests as staff look them up (the console's Guests page), and the notes and tags staff keep. */
export const GUEST_TAGS = ['vip', 'regular'] as const;
/** Free tags beside VIP and regular: at most this many on a guest, each at most TAG_MAX_LENGTH characters. */
export const TAGS_MAX = 10;
export const TAG_MAX_LENGTH = 24;
/** The allergies and diets staff keep on a guest, offered back to the guest at their next booking. */
export const ALLERGIES_MAX_LENGTH = 200;

/** Tags as kept: trimmed, inner spaces folded, the first of those equal without case. */
export function keptTags(tags: readonly string[]): string[] {
  const seen = new Set<string>();
  const kept: string[] = [];
  for (const tag of tags.map((raw) => raw.trim().replace(/\s+/g, ' ')).filter(Boolean)) {
    const known = GUEST_TAGS.find((fixed) => fixed === tag.toLowerCase()) ?? tag;
    if (seen.has(known.toLowerCase())) continue;
    seen.add(known.toLowerCase());
    kept.push(known);
  }
  return kept;
}

const amounts = z.array(z.strictObject({ currency: z.enum(['CNY', 'USD']), amount_minor: z.number().int() }));
const contactSchema = z.strictObject({ country: z.string().nullable(), phone: z.string().nullable(), email: z.string().nullable() });

export const guestSearchSchema = z.object({ search: lineText({ error: 'search_invalid' }).trim().max(100, 'search_invalid').default('') });

export const guestProfileSchema = z.strictObject({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  /** Dinners completed. */
  visits: z.number().int(),
  no_shows: z.number().int(),
  /** YYYY-MM-DD of the last completed dinner, and of the next upcoming one. */
  last_visit: z.string().nullable(),
  next_visit: z.string().nullable(),
  /** Allergies and diets written on the guest's bookings, newest first, each once. */
  allergies: z.array(z.string()),
  notes: z.string(),
  tags: z.array(z.string()),
  /** What staff set, '' when nothing; and what the guest is offered at their next booking (stored form). */
  staff_allergies: z.string(),
  remembered_allergies: z.string(),
  /** The contacts of profiles merged into this one that it does not hold itself. */
  other_contacts: z.array(contactSchema),
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

export const guestParamsSchema = z.object({ id: z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid') });
export const guestNotesSchema = z.object({
  notes: freeText({ error: 'notes_too_long' }).trim().max(2000, 'notes_too_long').default(''),
  tags: z
    .array(
      lineText({ error: 'tag_invalid' })
        .trim()
        .max(TAG_MAX_LENGTH, 'tag_too_long')
        .refine((tag) => !tag.includes(','), 'tag_invalid'),
      { error: 'tag_invalid' },
    )
    .max(TAGS_MAX * 2, 'tags_too_many')
    .default([])
    .transform(keptTags)
    .refine((tags) => tags.length <= TAGS_MAX, 'tags_too_many'),
  /** Absent: left as it is. */
  allergies: freeText({ error: 'allergies_too_long' }).trim().max(ALLERGIES_MAX_LENGTH, 'allergies_too_long').optional(),
});
export const guestNotesKeptSchema = z.strictObject({ id: z.number().int(), notes: z.string(), tags: z.array(z.string()), allergies: z.string() });

/** One of a guest's bookings as their visits list it, with the deposit it paid, gave back and kept. */
export const guestVisitSchema = z.strictObject({
  code: z.string(),
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
  status: z.string(),
  walk_in: z.boolean(),
  paid: amounts,
  refunded: amounts,
  kept: amounts,
});
export const guestVisitsSchema = z.strictObject({
  id: z.number().int(),
  visits: z.array(guestVisitSchema),
  /** Deposits over every visit listed. */
  paid: amounts,
  refunded: amounts,
  kept: amounts,
});
export type GuestVisits = z.infer<typeof guestVisitsSchema>;

/** Merge the guest of the path into `into`, the profile that stays. */
export const guestMergeSchema = z.object({ into: z.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid') });
export const guestMergedSchema = z.strictObject({ id: z.number().int(), merged: z.number().int(), bookings: z.number().int() });
