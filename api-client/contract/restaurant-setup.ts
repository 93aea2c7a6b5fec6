import { z } from 'zod';
import { eveningKeptOverSchema } from './common.ts';

/**
 * The restaurant's own set-up calls (`npm run admin -- setup | restaurant | seatings`). Their
 * bodies are read loosely here and checked by the server, which answers a wrong value with a
 * sentence naming it and what is allowed, for the person at the terminal.
 */
const loose = z.record(z.string(), z.unknown());

export const setupBodySchema = loose;
export const setUpSchema = z.strictObject({ set_up: z.literal(true), name_en: z.string(), name_zh: z.string() });

export const restaurantKeyParamsSchema = z.object({ key: z.string().max(64) });
export const restaurantChangeSchema = z.object({ value: z.unknown() });
export const restaurantChangedSchema = z.strictObject({ key: z.string(), value: z.unknown() });
export const restaurantIdentitySchema = z.record(z.string(), z.unknown());
/** The details of the restaurant's identity, each edited alone (`restaurant set KEY VALUE`). */
export const RESTAURANT_IDENTITY_KEYS = ['name_en', 'name_zh', 'phone', 'email', 'address_en', 'address_zh', 'registration_en', 'registration_zh', 'about_url', 'map'] as const;
export type RestaurantIdentityKey = (typeof RESTAURANT_IDENTITY_KEYS)[number];

const areaSchema = z.strictObject({
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  seats: z.number().int(),
  min_party: z.number().int(),
  notice_working_days: z.number().int(),
  exclusive: z.boolean(),
});
export const seatingsOverviewSchema = z.strictObject({
  dining_minutes: z.number().int(),
  areas: z.array(areaSchema),
  seatings: z.array(z.strictObject({ time: z.string(), area: z.string() })),
  evenings: z.array(z.strictObject({ day: z.string(), area: z.string(), seats: z.number().int(), note: z.string() })),
  closed: z.array(z.strictObject({ day: z.string(), time: z.string(), area: z.string(), note: z.string() })),
});

export const seatingBodySchema = loose;
export const seatingParamsSchema = z.object({ time: z.string().max(16) });
export const seatingAreaQuerySchema = z.object({ area: z.string().max(64).optional() });
export const seatingChangedSchema = z.strictObject({ time: z.string(), area: z.string(), active: z.boolean() });

export const areaParamsSchema = z.object({ code: z.string().max(64) });
export const areaSeatsChangedSchema = z.strictObject({ area: z.string(), seats: z.number().int(), over: z.array(eveningKeptOverSchema) });

export const eveningParamsSchema = z.object({ date: z.string().max(16) });
export const eveningSeatsChangedSchema = z.strictObject({
  date: z.string(),
  area: z.string(),
  seats: z.number().int(),
  note: z.string(),
  over: z.array(eveningKeptOverSchema),
});

export const seatingClosureParamsSchema = z.object({ date: z.string().max(16), time: z.string().max(16) });
export const seatingClosureChangedSchema = z.strictObject({
  date: z.string(),
  time: z.string(),
  area: z.string(),
  closed: z.boolean(),
  /** The codes of the bookings that keep their places on the closed seating. */
  kept: z.array(z.string()),
});

/** The restaurant's texts as written (placeholders unfilled) and as guests read them now. */
export const storedTextSchema = z.strictObject({
  key: z.string(),
  lang: z.enum(['en', 'zh']),
  about: z.string(),
  text: z.string().nullable(),
  shown: z.string().nullable(),
  placeholders: z.array(z.string()),
});
export const textsOverviewSchema = z.array(storedTextSchema);
export const textParamsSchema = z.object({ key: z.string().max(64), lang: z.string().max(16) });
export const textChangeSchema = z.object({ text: z.unknown() });
