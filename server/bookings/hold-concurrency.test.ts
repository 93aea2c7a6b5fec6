import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, testStore, TEST_NOW } from '../test/test-app.ts';
import { seatingIdForTest, seatsTakenForTest } from './test-support.ts';

/**
 * 40 guests in 40 sessions ask at once for parties of 1 to 4 (100 seats in all) at a seating with
 * 10 free seats. Held seats must never exceed 10, in the ledger or summed over live holds. Then
 * they ask for three overlapping seatings of the counter: at no moment may more than 10 be seated.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let seatingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  seatingId = await seatingIdForTest(t.db, 'counter', '20:00');
});
afterAll(() => t.close());

async function rush(
  apps: FastifyInstance[],
  date: string,
  seatingOf: (i: number) => number = () => seatingId,
): Promise<Array<{ status: number; pax: number; error?: string }>> {
  const guests = await Promise.all(Array.from({ length: 40 }, (_, i) => Guest.start(apps[i % apps.length]!, 'token')));
  return Promise.all(
    guests.map(async (guest, i) => {
      const pax = (i % 4) + 1;
      const response = await guest.post<{ code?: string; error?: string }>('/api/start_booking', { d: date, s: seatingOf(i), p: pax });
      return { status: response.status, pax, error: response.body.error };
    }),
  );
}

/** The most guests the counter's live holds seat at once on `date` (150-minute dinners), from the bookings. */
async function busiestMoment(date: string): Promise<number> {
  const { rows } = await t.db.query<{ busiest: number | null }>(
    `with parties as (
       select t.minute, b.pax from bookings b join seatings s on s.id = b.seating_id join timeslots t on t.id = s.timeslot_id
       join areas a on a.id = s.area_id
       where a.code = 'counter' and b.booking_date = $1 and b.status = 'hold' and b.hold_expires_at > $2
     )
     select max((select sum(p.pax) from parties p where p.minute <= m.minute and m.minute < p.minute + 150))::int as busiest
     from parties m`,
    [date, TEST_NOW],
  );
  return rows[0]!.busiest ?? 0;
}

async function expectNeverOverseated(date: string, apps: FastifyInstance[]) {
  const overlapping = await Promise.all(['18:00', '18:30', '20:00'].map((time) => seatingIdForTest(t.db, 'counter', time)));
  const results = await rush(apps, date, (i) => overlapping[i % 3]!);
  for (const result of results) {
    expect(result.status === 200 || (result.status === 409 && result.error === 'not_enough_seats')).toBe(true);
  }
  expect(results.some((result) => result.status === 200)).toBe(true);
  const busiest = await busiestMoment(date);
  // The three dinners overlap each other, so they share the 10 seats; ten ask for one seat, so
  // the counter ends exactly full, never over.
  expect(busiest).toBe(10);
}

async function expectNeverOverbooked(date: string, results: Array<{ status: number; pax: number; error?: string }>) {
  for (const result of results) {
    expect(result.status === 200 || (result.status === 409 && result.error === 'not_enough_seats')).toBe(true);
  }
  const granted = results.filter((result) => result.status === 200).reduce((sum, result) => sum + result.pax, 0);
  const { taken, ledger } = await seatsTakenForTest(t.db, seatingId, date, TEST_NOW);
  expect(taken).toBe(granted);
  expect(ledger).toBe(granted);
  // Ten of the forty ask for one seat, so the seating ends exactly full, never over.
  expect(granted).toBe(10);
}

describe(`40 parallel holds for 10 seats (${testStore})`, () => {
  it('never holds more than 10 seats on one server', async () => {
    const results = await rush([t.app], '2026-06-17');
    await expectNeverOverbooked('2026-06-17', results);
  });

  it('never seats more than 10 at once when the guests ask for overlapping seatings', async () => {
    await expectNeverOverseated('2026-06-24', [t.app]);
  });

  it.skipIf(testStore === 'pglite')(
    'never holds more than 10 seats across two server instances on one PostgreSQL (PGlite is one process, so there is no second instance to run)',
    async () => {
      const second = await buildTestApp({ database: await t.testDatabase!.openAnother() });
      try {
        const results = await rush([t.app, second.app], '2026-06-19');
        await expectNeverOverbooked('2026-06-19', results);
        await expectNeverOverseated('2026-06-26', [t.app, second.app]);
      } finally {
        await second.close();
      }
    },
  );
});
