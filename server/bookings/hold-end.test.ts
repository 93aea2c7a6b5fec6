import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { placeHold } from '../payments/test-support.ts';
import { buildTestApp, testStore, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const holdEnd = async (code: string) =>
  (await t.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings where code = $1', [code])).rows[0]!.hold_expires_at.toISOString();

describe(`a hold ends when its seating begins at the latest (${testStore})`, () => {
  it('a guest starting to book at 18:55 for 19:00 has the seats until 19:00, not for the usual minutes after', async () => {
    t.clock.set(new Date('2026-06-10T10:55:00Z'));
    const hold = await placeHold(t.app, t.db, { date: '2026-06-10', time: '19:00' });
    expect(await holdEnd(hold.code)).toBe('2026-06-10T11:00:00.000Z');
  });

  it('a guest booking a later evening keeps the usual minutes', async () => {
    t.clock.set(new Date('2026-06-10T10:55:00Z'));
    const hold = await placeHold(t.app, t.db, { date: '2026-06-11', time: '19:00' });
    expect(new Date(await holdEnd(hold.code)).getTime()).toBeGreaterThan(new Date('2026-06-10T11:00:00Z').getTime());
  });
});
