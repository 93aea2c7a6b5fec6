import { z } from 'zod';
import type { RestaurantIdentityKey } from '../../../api-client/contract/restaurant-setup.ts';

/**
 * The restaurant's identity as the admin edits it (`restaurant set KEY VALUE`, `setup`): each
 * key with its check and the words an error uses for what is allowed. `about_url` is stored as
 * the card's `website`; `map` as {lat, lng}.
 */
interface IdentityField {
  schema: z.ZodType;
  allowed: string;
  /** Asked by `setup` and never empty. */
  required?: boolean;
}

const text = (max: number) => z.string().trim().max(max);
const named = (max: number) => z.string().trim().min(1).max(max);

export const IDENTITY_FIELDS: Record<string, IdentityField> = {
  name_en: { schema: named(100), allowed: 'the name in English, 1 to 100 characters', required: true },
  name_zh: { schema: named(100), allowed: 'the name in Chinese, 1 to 100 characters', required: true },
  phone: { schema: z.string().trim().regex(/^\+?[0-9][0-9 ()-]{4,30}$/), allowed: 'a phone number such as +86 21 6437 0000', required: true },
  email: { schema: z.string().trim().email().max(200), allowed: 'an e-mail address such as hello@example.com', required: true },
  address_en: { schema: text(300), allowed: 'the address in English, at most 300 characters' },
  address_zh: { schema: text(300), allowed: 'the address in Chinese, at most 300 characters' },
  registration_en: { schema: text(300), allowed: 'the company registration line in English, at most 300 characters' },
  registration_zh: { schema: text(300), allowed: 'the company registration line in Chinese, at most 300 characters' },
  about_url: { schema: z.union([z.literal(''), z.string().trim().url().max(500)]), allowed: 'a full address such as https://example.com/about, or empty' },
  map: {
    schema: z.union([
      z.literal('').transform(() => null),
      z
        .string()
        .regex(/^\s*-?\d+(\.\d+)?\s*,\s*-?\d+(\.\d+)?\s*$/)
        .transform((value) => value.split(',').map(Number) as [number, number])
        .refine(([lat, lng]) => Math.abs(lat) <= 90 && Math.abs(lng) <= 180)
        .transform(([lat, lng]) => ({ lat, lng })),
    ]),
    allowed: 'a latitude and a longitude in degrees, e.g. 31.2105,121.4406, or empty for none',
  },
} satisfies Record<RestaurantIdentityKey, IdentityField>;

export const IDENTITY_KEYS = Object.keys(IDENTITY_FIELDS);
