import { ALL_CACHE_TOPICS, cacheChanged } from '../cache/cache-topics.ts';
import type { Database, Queryable } from '../db/database.ts';
import { seedCountries } from '../db/countries.ts';
import { writeSetting, type RestaurantSettings } from '../repositories/settings-repository.ts';
import { conflict } from '../lib/errors.ts';
import { addMissingTexts } from '../content/restaurant-texts.ts';
import { ruleTexts } from '../db/demo-texts.ts';

/** What `npm run admin -- setup` asks for; everything else starts from the defaults below. */
export interface NewRestaurant {
  restaurant: RestaurantSettings['restaurant'];
  counterSeats: number;
  /** 'HH:MM' */
  seatings: string[];
  diningMinutes: number;
  openWeekdays: number[];
  depositPerPersonFen: number;
  maxPartySize: number;
  /** A private room taken whole by one party, or null for none. */
  privateRoom: { seats: number; minParty: number; noticeWorkingDays: number; seatings: string[] } | null;
}

/** The booking rules a new restaurant starts with; each is changed later with `settings set`. */
const STARTING_RULES = {
  status: 'live',
  usd_per_rmb: 0.14,
  hold_minutes: 30,
  horizon_days: 60,
  otp_resend_seconds: 60,
  change_cancel_min_days: 3,
  reminder_hours: 24,
  free_cancel_working_days: 4,
  pay_link_hours: 24,
  waitlist_hold_minutes: 15,
  allergy_notice_hours: 48,
  paypal_refund_fee_percent: 4.5,
  refund_confirm_above_fen: 500_00,
} as const;

/**
 * Creates the restaurant in a database that has none: its settings, areas, seatings and the
 * calling codes guests pick from, in one transaction. Refuses (409) when one exists already.
 */
export async function setUpRestaurant(db: Database, wanted: NewRestaurant): Promise<void> {
  await db.transaction(async (tx) => {
    // The same lock as the demo seed: a setup and a seed never both fill an empty database.
    await tx.query('select pg_advisory_xact_lock(724312)');
    const { rows } = await tx.query<{ name: string | null }>("select value->>'name_en' as name from settings where key = 'restaurant'");
    if (rows[0]) {
      throw conflict('already_set_up', `A restaurant is already set up (${rows[0].name}): change it with \`restaurant set KEY VALUE\`, \`seatings\` and \`settings set\`.`);
    }
    const settings: RestaurantSettings = {
      ...STARTING_RULES,
      max_party_size: wanted.maxPartySize,
      deposit_per_person_fen: wanted.depositPerPersonFen,
      open_weekdays: wanted.openWeekdays,
      dining_minutes: wanted.diningMinutes,
      restaurant: wanted.restaurant,
    };
    for (const [key, value] of Object.entries(settings)) await writeSetting(tx, key as keyof RestaurantSettings, value as never);
    const counter = await addArea(tx, { code: 'counter', name_en: "Chef's counter", name_zh: '主厨吧台', seats: wanted.counterSeats, minParty: 1, noticeWorkingDays: 0, exclusive: false, sort: 1 });
    await addSeatings(tx, counter, wanted.seatings, wanted.counterSeats);
    if (wanted.privateRoom) {
      const room = wanted.privateRoom;
      const id = await addArea(tx, { code: 'private', name_en: 'Private room', name_zh: '私人包间', seats: room.seats, minParty: room.minParty, noticeWorkingDays: room.noticeWorkingDays, exclusive: true, sort: 2 });
      await addSeatings(tx, id, room.seatings, room.seats);
    }
    await seedCountries(tx);
    // The texts that state the rules, written from the rules' values; the rest is the restaurant's to write.
    await addMissingTexts(tx, ruleTexts);
    await cacheChanged(tx, ALL_CACHE_TOPICS);
  });
}

interface NewArea {
  code: string;
  name_en: string;
  name_zh: string;
  seats: number;
  minParty: number;
  noticeWorkingDays: number;
  exclusive: boolean;
  sort: number;
}

async function addArea(tx: Queryable, area: NewArea): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `insert into areas (code, name_en, name_zh, seats, min_party, notice_working_days, exclusive, sort)
     values ($1, $2, $3, $4, $5, $6, $7, $8)
     on conflict (code) do update set seats = excluded.seats, min_party = excluded.min_party,
       notice_working_days = excluded.notice_working_days, exclusive = excluded.exclusive
     returning id`,
    [area.code, area.name_en, area.name_zh, area.seats, area.minParty, area.noticeWorkingDays, area.exclusive, area.sort],
  );
  return rows[0]!.id;
}

async function addSeatings(tx: Queryable, areaId: number, times: readonly string[], seats: number): Promise<void> {
  for (const time of times) {
    await tx.query('insert into timeslots (name) values ($1) on conflict (name) do nothing', [time]);
    // seats is kept for the previous release, which counted seats per seating.
    await tx.query(
      `insert into seatings (area_id, timeslot_id, seats) select $1, id, $3 from timeslots where name = $2
       on conflict (area_id, timeslot_id) do update set active = true`,
      [areaId, time, seats],
    );
  }
}
