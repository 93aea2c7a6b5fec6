import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockSlots } from './seat-moves.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, testStore } from '../test/test-app.ts';
import { seatingIdForTest } from './test-support.ts';

/**
 * Staff close an evening while a guest's hold is on its way: the closing locks the evening's
 * slots first, and the hold, once it gets the lock, sees the closing and is refused instead of
 * landing on a closed evening. PGlite runs one transaction at a time, so only PostgreSQL can race.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe.skipIf(testStore !== 'postgres')('a hold racing a closing', () => {
  it('is refused as a closed day once the closing commits, and holds no seat', async () => {
    const date = '2026-06-10';
    const seatingId = await seatingIdForTest(t.db, 'counter', '19:00');
    const guest = await Guest.start(t.app, 'token');
    let lockTaken!: () => void;
    const locked = new Promise<void>((resolve) => (lockTaken = resolve));
    let commit!: () => void;
    const committed = new Promise<void>((resolve) => (commit = resolve));
    const closing = t.db.transaction(async (tx) => {
      await lockSlots(tx, [{ seatingId, date }], t.clock.now());
      await tx.query("insert into closed_dates (day, note) values ($1, 'Private event')", [date]);
      lockTaken();
      await committed;
    });
    await locked;
    const hold = guest.post<{ error?: string }>('/api/start_booking', { d: date, s: seatingId, p: 2 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    commit();
    await closing;
    const answer = await hold;
    expect(answer.status).toBe(422);
    expect(answer.body.error).toBe('day_closed');
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from bookings where booking_date = $1', [date]);
    expect(rows[0]!.n).toBe(0);
  });
});
