import { z } from 'zod';
import { lineText, restaurantDate } from './common.ts';

const note = z.string().trim().max(1000, 'note_too_long').optional();
const revision = z.number().int('revision_invalid').min(0, 'revision_invalid').optional();
const name = (key: string) => lineText({ error: `${key}_invalid` }).trim().max(100, `${key}_too_long`).optional();

/** A party at the door, seated in a seating under way (tonight only); a name if they give one. */
export const walkInSchema = z.object({
  date: restaurantDate,
  time: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time_invalid'),
  party: z.coerce.number({ error: 'party_size_invalid' }).int('party_size_invalid').min(1, 'party_size_invalid').max(50, 'party_size_invalid'),
  area: z.string().trim().max(40, 'area_invalid').optional(),
  first_name: name('first_name'),
  last_name: name('last_name'),
  lang: z.enum(['en', 'zh'], { error: 'lang_invalid' }).optional(),
  notes: z.string().trim().max(1000, 'notes_too_long').optional(),
  note,
});

export const walkedInSchema = z.strictObject({
  code: z.string(),
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
  area: z.string(),
  /** '5-6'; null in an exclusive area, or when no run of adjacent seats was free (staff place the party). */
  seats: z.string().nullable(),
});
export type WalkedIn = z.infer<typeof walkedInSchema>;

/** A party's seats as staff write them: '5-6', or '7' for one guest; as many seats as guests, adjacent. */
export const placeSeatsSchema = z.object({
  seats: z.string().trim().regex(/^\d{1,3}(\s*[-–]\s*\d{1,3})?$/, 'seats_invalid'),
  note,
  revision,
});

export const seatsPlacedSchema = z.strictObject({ code: z.string(), seats: z.string(), was: z.string().nullable() });
export type SeatsPlaced = z.infer<typeof seatsPlacedSchema>;
