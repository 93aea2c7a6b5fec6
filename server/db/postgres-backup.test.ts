import { execFile, execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { buildTestApp, createTestDatabase, TEST_ADMIN_TOKEN, testStore } from '../test/test-app.ts';
import { openPostgres } from './postgres-database.ts';

const run = promisify(execFile);
const hasPgDump = (() => {
  try {
    execFileSync('pg_dump', ['--version']);
    return true;
  } catch {
    return false;
  }
})();

/** The README's PostgreSQL backup and restore (Deploying), run as written there. */
describe.skipIf(testStore !== 'postgres' || !hasPgDump)('backup and restore on PostgreSQL with pg_dump and pg_restore', () => {
  it('brings back what the dump held, and the server starts on it with every migration', async () => {
    const testDatabase = await createTestDatabase();
    const url = testDatabase.url;
    const folder = await mkdtemp(path.join(tmpdir(), 'tb-pgdump-'));
    const file = path.join(folder, 'table-booking.dump');
    const closeDate = async (app: Awaited<ReturnType<typeof buildTestApp>>['app'], date: string) =>
      app.inject({ method: 'POST', url: '/api/admin/closed_dates', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` }, payload: { date } });
    try {
      const first = await buildTestApp({ database: await testDatabase.openAnother() });
      expect((await closeDate(first.app, '2026-06-17')).statusCode).toBe(200);
      // pg_dump reads one consistent snapshot: it may run beside the server.
      await run('pg_dump', ['--format=custom', `--file=${file}`, url]);
      expect((await closeDate(first.app, '2026-06-18')).statusCode).toBe(200);
      await first.app.close();
      await first.db.close();

      // With the servers stopped: everything the dump holds replaces what is there, in one transaction.
      await run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file]);

      const db = await openPostgres(url);
      const second = await buildTestApp({ database: db });
      try {
        const closed = await second.app.inject({ url: '/api/check_closed?date=2026-06-01' });
        expect(closed.json()).toContain('2026-06-17');
        expect(closed.json()).not.toContain('2026-06-18');
        const health = (await second.app.inject({ url: '/health' })).json();
        expect(health).toMatchObject({ status: 'ok', database: 'postgres', migrations: { pending: [] } });
      } finally {
        await second.app.close();
        await db.close();
      }
    } finally {
      await testDatabase.drop();
      await rm(folder, { recursive: true, force: true });
    }
  }, 120_000);
});
