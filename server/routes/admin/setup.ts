import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { BOOKING_RULE_LIMITS } from '../../../api-client/rules/booking-rules.ts';
import { DINING_MINUTES } from '../../repositories/settings-repository.ts';
import { setUpRestaurant } from '../../restaurant/set-up-restaurant.ts';
import { adminValue } from './admin-values.ts';
import { IDENTITY_FIELDS } from './identity-fields.ts';
import { serve } from '../../plugins/serve.ts';

const times = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value : value.split(',')).map((time) => time.trim()).filter(Boolean))
  .pipe(z.array(z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/)).min(1).max(24))
  .transform((list) => [...new Set(list)].sort());
const TIMES_ALLOWED = 'one or more times of day as HH:MM separated by commas, e.g. 18:00,18:30,20:30';
const count = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
/** The deposit per guest in RMB: an empty answer is no amount (coerced, it would be 0 and go live without one). */
const depositAmount = z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), z.coerce.number().min(0).max(100_000));
const weekdays = z.string().regex(/^[0-6](,[0-6])*$/).transform((value) => [...new Set(value.split(',').map(Number))].sort());

type Body = Record<string, unknown>;

/** `npm run admin -- setup`: the restaurant in an empty database, or 409 when there is one. */
export async function adminSetupRoutes(app: FastifyInstance): Promise<void> {
  serve(app, 'admin_setup', async (request) => {
    const body: Body = request.body;
    const field = (key: string): string => {
      const { schema, allowed } = IDENTITY_FIELDS[key]!;
      return String(adminValue(schema, body[key] ?? '', key, allowed));
    };
    const counterSeats = adminValue(count(1, 500), body.counter_seats ?? 12, 'counter_seats', 'a whole number of seats from 1 to 500');
    const privateSeats = adminValue(count(0, 100), body.private_seats ?? 0, 'private_seats', 'a whole number of seats from 0 (no private room) to 100');
    const maxRule = BOOKING_RULE_LIMITS.max_party_size;
    const wanted = {
      restaurant: {
        name_en: field('name_en'),
        name_zh: field('name_zh'),
        phone: field('phone'),
        email: field('email'),
        address_en: field('address_en'),
        address_zh: field('address_zh'),
        registration_en: field('registration_en'),
        registration_zh: field('registration_zh'),
        website: field('about_url'),
        map: null,
      },
      counterSeats,
      seatings: adminValue(times, body.seatings ?? '', 'seatings', TIMES_ALLOWED),
      diningMinutes: adminValue(count(DINING_MINUTES.min, DINING_MINUTES.max), body.dining_minutes ?? DINING_MINUTES.default, 'dining_minutes', `a whole number of minutes from ${DINING_MINUTES.min} to ${DINING_MINUTES.max}`),
      openWeekdays: adminValue(weekdays, body.open_weekdays ?? '2,3,4,5,6', 'open_weekdays', 'weekday numbers separated by commas, 0 for Sunday to 6 for Saturday (e.g. 2,3,4,5,6)'),
      depositPerPersonFen: Math.round(adminValue(depositAmount, body.deposit_per_person ?? '', 'deposit_per_person', 'an amount in RMB from 0 to 100000 (0 for no deposit)') * 100),
      maxPartySize: adminValue(count(maxRule.min, maxRule.max), body.max_party_size ?? Math.min(8, counterSeats), 'max_party_size', `a whole number from ${maxRule.min} to ${maxRule.max}`),
      privateRoom:
        privateSeats === 0
          ? null
          : {
              seats: privateSeats,
              minParty: adminValue(count(1, privateSeats), body.private_min_party ?? 1, 'private_min_party', `a whole number of guests from 1 to the room's ${privateSeats} seats`),
              noticeWorkingDays: adminValue(count(0, 60), body.private_notice_days ?? 0, 'private_notice_days', 'a whole number of working days from 0 to 60'),
              seatings: adminValue(times, body.private_seatings ?? '', 'private_seatings', TIMES_ALLOWED),
            },
    };
    await setUpRestaurant(app.db, wanted);
    return { set_up: true as const, name_en: wanted.restaurant.name_en, name_zh: wanted.restaurant.name_zh };
  });
}
