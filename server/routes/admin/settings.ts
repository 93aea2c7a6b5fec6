import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cacheChanged } from '../../cache/cache-topics.ts';
import { setAreaSeats, setDiningMinutes } from '../../bookings/seat-ledger.ts';
import { keptOver, overSummary, type SeatChangeGuard } from '../../bookings/over-seats.ts';
import type { EveningOverSeats } from '../../../api-client/contract/common.ts';
import type { Queryable } from '../../db/database.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { BOOKING_RULE_KEYS, BOOKING_RULE_LIMITS, isRuleValue, type BookingRuleKey } from '../../../api-client/rules/booking-rules.ts';
import { DINING_MINUTES, readSettings, writeSetting } from '../../repositories/settings-repository.ts';
import { serve, type RouteHandler } from '../../plugins/serve.ts';
import { checkBookingsBeforeClosing } from '../../staff-actions/closing-bookings.ts';
import { staffContextOf } from '../../staff-actions/staff-context-of.ts';
import { recordAudit } from '../../staff/audit.ts';

/**
 * Settings the restaurant edits, in its own units: deposit in RMB (stored in fen), the chef's
 * counter's seats (stored on its area), the dinner's length in minutes. Each with the sentence
 * an admin reads when a value does not fit.
 */
const editable = {
  deposit_per_person: z.coerce.number().min(0).max(100_000),
  usd_per_rmb: z.coerce.number().positive().max(10),
  counter_seats: z.coerce.number().int().min(0).max(500),
  dining_minutes: z.coerce.number().int().min(DINING_MINUTES.min).max(DINING_MINUTES.max),
  open_weekdays: z.string().regex(/^[0-6](,[0-6])*$/, 'open_weekdays_invalid'),
  about_url: z.string().url(),
  reminder_hours: z.coerce.number().int().min(0).max(168),
  free_cancel_working_days: z.coerce.number().int().min(0).max(60),
  paypal_refund_fee_percent: z.coerce.number().min(0).max(20),
  refund_confirm_above: z.coerce.number().min(0).max(100_000),
  pay_link_hours: z.coerce.number().int().min(1).max(168),
  waitlist_hold_minutes: z.coerce.number().int().min(1).max(240),
  allergy_notice_hours: z.coerce.number().int().min(0).max(336),
} as const;
const allowed: Record<keyof typeof editable, string> = {
  deposit_per_person: 'an amount in RMB from 0 to 100000',
  usd_per_rmb: 'a number above 0 and at most 10',
  counter_seats: 'a whole number of seats from 0 to 500',
  dining_minutes: `a whole number of minutes from ${DINING_MINUTES.min} to ${DINING_MINUTES.max}`,
  open_weekdays: 'weekday numbers separated by commas, 0 for Sunday to 6 for Saturday (e.g. 2,3,4,5,6)',
  about_url: 'a full address such as https://example.com/about',
  reminder_hours: 'a whole number of hours from 0 (no reminders) to 168',
  free_cancel_working_days: 'a whole number of working days from 0 to 60',
  paypal_refund_fee_percent: 'a percentage from 0 to 20, such as 4.5',
  refund_confirm_above: 'an amount in RMB from 0 to 100000 (refunds worth more are confirmed in a second step)',
  pay_link_hours: 'a whole number of hours from 1 to 168',
  waitlist_hold_minutes: 'a whole number of minutes from 1 to 240',
  allergy_notice_hours: 'a whole number of hours from 0 to 336',
};
/** Settings that used to exist, with what replaced them. */
const replaced: Record<string, string> = {
  seats_per_slot:
    'seats_per_slot no longer exists: seats belong to the area for the whole dinner. Use `settings set counter_seats N` (the seats of the chef\'s counter) and `settings set dining_minutes N` (how long a dinner occupies them).',
};
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

async function counterArea(db: Queryable): Promise<{ id: number; seats: number } | null> {
  const { rows } = await db.query<{ id: number; seats: number }>("select id, seats from areas where code = 'counter'");
  return rows[0] ?? null;
}

function editableValue(key: keyof typeof editable, given: string | number) {
  const parsed = editable[key].safeParse(given);
  if (parsed.success) return parsed.data;
  throw new AppError(422, 'setting_invalid', `${key} must be ${allowed[key]}; got ${JSON.stringify(given)}.`, { value: 'setting_invalid' });
}

/** The settings as staff read and type them (GET /api/admin/settings), also each change's before. */
async function settingsView(db: Queryable) {
  const settings = await readSettings(db);
  const counter = await counterArea(db);
  return {
    status: settings.status,
    max_party_size: settings.max_party_size,
    horizon_days: settings.horizon_days,
    otp_resend_seconds: settings.otp_resend_seconds,
    change_cancel_min_days: settings.change_cancel_min_days,
    deposit_per_person: settings.deposit_per_person_fen / 100,
    usd_per_rmb: settings.usd_per_rmb,
    hold_minutes: settings.hold_minutes,
    counter_seats: counter?.seats ?? 0,
    dining_minutes: settings.dining_minutes,
    open_weekdays: settings.open_weekdays.join(','),
    about_url: settings.restaurant.website,
    reminder_hours: settings.reminder_hours,
    free_cancel_working_days: settings.free_cancel_working_days,
    paypal_refund_fee_percent: settings.paypal_refund_fee_percent,
    refund_confirm_above: settings.refund_confirm_above_fen / 100,
    pay_link_hours: settings.pay_link_hours,
    waitlist_hold_minutes: settings.waitlist_hold_minutes,
    allergy_notice_hours: settings.allergy_notice_hours,
  };
}

