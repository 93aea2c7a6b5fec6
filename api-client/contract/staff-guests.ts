import { z } from 'zod';
import { freeText, lineText } from './common.ts';

/** Guests as staff look them up (the console's Guests page), and the notes and tags staff keep. */
export const GUEST_TAGS = ['vip', 'regular'] as const;

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
});
export type GuestProfile = z.infer<typeof guestProfileSchema>;

export const guestParamsSchema = z.object({ id: z.coerce.number({ error: 'id_invalid' }).int('id_invalid').positive('id_invalid').max(2_147_483_647, 'id_invalid') });
export const guestNotesSchema = z.object({
  notes: freeText({ error: 'notes_too_long' }).trim().max(2000, 'notes_too_long').default(''),
  tags: z.array(z.enum(GUEST_TAGS, { error: 'tag_invalid' }), { error: 'tag_invalid' }).max(10, 'tag_invalid').default([]),
});
export const guestNotesKeptSchema = z.strictObject({ id: z.number().int(), notes: z.string(), tags: z.array(z.string()) });
