import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/test-app.ts';
import { lockSlot, takeSeats } from './seat-ledger.ts';

let store: TestDatabase;
let seatingId: number;
const now = new Date('2026-06-03T02:00:00Z');
const date = '2026-06-10';

beforeAll(async () => {
  store = await createTestDatabase();
  const { rows } = await store.db.query<{ id: number }>(
    `select s.id from seatings s join areas a on a.id = s.area_id join timeslots t on t.id = s.timeslot_id
     where a.code = 'counter' and t.name = '19:00'`,
  );
  seatingId = rows[0]!.id;
});
afterAll(() => store.drop());

async function hold(pax: number, expiresAt: Date): Promise<boolean> {
  return store.db.transaction(async (tx) => {
    const slot = { seatingId, date };
    const locked = await lockSlot(tx, slot, now);
    if (!(await takeSeats(tx, slot, locked, pax, false))) return false;
    await tx.query(
      `insert into bookings (code, seating_id, booking_date, pax, price_fen, hold_minutes, created_at, hold_expires_at)
       values (md5(random()::text), $1, $2, $3, 0, 30, $4, $5)`,
      [seatingId, date, pax, now, expiresAt],
    );
    return true;
  });
}

describe('seat ledger', () => {
  it('refuses the party that would take more seats than the slot has', async () => {
    const later = new Date(now.getTime() + 30 * 60_000);
    expect(await hold(6, later)).toBe(true);
    expect(await hold(5, later)).toBe(false);
    expect(await hold(4, later)).toBe(true);
    const { rows } = await store.db.query<{ held: number }>('select held from slot_occupancy where seating_id = $1', [seatingId]);
    expect(rows[0]!.held).toBe(10);
  });

  it('refuses an overbooking update at the database even if the code above were wrong', async () => {
    await expect(
      store.db.query('update slot_occupancy set held = held + 1 where seating_id = $1 and booking_date = $2', [seatingId, date]),
    ).rejects.toThrow(/check constraint/);
  });

  it('gives back the seats of expired holds to the next hold', async () => {
    await store.db.query("update bookings set hold_expires_at = $1 where status = 'hold'", [now]);
    expect(await hold(10, new Date(now.getTime() + 60_000))).toBe(true);
    const { rows } = await store.db.query<{ n: number }>('select count(*)::int as n from bookings where seats_released');
    expect(rows[0]!.n).toBe(2);
  });
});
