import { z } from 'zod';
import { sentAs } from './media.ts';

/**
 * The restaurant's photographs, one per slot: the landing's hero, a plate of its dishes, the
 * counter, the chef (`npm run admin -- photo set SLOT FILE`). Until a slot is filled the site
 * is laid out without a picture there.
 */
export const PHOTO_SLOTS = ['hero', 'dishes', 'counter', 'chef'] as const;
export type PhotoSlot = (typeof PHOTO_SLOTS)[number];

/** What a photograph may be: a JPEG, PNG or WebP file within these limits, and its alt text's length. */
export const PHOTO_LIMITS = { maxBytes: 600 * 1024, minWidth: 480, maxSide: 4000, altLength: 300 } as const;

/** The narrower widths each photograph is also served at (those narrower than it), for srcset. */
export const PHOTO_VARIANT_WIDTHS = [480, 800, 1200, 1600] as const;

/** A filled slot as guests get it in the restaurant's card: where the file is, its size, its words. */
export const cardPhotoSchema = z.strictObject({
  slot: z.enum(PHOTO_SLOTS),
  /** Names the file's content, so browsers keep it for a year; a new photograph has a new URL. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** The same photograph at narrower widths, narrowest first (none for one set before they were made). */
  variants: z.array(z.strictObject({ url: z.string(), width: z.number().int().positive() })).default([]),
  /** What the photograph shows, per language; null where the restaurant wrote none (the site says what the slot is). */
  alt_en: z.string().nullable(),
  alt_zh: z.string().nullable(),
});
export type CardPhoto = z.infer<typeof cardPhotoSchema>;

/** GET /api/photos/:slot/:file: the file itself. */
export const photoParamsSchema = z.object({
  slot: z.enum(PHOTO_SLOTS, 'photo_slot_unknown'),
  /** `{digest}.{ext}` for the original, `{digest}-{width}.{ext}` for a narrower copy. */
  file: z.string().regex(/^[0-9a-f]{16}(-[1-9][0-9]{2,3})?\.(jpg|png|webp)$/, 'photo_file_unknown'),
});
export const photoFileSchema = sentAs(['image/jpeg', 'image/png', 'image/webp'], 'The photograph');

/** The admin's calls name any slot; the server answers an unknown one with the list, in both languages. */
export const adminPhotoParamsSchema = z.object({ slot: z.string().max(40) });

/** A photograph to put in a slot: the file as base64, and what it shows in each language (kept when not given). */
export const setPhotoRequestSchema = z.object({
  image: z.base64('photo_file_invalid'),
  alt_en: z.string().max(PHOTO_LIMITS.altLength, 'alt_too_long').optional(),
  alt_zh: z.string().max(PHOTO_LIMITS.altLength, 'alt_too_long').optional(),
});

/** A slot as the restaurant sees it: empty, or its photograph's type, pixels, bytes and words. */
export const adminPhotoSchema = z.strictObject({
  slot: z.enum(PHOTO_SLOTS),
  photo: z
    .strictObject({
      media_type: z.string(),
      width: z.number().int(),
      height: z.number().int(),
      bytes: z.number().int(),
      url: z.string(),
      /** The narrower widths it is also served at. */
      variant_widths: z.array(z.number().int()),
      alt_en: z.string().nullable(),
      alt_zh: z.string().nullable(),
      updated_at: z.string(),
    })
    .nullable(),
});
export type AdminPhoto = z.infer<typeof adminPhotoSchema>;
