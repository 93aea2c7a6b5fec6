import { z } from 'zod';
import { readCacheOf } from '../cache/read-cache.ts';
import { cacheChanged } from '../cache/cache-topics.ts';
import type { Queryable } from '../db/database.ts';
import { restaurantDetailsShape } from '../../api-client/contract/content.ts';
import { AppError } from '../lib/errors.ts';
import { NOT_CONFIGURED_MESSAGE } from './configured.ts';
import { BOOKING_RULE_LIMITS, type BookingRuleKey } from '../../api-client/rules/booking-rules.ts';

export const DINING_MINUTES = { min: 30, max: 600, default: 150 } as const;

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
  /** 0 = Sunday ... 6 = Saturday, as Date.getUTCDay() counts. */
  open_weekdays: z.array(z.number().int().min(0).max(6)),
  /** The last bookable day is today + horizon_days. */
  horizon_days: ruleSetting('horizon_days'),
  /** Seconds before a guest may ask for another code for the same phone or e-mail. */
  otp_resend_seconds: ruleSetting('otp_resend_seconds'),
  /** Change or cancel requests online need the visit at least this many days ahead. */
  change_cancel_min_days: ruleSetting('change_cancel_min_days'),
  /** How long a dinner occupies its seats (docs/capacity.md). */
  dining_minutes: z.number().int().min(DINING_MINUTES.min).max(DINING_MINUTES.max).default(DINING_MINUTES.default),
  /** Hours before a visit its reminder goes out; 0 sends none. Absent in older databases: 24. */
  reminder_hours: z.number().int().min(0).max(168).default(24),
  /** A cancellation at least this many working days before the visit gets the deposit back. */
  free_cancel_working_days: z.number().int().min(0).max(60).default(4),
  /** The part of a PayPal deposit PayPal keeps when it is refunded, in percent (SPEC: 4.5). */
  paypal_refund_fee_percent: z.number().min(0).max(20).default(4.5),
  /** A refund worth more than this (fen, its RMB equivalent) is confirmed by staff in a second step. */
  refund_confirm_above_fen: z.number().int().min(0).max(10_000_000).default(500_00),
  /** How long a table booked by staff is held for its payment link. */
  pay_link_hours: z.number().int().min(1).max(168).default(24),
  /** How long seats freed for the waitlist are held for the guest told of them. */
  waitlist_hold_minutes: z.number().int().min(1).max(240).default(15),
  /** Allergies and dietary needs are asked for at least this many hours before the visit. */
  allergy_notice_hours: z.number().int().min(0).max(336).default(48),
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
  // Before `admin setup` there is nothing to read: say so rather than list every missing key.
  if (!rows.some((row) => row.key === 'restaurant')) throw new AppError(503, 'not_configured', NOT_CONFIGURED_MESSAGE);
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
