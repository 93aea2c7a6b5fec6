import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startServer, type StartedServer } from '../../start.ts';
import { admin as adminIn } from '../../test/admin-cli-server.ts';
import { buildTestApp, createTestDataFolder, TEST_ADMIN_TOKEN, testStore } from '../../test/test-app.ts';

let server: StartedServer;
let dataDir: string;

const admin = (...args: string[]) => adminIn({ ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' }, ...args);

/**
 * Two open days in a row (the demo opens Tuesday to Saturday) a fortnight or more ahead (the real
 * clock: this is a real start), and the closed days of their month.
 */
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000);
const ahead = Array.from({ length: 7 }, (_, i) => 14 + i).find((offset) => [2, 3, 4, 5].includes(day(offset).getUTCDay()))!;
const [first, second] = [day(ahead).toISOString().slice(0, 10), day(ahead + 1).toISOString().slice(0, 10)];
const closedIn = async (date: string) => (await fetch(`${server.url}/api/check_closed?date=${date}`).then((r) => r.json())) as string[];

describe.skipIf(testStore !== 'pglite')('backup and restore of the embedded database while the server runs', () => {
  beforeAll(async () => {
    dataDir = await createTestDataFolder('backup');
    // The embedded store and its real start-up: the folder the backup copies and the restore replaces.
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
  }, 120_000);
  afterAll(async () => {
    await server?.app.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('saves a backup, and a restore brings its data back without a restart', async () => {
    await admin('closed', 'add', first);
    const file = path.join(dataDir, 'before.tar.gz');
    const saved = await admin('backup', file);
    expect(saved.stdout).toMatch(new RegExp(`^Backup written to ${file.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} \\(\\d+\\.\\d MB\\)\\.$`, 'm'));
    expect([...(await readFile(file)).subarray(0, 2)]).toEqual([0x1f, 0x8b]);
    await expect(admin('backup', file)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('already exists') });

    await admin('closed', 'add', second);
    expect([...(await closedIn(first)), ...(await closedIn(second))]).toEqual(expect.arrayContaining([first, second]));

    // Guests keep calling while the folders are swapped: each call waits, none fails.
    let restoring = true;
    const statuses: number[] = [];
    const guests = (async () => {
      while (restoring) statuses.push((await fetch(`${server.url}/api/get_slots?date=${first}`)).status);
    })();
    const restored = await admin('restore', file).finally(() => (restoring = false));
    await guests;
    expect(restored.stdout).toMatch(/^Database restored from .+: \d+ migrations, the latest \d+_[a-z_]+\.sql\.$/m);
    expect(restored.stdout).toContain('The backup already had every migration of this server.');
    expect(statuses.length).toBeGreaterThan(10);
    expect(new Set(statuses)).toEqual(new Set([200]));

    expect(await closedIn(first)).toContain(first);
    expect(await closedIn(second)).not.toContain(second);
    const kept = /kept at (.+)\.$/m.exec(restored.stdout)![1]!;
    expect((await readdir(dataDir)).filter((name) => name.startsWith('db'))).toEqual(['db', path.basename(kept)]);
    const audit = await server.db.query<{ actor: string; note: string }>("select actor, note from audit_log where action = 'database.restore'");
    expect(audit.rows).toEqual([{ actor: 'admin-token', note: expect.stringContaining(kept) }]);
  }, 180_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const before = await closedIn(first);
    const file = path.join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(file, 'hello');
    await expect(admin('restore', file)).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("422: This file is not a backup of this server's database") });
    expect(await closedIn(first)).toEqual(before);
    expect((await readdir(dataDir)).filter((name) => name.includes('restoring'))).toEqual([]);
    await expect(admin('restore', path.join(dataDir, 'missing.tar.gz'))).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read') });
  }, 60_000);

  it('says which version the console and the server run, and the migrations', async () => {
    const { stdout } = await admin('version');
    expect(stdout).toMatch(/^admin console: \d+\.\d+\.\d+/m);
    expect(stdout).toMatch(/^server at http:\/\/127\.0\.0\.1:\d+: \d+\.\d+\.\d+\S* \(ok\)$/m);
    expect(stdout).toMatch(/^database: embedded \(PGlite\)$/m);
    expect(stdout).toMatch(/^migrations: \d+ applied, the latest \d+_[a-z_]+\.sql$/m);
  }, 30_000);
});

describe.skipIf(testStore !== 'postgres')('backup on PostgreSQL', () => {
  it('points to pg_dump instead', async () => {
    const { app, close } = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/admin/backup', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'backup_embedded_only', message: expect.stringContaining('pg_dump') });
    } finally {
      await close();
    }
  });
});
