import { z } from 'zod';
import { readCacheOf } from '../cache/read-cache.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import { restaurantDetailsShape } from '../../api-client/contract/content.ts';
import { BOOKING_RULE_LIMITS, type BookingRuleKey } from '../../api-client/rules/booking-rules.ts';

/** A booking rule's setting: a whole number within the limits the widget checks too. */
const ruleSetting = (key: BookingRuleKey) => z.number().int().min(BOOKING_RULE_LIMITS[key].min).max(BOOKING_RULE_LIMITS[key].max);

/** The restaurant's editable settings, one row per key in `settings`. */
export const restaurantSettingsSchema = z.object({
  status: z.enum(['live', 'closed', 'maintenance']),
  /** Largest party that can book online; bigger parties call the restaurant. */
  max_party_size: ruleSetting('max_party_size'),
  deposit_per_person_fen: z.number().int().min(0),
  /** US dollars for one RMB, used for PayPal amounts. */
  usd_per_rmb: z.number().positive().max(10),
  hold_minutes: ruleSetting('hold_minutes'),
  /** 0 = Sunday ... 6 = Saturday, as dayjs counts. */
  open_weekdays: z.array(z.number().int().min(0).max(6)),
  /** The last bookable day is today + horizon_days. */
  horizon_days: ruleSetting('horizon_days'),
  /** Seconds before a guest may ask for another code for the same phone or e-mail. */
  otp_resend_seconds: ruleSetting('otp_resend_seconds'),
  /** Change or cancel requests online need the visit at least this many days ahead. */
  change_cancel_min_days: ruleSetting('change_cancel_min_days'),
  restaurant: z.object(restaurantDetailsShape),
});

export type RestaurantSettings = z.infer<typeof restaurantSettingsSchema>;
export type SettingKey = keyof RestaurantSettings;

/**
 * The settings, read on nearly every request (get_status, availability, holds): kept in memory
 * until a write to them commits (server/cache). Inside a transaction they are read from it.
 */
export async function readSettings(db: Queryable): Promise<RestaurantSettings> {
  const cache = readCacheOf(db);
  if (!cache) return loadSettings(db);
  return cache.get('settings', 0, async () => ({ value: await loadSettings(db) }), ['settings']);
}

async function loadSettings(db: Queryable): Promise<RestaurantSettings> {
  const { rows } = await db.query<{ key: string; value: unknown }>('select key, value from settings');
  return restaurantSettingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}

export async function writeSetting<K extends SettingKey>(db: Queryable, key: K, value: RestaurantSettings[K]): Promise<void> {
  const checked = restaurantSettingsSchema.shape[key].parse(value);
  await db.query(
    'insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do update set value = excluded.value',
    [key, JSON.stringify(checked)],
  );
  await cacheChanged(db, ['settings']);
}
