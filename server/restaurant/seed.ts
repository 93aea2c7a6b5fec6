import { ALL_CACHE_TOPICS, cacheChanged } from '../cache/cache-topics.ts';
import type { Database, Queryable } from '../db/database.ts';
import { writeSetting, type RestaurantSettings } from '../repositories/settings-repository.ts';
import { demoFaq } from '../db/demo-faq.ts';
import { demoTexts } from '../db/demo-texts.ts';
import { addMissingTexts } from '../content/restaurant-texts.ts';
import { seedCountries } from '../db/countries.ts';

export const demoSettings: RestaurantSettings = {
  status: 'live',
  max_party_size: 8,
  deposit_per_person_fen: 500_00,
  usd_per_rmb: 0.14,
  hold_minutes: 30,
  open_weekdays: [2, 3, 4, 5, 6],
  horizon_days: 60,
  otp_resend_seconds: 60,
  change_cancel_min_days: 3,
  dining_minutes: 150,
  reminder_hours: 24,
  free_cancel_working_days: 4,
  pay_link_hours: 24,
  waitlist_hold_minutes: 15,
  allergy_notice_hours: 48,
  paypal_refund_fee_percent: 4.5,
  refund_confirm_above_fen: 500_00,
  restaurant: {
    name_en: 'Counter Shanghai',
    name_zh: '上海吧台',
    address_en: '88 Fuxing Road West, Xuhui District, Shanghai',
    address_zh: '上海市徐汇区复兴西路88号',
    phone: '+86 21 6437 0000',
    email: 'hello@counter-shanghai.example',
    website: 'https://counter-shanghai.example',
    registration_en: 'Counter Shanghai Catering Management Co., Ltd. · Unified Social Credit Code 91310104MA1FR0000X',
    registration_zh: '上海吧台餐饮管理有限公司 · 统一社会信用代码 91310104MA1FR0000X',
    map: { lat: 31.2105, lng: 121.4406 },
  },
};

export const DEMO_TIMESLOTS = ['18:00', '18:30', '19:00', '19:30', '20:00'];
export const DEMO_COUNTER_SEATS = 10;
/** The private room has one seating a night, taken whole by one party of 6 to 8. */
export const DEMO_PRIVATE_ROOM = { timeslot: '19:00', seats: 8, minParty: 6, noticeWorkingDays: 7 };


/** Whether the database holds the demo restaurant, as seeded (its fictitious registration line). */
export async function isDemoRestaurant(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ registration: string | null }>("select value->>'registration_en' as registration from settings where key = 'restaurant'");
  return rows[0]?.registration === demoSettings.restaurant.registration_en;
}

/**
 * A demo database made before the restaurant's texts were stored gets the demo's wording when the
 * migration that stores them is applied (`applied`); a real restaurant keeps writing its own.
 */
export async function addDemoTextsOnUpgrade(db: Database, applied: readonly string[]): Promise<void> {
  if (!applied.some((name) => name.startsWith('050_')) || !(await isDemoRestaurant(db))) return;
  await db.transaction((tx) => addMissingTexts(tx, demoTexts));
}

/** Seeds the demo restaurant on a database that has no settings yet; returns whether it did. */
export async function seedDemoRestaurant(db: Database): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.query('select pg_advisory_xact_lock(724312)');
    const { rows } = await tx.query<{ n: number }>('select count(*)::int as n from settings');
    if (rows[0]!.n > 0) return false;
    for (const [key, value] of Object.entries(demoSettings)) {
      await writeSetting(tx, key as keyof RestaurantSettings, value as never);
    }
    await seedSeatings(tx);
    await addMissingTexts(tx, demoTexts);
    await cacheChanged(tx, ALL_CACHE_TOPICS);
    await seedCountries(tx);
    for (const [index, item] of demoFaq.entries()) {
      await tx.query(
        'insert into faqs (sort, question_en, question_zh, answer_en, answer_zh) values ($1, $2, $3, $4, $5)',
        [index, item.question_en, item.question_zh, item.answer_en, item.answer_zh],
      );
    }
    return true;
  });
}

async function seedSeatings(tx: Queryable): Promise<void> {
  const counter = await tx.query<{ id: number }>(
    `insert into areas (code, name_en, name_zh, min_party, notice_working_days, exclusive, sort, seats)
     values ('counter', 'Chef''s counter', '主厨吧台', 1, 0, false, 1, $1) returning id`,
    [DEMO_COUNTER_SEATS],
  );
  const room = await tx.query<{ id: number }>(
    `insert into areas (code, name_en, name_zh, min_party, notice_working_days, exclusive, sort, seats)
     values ('private', 'Private room', '私人包间', $1, $2, true, 2, $3) returning id`,
    [DEMO_PRIVATE_ROOM.minParty, DEMO_PRIVATE_ROOM.noticeWorkingDays, DEMO_PRIVATE_ROOM.seats],
  );
  for (const name of DEMO_TIMESLOTS) {
    const slot = await tx.query<{ id: number }>('insert into timeslots (name) values ($1) returning id', [name]);
    const timeslotId = slot.rows[0]!.id;
    await tx.query('insert into seatings (area_id, timeslot_id, seats) values ($1, $2, $3)', [
      counter.rows[0]!.id,
      timeslotId,
      DEMO_COUNTER_SEATS,
    ]);
    if (name === DEMO_PRIVATE_ROOM.timeslot) {
      await tx.query('insert into seatings (area_id, timeslot_id, seats) values ($1, $2, $3)', [
        room.rows[0]!.id,
        timeslotId,
        DEMO_PRIVATE_ROOM.seats,
      ]);
    }
  }
}
