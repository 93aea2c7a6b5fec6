import { Console } from 'node:console';
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startServer, type StartedServer } from '../../start.ts';
import { runAdmin } from '../../../scripts/admin.ts';
import { admin as adminIn } from '../../test/admin-cli-server.ts';
import { openEvenings } from '../../test/open-evenings.ts';
import { buildTestApp, createTestDataFolder, TEST_ADMIN_TOKEN, testStore } from '../../test/test-app.ts';

let server: StartedServer;
let dataDir: string;

const cliEnv = () => ({ ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' });
const admin = (...args: string[]) => adminIn(cliEnv(), ...args);

/** `npm run admin -- ARGS` at a terminal where `typed` is typed: its exit code, what it asked and what it printed. */
async function atTerminal(typed: string, ...args: string[]): Promise<{ code: number; asked: string; said: string }> {
  const [input, output, printed] = [new PassThrough(), new PassThrough(), new PassThrough()];
  const texts = [output, printed].map((stream) => {
    let text = '';
    stream.on('data', (chunk: Buffer) => (text += chunk.toString()));
    return () => text;
  });
  input.end(`${typed}\n`);
  const code = await runAdmin(args, { env: cliEnv(), interactive: true, terminal: { input, output } }, new Console({ stdout: printed, stderr: printed }));
  return { code, asked: texts[0]!(), said: texts[1]!() };
}

/** Two evenings the server opens, a fortnight or so ahead (the real clock: this is a real start). */
let first: string;
let second: string;
const closedIn = async (date: string) => (await fetch(`${server.url}/api/check_closed?date=${date}`).then((r) => r.json())) as string[];

describe.skipIf(testStore !== 'pglite')('backup and restore of the embedded database while the server runs', () => {
  beforeAll(async () => {
    dataDir = await createTestDataFolder('backup');
    // The embedded store and its real start-up: the folder the backup copies and the restore replaces.
    server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    [first, second] = (await openEvenings(server.url, 2, { fromDaysAhead: 14 })) as [string, string];
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
    const name = /^name_en: (.+)$/m.exec((await admin('restaurant', 'show')).stdout)![1]!;
    const restored = await atTerminal(name, 'restore', file).finally(() => (restoring = false));
    await guests;
    expect(restored.code).toBe(0);
    expect(restored.asked).toContain(`restore replaces the whole database of ${name}`);
    expect(restored.asked).toContain(`Type the restaurant's name (${name}) or yes to replace it: `);
    expect(restored.said).toMatch(/^Database restored from .+: \d+ migrations, the latest \d+_[a-z_]+\.sql\.$/m);
    expect(restored.said).toContain('The backup already had every migration of this server.');
    expect(statuses.length).toBeGreaterThan(10);
    expect(new Set(statuses)).toEqual(new Set([200]));

    expect(await closedIn(first)).toContain(first);
    expect(await closedIn(second)).not.toContain(second);
    const kept = /kept at (.+)\.$/m.exec(restored.said)![1]!;
    expect((await readdir(dataDir)).filter((name) => name.startsWith('db'))).toEqual(['db', path.basename(kept)]);
    const audit = await server.db.query<{ actor: string; note: string }>("select actor, note from audit_log where action = 'database.restore'");
    expect(audit.rows).toEqual([{ actor: 'admin-token', note: expect.stringContaining(kept) }]);
  }, 180_000);

  it('asks first: nothing is replaced without the name or yes typed, or --yes with nobody at a terminal', async () => {
    const before = await closedIn(first);
    const file = path.join(dataDir, 'unconfirmed.tar.gz');
    await admin('backup', file);
    await admin('closed', 'add', second);
    const refused = await admin('restore', file).catch((error: { code: number; stderr: string }) => error);
    expect(refused).toMatchObject({ code: 1, stderr: expect.stringContaining('Nothing was done: confirm at a terminal, or add --yes to run it from a script.') });
    expect(refused).toMatchObject({ stderr: expect.stringContaining('restore replaces the whole database of') });
    const wrong = await atTerminal('no', 'restore', file);
    expect([wrong.code, wrong.said]).toEqual([1, 'Not confirmed; nothing was done.\n']);
    expect(await closedIn(second)).toContain(second);
    await admin('closed', 'remove', second);
    expect(await closedIn(first)).toEqual(before);
  }, 60_000);

  it('refuses a file that is not a backup and changes nothing', async () => {
    const before = await closedIn(first);
    const file = path.join(dataDir, 'not-a-backup.tar.gz');
    await writeFile(file, 'hello');
    await expect(admin('restore', file, '--yes')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining("422: This file is not a backup of this server's database") });
    expect(await closedIn(first)).toEqual(before);
    expect((await readdir(dataDir)).filter((name) => name.includes('restoring'))).toEqual([]);
    await expect(admin('restore', path.join(dataDir, 'missing.tar.gz'), '--yes')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('Cannot read') });
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
