import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { restaurantDate } from '../../../api-client/contract/common.ts';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { setSeatingCapacity } from '../../bookings/seat-ledger.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { BOOKING_RULE_KEYS, BOOKING_RULE_LIMITS, isRuleValue, type BookingRuleKey } from '../../../api-client/rules/booking-rules.ts';
import { readSettings, restaurantSettingsSchema, writeSetting } from '../../repositories/settings-repository.ts';

/**
 * Settings the restaurant edits, in its own units: deposit in RMB (stored in fen), seats per slot
 * of the chef's counter (stored per seating).
 */
const editable = {
  deposit_per_person: z.coerce.number().min(0).max(100_000),
  usd_per_rmb: z.coerce.number().positive().max(10),
  seats_per_slot: z.coerce.number().int().min(0).max(500),
  open_weekdays: z.string().regex(/^[0-6](,[0-6])*$/, 'open_weekdays_invalid'),
  about_url: z.string().url(),
} as const;
type EditableKey = keyof typeof editable | BookingRuleKey;
const EDITABLE_KEYS: readonly string[] = [...BOOKING_RULE_KEYS, ...Object.keys(editable)];
const isBookingRule = (key: string): key is BookingRuleKey => (BOOKING_RULE_KEYS as readonly string[]).includes(key);

/**
 * A booking rule's new value: a whole number within its limits (the same the widget checks),
 * else 422 naming the range, so `npm run admin` prints what to type instead.
 */
function ruleValue(key: BookingRuleKey, given: string | number): number {
  const value = typeof given === 'string' && /^\s*-?\d+\s*$/.test(given) ? Number(given) : given;
  if (isRuleValue(key, value)) return value;
  const { min, max } = BOOKING_RULE_LIMITS[key];
  throw new AppError(422, 'setting_out_of_range', `${key} must be a whole number from ${min} to ${max}; got ${JSON.stringify(given)}.`, {
    value: 'setting_out_of_range',
  });
}

async function counterSeats(app: FastifyInstance): Promise<number[]> {
  const { rows } = await app.db.query<{ seats: number }>(
    "select s.seats from seatings s join areas a on a.id = s.area_id where a.code = 'counter' order by s.id",
  );
  return rows.map((row) => row.seats);
}

export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.get('/settings', async () => {
    const settings = await readSettings(app.db);
    const seats = await counterSeats(app);
    return {
      status: settings.status,
      max_party_size: settings.max_party_size,
      horizon_days: settings.horizon_days,
      otp_resend_seconds: settings.otp_resend_seconds,
      change_cancel_min_days: settings.change_cancel_min_days,
      deposit_per_person: settings.deposit_per_person_fen / 100,
      usd_per_rmb: settings.usd_per_rmb,
      hold_minutes: settings.hold_minutes,
      seats_per_slot: seats[0] ?? 0,
      open_weekdays: settings.open_weekdays.join(','),
      about_url: settings.restaurant.website,
    };
  });

  app.put<{ Params: { key: string }; Body: { value: unknown } }>('/settings/:key', async (request) => {
    const key = request.params.key as EditableKey;
    if (!EDITABLE_KEYS.includes(key)) throw notFound('setting_unknown', `Unknown setting ${request.params.key}. Known: ${EDITABLE_KEYS.join(', ')}`);
    const body = z.object({ value: z.union([z.string(), z.number()]) }).parse(request.body);
    // writeSetting says 'settings' changed: the read cache (the card, availability, holds) forgets them on commit.
    if (isBookingRule(key)) {
      const value = ruleValue(key, body.value);
      await writeSetting(app.db, key, value);
      return { key, value };
    }
    const value = editable[key].parse(body.value);
    await app.db.transaction(async (tx) => {
      switch (key) {
        case 'deposit_per_person':
          return writeSetting(tx, 'deposit_per_person_fen', Math.round(Number(value) * 100));
        case 'seats_per_slot': {
          const { rows } = await tx.query<{ id: number }>(
            "select s.id from seatings s join areas a on a.id = s.area_id where a.code = 'counter'",
          );
          for (const row of rows) await setSeatingCapacity(tx, row.id, Number(value));
          return;
        }
        case 'open_weekdays':
          return writeSetting(tx, 'open_weekdays', String(value).split(',').map(Number));
        case 'about_url': {
          const settings = await readSettings(tx);
          return writeSetting(tx, 'restaurant', { ...settings.restaurant, website: String(value) });
        }
        default:
          return writeSetting(tx, key, Number(value));
      }
    });
    return { key, value };
  });

  app.put('/status', async (request) => {
    const { status } = z.object({ status: restaurantSettingsSchema.shape.status }).parse(request.body);
    await writeSetting(app.db, 'status', status);
    return { status };
  });

  app.get('/closed_dates', async () => {
    const { rows } = await app.db.query<{ day: string; note: string }>('select day, note from closed_dates order by day');
    return rows;
  });

  app.post('/closed_dates', async (request) => {
    const { date, note } = z.object({ date: restaurantDate, note: z.string().max(200).default('') }).parse(request.body);
    await app.db.query('insert into closed_dates (day, note) values ($1, $2) on conflict (day) do update set note = excluded.note', [date, note]);
    await cacheChanged(app.db, ['closed-dates']);
    return { date, closed: true };
  });

  app.delete<{ Params: { date: string } }>('/closed_dates/:date', async (request) => {
    const date = restaurantDate.parse(request.params.date);
    const { rowCount } = await app.db.query('delete from closed_dates where day = $1', [date]);
    await cacheChanged(app.db, ['closed-dates']);
    if (rowCount === 0) throw notFound('closed_date_unknown', `${date} is not a closed date.`);
    return { date, closed: false };
  });
}
