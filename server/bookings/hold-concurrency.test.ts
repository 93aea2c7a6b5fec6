import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { buildTestApp, testStore, TEST_NOW } from '../test/test-app.ts';
import { seatingIdForTest, seatsTakenForTest } from './test-support.ts';

/**
 * 40 guests in 40 sessions ask at once for parties of 1 to 4 (100 seats in all) at a seating with
 * 10 free seats. Held seats must never exceed 10, in the ledger or summed over live holds.
 */
let t: Awaited<ReturnType<typeof buildTestApp>>;
let seatingId: number;
beforeAll(async () => {
  t = await buildTestApp();
  seatingId = await seatingIdForTest(t.db, 'counter', '20:00');
});
afterAll(() => t.close());

async function rush(apps: FastifyInstance[], date: string): Promise<Array<{ status: number; pax: number; error?: string }>> {
  const guests = await Promise.all(Array.from({ length: 40 }, (_, i) => Guest.start(apps[i % apps.length]!, 'token')));
  return Promise.all(
    guests.map(async (guest, i) => {
      const pax = (i % 4) + 1;
      const response = await guest.post<{ code?: string; error?: string }>('/api/start_booking', { d: date, s: seatingId, p: pax });
      return { status: response.status, pax, error: response.body.error };
    }),
  );
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

  it.skipIf(testStore === 'pglite')(
    'never holds more than 10 seats across two server instances on one PostgreSQL (PGlite is one process, so there is no second instance to run)',
    async () => {
      const second = await buildTestApp({ database: await t.testDatabase!.openAnother() });
      try {
        const results = await rush([t.app, second.app], '2026-06-19');
        await expectNeverOverbooked('2026-06-19', results);
      } finally {
        await second.close();
      }
    },
  );
});