function adminChangeSettingHandler(app: FastifyInstance): RouteHandler<'admin_change_setting'> {
  return async (request) => {
    const key = request.params.key as EditableKey;
    const replacement = replaced[request.params.key];
    if (replacement) throw new AppError(422, 'setting_replaced', replacement, { key: 'setting_replaced' });
    if (!EDITABLE_KEYS.includes(key)) throw notFound('setting_unknown', `Unknown setting ${request.params.key}. Known: ${EDITABLE_KEYS.join(', ')}`);
    const body = request.body;
    const { actor, now } = staffContextOf(app, request);
    const before = (await settingsView(app.db))[key];
    const audit = (tx: Queryable, value: unknown) => recordAudit(tx, { actor, action: 'setting.change', before: { [key]: before }, after: { [key]: value } }, now);
    // writeSetting says 'settings' changed: the read cache (the card, availability, holds) forgets them on commit.
    if (isBookingRule(key)) {
      const value = ruleValue(key, body.value);
      await app.db.transaction(async (tx) => {
        await writeSetting(tx, key, value);
        await audit(tx, value);
      });
      return { key, value };
    }
    const value = editableValue(key, body.value);
    const guard = { label: `Setting ${key} to ${value}`, keep: body.keep ?? false, now };
    const over = await app.db.transaction(async (tx) => {
      const kept = (await writeEditable(tx, key, value, guard)) ?? [];
      await recordAudit(tx, { actor, action: 'setting.change', before: { [key]: before }, after: { [key]: value, ...keptOver(kept) } }, now);
      return kept;
    });
    return { key, value, ...(key === 'counter_seats' || key === 'dining_minutes' ? { over: over.map(overSummary) } : {}) };
  };
}

/** Writes one editable setting in its own units; seats and the dinner's length answer the evenings they keep over. */
async function writeEditable(tx: Queryable, key: keyof typeof editable, value: string | number, guard: SeatChangeGuard): Promise<EveningOverSeats[] | void> {
  switch (key) {
    case 'deposit_per_person':
      return writeSetting(tx, 'deposit_per_person_fen', Math.round(Number(value) * 100));
    case 'refund_confirm_above':
      return writeSetting(tx, 'refund_confirm_above_fen', Math.round(Number(value) * 100));
    case 'counter_seats': {
      const counter = await counterArea(tx);
      if (!counter) throw notFound('area_unknown', 'This restaurant has no chef\'s counter (an area with the code counter).');
      return setAreaSeats(tx, counter.id, Number(value), guard);
    }
    case 'dining_minutes':
      return setDiningMinutes(tx, Number(value), guard);
    case 'open_weekdays':
      return writeSetting(tx, 'open_weekdays', String(value).split(',').map(Number));
    case 'about_url': {
      const settings = await readSettings(tx);
      return writeSetting(tx, 'restaurant', { ...settings.restaurant, website: String(value) });
    }
    default:
      return writeSetting(tx, key, Number(value));
  }
}

function adminSetStatusHandler(app: FastifyInstance): RouteHandler<'admin_set_status'> {
  return async (request) => {
    const { status } = request.body;
    const { actor, now } = staffContextOf(app, request);
    const before = (await readSettings(app.db)).status;
    await app.db.transaction(async (tx) => {
      await writeSetting(tx, 'status', status);
      await recordAudit(tx, { actor, action: 'site.status', before: { status: before }, after: { status } }, now);
    });
    return { status };
  };
}

function adminClosedDatesHandler(app: FastifyInstance): RouteHandler<'admin_closed_dates'> {
  return async () => {
    const { rows } = await app.db.query<{ day: string; note: string; note_zh: string }>('select day, note, note_zh from closed_dates order by day');
    return rows;
  };
}

function adminCloseDateHandler(app: FastifyInstance): RouteHandler<'admin_close_date'> {
  return async (request) => {
    const { date, note, keep } = request.body;
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const kept = await checkBookingsBeforeClosing(tx, { date, label: `Closing ${date}` }, { keep, now, actor, note });
      await tx.query('insert into closed_dates (day, note) values ($1, $2) on conflict (day) do update set note = excluded.note', [date, note]);
      await recordAudit(tx, { actor, action: 'closed_date.close', after: { date, note, kept } }, now);
      await cacheChanged(tx, ['closed-dates']);
      return { date, closed: true, kept };
    });
  };
}

function adminReopenDateHandler(app: FastifyInstance): RouteHandler<'admin_reopen_date'> {
  return async (request) => {
    const { date } = request.params;
    const { actor, now } = staffContextOf(app, request);
    return app.db.transaction(async (tx) => {
      const { rows } = await tx.query<{ note: string; note_zh: string }>('delete from closed_dates where day = $1 returning note, note_zh', [date]);
      if (rows.length === 0) throw notFound('closed_date_unknown', `${date} is not a closed date.`);
      await recordAudit(tx, { actor, action: 'closed_date.reopen', before: { date, ...rows[0] } }, now);
      await cacheChanged(tx, ['closed-dates']);
      return { date, closed: false };
    });
  };
}

export async function adminSettingsRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_settings', async () => settingsView(app.db));

  serve(app, 'admin_change_setting', adminChangeSettingHandler(app));
  serve(app, 'admin_set_status', adminSetStatusHandler(app));
  serve(app, 'admin_closed_dates', adminClosedDatesHandler(app));
  serve(app, 'admin_close_date', adminCloseDateHandler(app));
  serve(app, 'admin_reopen_date', adminReopenDateHandler(app));
}
