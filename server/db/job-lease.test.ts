import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, TEST_NOW, type TestDatabase } from '../test/test-app.ts';
import { claimJob } from './job-lease.ts';

/** Periodic work runs once across instances sharing a database. */
let store: TestDatabase;
beforeAll(async () => {
  store = await createTestDatabase();
});
afterAll(() => store.drop());

describe('a job lease', () => {
  it('goes to one instance at a time, is renewed by its holder, and is taken over once it runs out', async () => {
    const at = (ms: number) => new Date(TEST_NOW.getTime() + ms);
    const claims = await Promise.all(['a', 'b', 'c'].map((holder) => claimJob(store.db, 'reconcile', at(0), 60_000, holder)));
    expect(claims.filter(Boolean)).toHaveLength(1);
    const holder = ['a', 'b', 'c'][claims.indexOf(true)]!;
    const other = holder === 'a' ? 'b' : 'a';
    expect(await claimJob(store.db, 'reconcile', at(30_000), 60_000, holder)).toBe(true);
    expect(await claimJob(store.db, 'reconcile', at(80_000), 60_000, other)).toBe(false);
    // The holder stopped renewing: a minute after its last renewal another instance takes over.
    expect(await claimJob(store.db, 'reconcile', at(90_000), 60_000, other)).toBe(true);
    expect(await claimJob(store.db, 'reconcile', at(100_000), 60_000, holder)).toBe(false);
    // Another job's lease is its own.
    expect(await claimJob(store.db, 'clean-up', at(100_000), 60_000, holder)).toBe(true);
  });
});
