import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, testStore, type TestDatabase } from '../test/test-app.ts';
import { lockSlot, releaseSeats, setAreaSeats, setDiningMinutes, setEveningSeats, takeSeats } from './seat-ledger.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * The 12-seat counter with seatings at 18:00, 18:30 (and the demo's 19:00 to 20:00) and 20:30, a
 * dinner of 150 minutes: a party at 18:00 occupies the counter until 20:30.
 */
let store: TestDatabase;
let counter: number;
const seating: Record<string, number> = {};
const now = new Date('2026-06-03T02:00:00Z');
const later = new Date(now.getTime() + 30 * 60_000);
/** These tests count the ledger alone: a change keeps whatever it leaves over. */
const kept = { label: 'A change', keep: true, now };

beforeAll(async () => {
  store = await createTestDatabase();
  const { rows } = await store.db.query<{ id: number }>("select id from areas where code = 'counter'");
  counter = rows[0]!.id;
  await store.db.transaction((tx) => setAreaSeats(tx, counter, 12, kept));
  await store.db.query("insert into timeslots (name) values ('20:30')");
  await store.db.query(
    "insert into seatings (area_id, timeslot_id, seats) select $1, id, 12 from timeslots where name = '20:30'",
    [counter],
  );
  for (const time of ['18:00', '18:30', '19:00', '20:00', '20:30']) seating[time] = await seatingIdForTest(store.db, 'counter', time);
});
afterAll(() => store.drop());

async function hold(time: string, date: string, pax: number, expiresAt = later): Promise<boolean> {
  return store.db.transaction(async (tx) => {
    const slot = { seatingId: seating[time]!, date };
    const locked = await lockSlot(tx, slot, now);
    if (!(await takeSeats(tx, slot, locked, pax, false))) return false;
    await tx.query(
      `insert into bookings (code, seating_id, booking_date, pax, price_fen, hold_minutes, created_at, hold_expires_at)
       values (md5(random()::text), $1, $2, $3, 0, 30, $4, $5)`,
      [slot.seatingId, date, pax, now, expiresAt],
    );
    return true;
  });
}

const free = (time: string, date: string) =>
  store.db.transaction(async (tx) => {
    const locked = await lockSlot(tx, { seatingId: seating[time]!, date }, now);
    return locked.capacity - locked.held;
  });

describe(`the seat ledger counts guests over the dinner (${testStore})`, () => {
  it('seats 12 at 18:00, then none at 18:30 and 12 again at 20:30', async () => {
    const date = '2026-06-10';
    expect(await hold('18:00', date, 12)).toBe(true);
    expect(await free('18:30', date)).toBe(0);
    expect(await hold('18:30', date, 1)).toBe(false);
    expect(await free('20:30', date)).toBe(12);
    expect(await hold('20:30', date, 12)).toBe(true);
  });

  it('lets an earlier party in only if it has left before a later one arrives', async () => {
    const date = '2026-06-11';
    expect(await hold('20:30', date, 8)).toBe(true);
    expect(await free('18:00', date)).toBe(12);
    expect(await free('18:30', date)).toBe(4);
    expect(await hold('18:30', date, 5)).toBe(false);
    expect(await hold('18:30', date, 4)).toBe(true);
    expect(await free('20:00', date)).toBe(0);
  });

  it('refuses an overbooking update at the database even if the code above were wrong', async () => {
    await expect(
      store.db.query("update seat_moments set seated = seated + 1 where area_id = $1 and booking_date = '2026-06-10' and minute = 1080", [counter]),
    ).rejects.toThrow(/check constraint/);
  });

  it('gives back the seats of expired holds to the next hold, for their whole dinner', async () => {
    const date = '2026-06-12';
    expect(await hold('18:00', date, 10, now)).toBe(true);
    expect(await hold('19:00', date, 2)).toBe(true);
    expect(await hold('18:30', date, 10)).toBe(true);
    const { rows } = await store.db.query<{ n: number }>("select count(*)::int as n from bookings where seats_released and booking_date = '2026-06-12'");
    expect(rows[0]!.n).toBe(1);
    await store.db.transaction(async (tx) => {
      await lockSlot(tx, { seatingId: seating['18:30']!, date }, now);
      await releaseSeats(tx, { seatingId: seating['18:30']!, date }, 10);
    });
    expect(await free('18:00', date)).toBe(10);
  });

  it('takes one evening\'s seats from its override (a buy-out), and back', async () => {
    const date = '2026-06-13';
    expect(await hold('18:00', date, 3)).toBe(true);
    await store.db.transaction((tx) => setEveningSeats(tx, { areaId: counter, date, seats: 0, note: 'Buy-out' }, kept));
    expect(await free('20:30', date)).toBe(0);
    expect(await hold('20:30', date, 1)).toBe(false);
    // Never below the guests already seated: the 18:00 party keeps its seats.
    expect(await free('18:00', date)).toBe(0);
    await store.db.transaction((tx) => setEveningSeats(tx, { areaId: counter, date, seats: null }, kept));
    expect(await free('18:30', date)).toBe(9);
  });

  it('counts every party with a new dinner length from the next use', async () => {
    const date = '2026-06-14';
    expect(await hold('18:00', date, 12)).toBe(true);
    expect(await free('20:00', date)).toBe(0);
    await store.db.transaction((tx) => setDiningMinutes(tx, 120, kept));
    expect(await free('20:00', date)).toBe(12);
    expect(await free('18:30', date)).toBe(0);
    await store.db.transaction((tx) => setDiningMinutes(tx, 150, kept));
    expect(await free('20:00', date)).toBe(0);
  });
});
