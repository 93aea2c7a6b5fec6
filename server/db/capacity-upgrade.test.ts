import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, emptyPostgresDatabase, TEST_ADMIN_TOKEN, testStore, type TestApp } from '../test/test-app.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { openPglite } from './pglite-database.ts';
import { openPostgres } from './postgres-database.ts';
import { addDemoTextsOnUpgrade, demoSettings } from '../restaurant/seed.ts';

/**
 * A database of the release before capacity over time (migrations before 020): seats per
 * seating, the demo restaurant, and a paid party of 6 at 18:00 on 2026-06-17. This release
 * migrates it on start; the seatings, their seats and the booking carry over.
 */
const dir = fileURLToPath(new URL('./migrations/', import.meta.url));
const EVENING = '2026-06-17';

async function olderRelease(db: Database): Promise<void> {
  await db.exec('create table schema_migrations (name text primary key, applied_at timestamptz not null default now())');
  for (const file of (await readdir(dir)).filter((name) => name.endsWith('.sql') && name < '020_').sort()) {
    await db.exec(await readFile(dir + file, 'utf8'));
    await db.query('insert into schema_migrations (name) values ($1)', [file]);
  }
  const { dining_minutes: _new, ...settings } = demoSettings;
  for (const [key, value] of Object.entries(settings)) {
    await db.query('insert into settings (key, value) values ($1, $2::jsonb) on conflict (key) do nothing', [key, JSON.stringify(value)]);
  }
  await db.exec(`
    insert into areas (code, name_en, name_zh, sort) values ('counter', 'Chef''s counter', '主厨吧台', 1);
    insert into areas (code, name_en, name_zh, min_party, notice_working_days, exclusive, sort) values ('private', 'Private room', '包间', 6, 7, true, 2);
    insert into timeslots (name) values ('18:00'), ('18:30'), ('19:00'), ('19:30'), ('20:00');
    insert into seatings (area_id, timeslot_id, seats)
      select a.id, t.id, 10 from areas a, timeslots t where a.code = 'counter';
    insert into seatings (area_id, timeslot_id, seats)
      select a.id, t.id, 8 from areas a, timeslots t where a.code = 'private' and t.name = '19:00';
    insert into bookings (code, seating_id, booking_date, pax, status, price_fen, hold_minutes, hold_expires_at, paid_at)
      select 'OLDPARTYOF6', s.id, '${EVENING}', 6, 'pending', 300000, 30, now(), now()
      from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id
      where a.code = 'counter' and t.name = '18:00';
  `);
}

let t: TestApp;
let dropDatabase: (() => Promise<void>) | undefined;
let applied: string[];
beforeAll(async () => {
  const empty = await emptyPostgresDatabase();
  dropDatabase = empty?.drop;
  const db = empty ? await openPostgres(empty.url) : await openPglite();
  await olderRelease(db);
  // As a start does: migrate, then the demo's wording for the texts its migration added.
  applied = await migrate(db);
  await addDemoTextsOnUpgrade(db, applied);
  t = await buildTestApp({ database: db });
}, 120_000);
afterAll(async () => {
  await t?.close();
  await t?.db.close();
  await dropDatabase?.();
});

const admin = (url: string) => t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });

async function available(date: string): Promise<Record<string, number>> {
  const { slots } = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${date}` })).json<SlotsResponse>();
  return Object.fromEntries(slots.map((slot) => [`${slot.area.code} ${slot.timeslot}`, slot.available]));
}

describe(`a database of the release before capacity over time, migrated (${testStore})`, () => {
  it('keeps its seatings, gives each area the seats its seatings had, and dinners of 150 minutes', async () => {
    expect(applied[0]).toBe('020_capacity_over_time.sql');
    const listed = (await admin('/api/admin/seatings')).json<{
      dining_minutes: number;
      areas: Array<{ code: string; seats: number }>;
      seatings: Array<{ time: string; area: string }>;
    }>();
    expect(listed.dining_minutes).toBe(150);
    expect(listed.areas.map((area) => [area.code, area.seats])).toEqual([['counter', 10], ['private', 8]]);
    expect(listed.seatings.map((seating) => `${seating.area} ${seating.time}`)).toEqual([
      'counter 18:00', 'counter 18:30', 'counter 19:00', 'private 19:00', 'counter 19:30', 'counter 20:00',
    ]);
  });

  it('counts the party booked before the upgrade for its whole dinner, and takes holds around it', async () => {
    expect(await available(EVENING)).toEqual({
      'counter 1800': 4, 'counter 1830': 4, 'counter 1900': 4, 'private 1900': 8, 'counter 1930': 4, 'counter 2000': 4,
    });
    const guest = await Guest.start(t.app, 'token');
    const { rows } = await t.db.query<{ id: number }>(
      "select s.id from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id where a.code = 'counter' and t.name = '19:30'",
    );
    expect((await guest.post('/api/start_booking', { d: EVENING, s: rows[0]!.id, p: 5 })).status).toBe(409);
    expect((await guest.post('/api/start_booking', { d: EVENING, s: rows[0]!.id, p: 4 })).status).toBe(200);
    expect((await available(EVENING))['counter 1800']).toBe(0);
  });

  it('still serves the demo restaurant: its card, in both languages', async () => {
    const card = (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json<RestaurantCard>();
    expect(card).toMatchObject({ name_en: 'Counter Shanghai', name_zh: '上海吧台', hours: { dining_minutes: 150 } });
    expect(card.texts.en.notes).toMatch(/working days/);
    expect(card.texts.zh.notes).toMatch(/工作日/);
  });
});
