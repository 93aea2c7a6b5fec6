import { ALL_CACHE_TOPICS, cacheChanged } from '../cache/cache-topics.ts';
import type { Database, Queryable } from './database.ts';
import { writeSetting, type RestaurantSettings } from '../repositories/settings-repository.ts';
import { demoFaq } from './demo-faq.ts';

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
  },
};

export const DEMO_TIMESLOTS = ['18:00', '18:30', '19:00', '19:30', '20:00'];
export const DEMO_COUNTER_SEATS = 10;
/** The private room has one seating a night, taken whole by one party of 6 to 8. */
export const DEMO_PRIVATE_ROOM = { timeslot: '19:00', seats: 8, minParty: 6, noticeWorkingDays: 7 };

const countries: Array<[string, string, string]> = [
  ['86', 'China', '中国'],
  ['852', 'Hong Kong SAR', '中国香港'],
  ['853', 'Macao SAR', '中国澳门'],
  ['886', 'Taiwan, China', '中国台湾'],
  ['1', 'United States / Canada', '美国 / 加拿大'],
  ['44', 'United Kingdom', '英国'],
  ['33', 'France', '法国'],
  ['49', 'Germany', '德国'],
  ['81', 'Japan', '日本'],
  ['82', 'South Korea', '韩国'],
  ['65', 'Singapore', '新加坡'],
  ['61', 'Australia', '澳大利亚'],
];

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
    await cacheChanged(tx, ALL_CACHE_TOPICS);
    for (const [code, en, zh] of countries) {
      await tx.query('insert into countries (calling_code, name_en, name_zh) values ($1, $2, $3)', [code, en, zh]);
    }
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
    `insert into areas (code, name_en, name_zh, min_party, notice_working_days, exclusive, sort)
     values ('counter', 'Chef''s counter', '主厨吧台', 1, 0, false, 1) returning id`,
  );
  const room = await tx.query<{ id: number }>(
    `insert into areas (code, name_en, name_zh, min_party, notice_working_days, exclusive, sort)
     values ('private', 'Private room', '私人包间', $1, $2, true, 2) returning id`,
    [DEMO_PRIVATE_ROOM.minParty, DEMO_PRIVATE_ROOM.noticeWorkingDays],
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
