import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { testStore } from '../test/test-app.ts';
import { openEvening } from '../test/open-evenings.ts';

/**
 * The README's rolling upgrade, run: the previous release and this one migrate and serve one database
 * together. Raise PREVIOUS_RELEASE to the last release's commit at each release; a release before
 * migration 020's seat model cannot serve beside this one (README, Upgrading).
 */
const PREVIOUS_RELEASE = '604caf8';
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const previousReleaseHere = (() => {
  try {
    execFileSync('git', ['cat-file', '-e', `${PREVIOUS_RELEASE}^{commit}`], { cwd: root, stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();
// Only a shallow checkout may lack the release; in a full one its absence is a mistake to report.
const shallowCheckout = execFileSync('git', ['rev-parse', '--is-shallow-repository'], { cwd: root }).toString().trim() === 'true';

interface Running {
  url: string;
  child: ChildProcess;
  log: () => string;
}

async function startRelease(dir: string, databaseUrl: string, dataDir: string): Promise<Running> {
  let log = '';
  const env = { PATH: process.env.PATH ?? '', DATABASE_URL: databaseUrl, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, ADMIN_TOKEN: 'r'.repeat(40), LOG_LEVEL: 'info', LOG_FORMAT: 'json', HOLD_SEATS_PER_CLIENT_PERCENT: '100' };
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: dir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  child.stderr!.on('data', (chunk: Buffer) => (log += chunk.toString('utf8')));
  for (let waited = 0; waited < 120_000; waited += 250) {
    const url = /listening on (http:\/\/[\d.:]+)/.exec(log)?.[1];
    if (url) return { url, child, log: () => log };
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill();
  throw new Error(`the server in ${dir} did not start:\n${log.slice(-2000)}`);
}

async function hold(url: string, date: string): Promise<number> {
  const token = (await fetch(`${url}/sanctum/csrf-cookie`)).headers.get('x-session-token')!;
  const { slots } = (await (await fetch(`${url}/api/get_slots?date=${date}`)).json()) as { slots: Array<{ seating_id: number; available: number }> };
  const seating = slots.find((slot) => slot.available >= 2)!;
  const answer = await fetch(`${url}/api/start_booking`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ d: date, s: seating.seating_id, p: 2 }),
  });
  return answer.status;
}

const booked = async (url: string, date: string) =>
  ((await (await fetch(`${url}/api/get_slots?date=${date}`)).json()) as { slots: Array<{ booked: number }> }).slots.map((slot) => slot.booked);

describe.skipIf(testStore !== 'postgres' || shallowCheckout)('a rolling upgrade from the previous release', () => {
  it('the previous release keeps serving beside this one on the migrated database', async () => {
    expect(previousReleaseHere, `the previous release ${PREVIOUS_RELEASE} is not in this repository`).toBe(true);
    // An empty database, which the previous release migrates and seeds as it would on a first start.
    const name = `tb_rolling_${randomBytes(6).toString('hex')}`;
    const onServer = async (sql: string) => {
      const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await client.connect();
      await client.query(sql).finally(() => client.end());
    };
    await onServer(`create database ${name}`);
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    const database = { url: url.toString() };
    const work = await mkdtemp(path.join(tmpdir(), 'tb-rolling-'));
    const previous = path.join(work, 'previous');
    const running: Running[] = [];
    try {
      execFileSync('sh', ['-c', `mkdir -p "${previous}" && git archive ${PREVIOUS_RELEASE} | tar -x -C "${previous}"`], { cwd: root });
      await symlink(path.join(root, 'node_modules'), path.join(previous, 'node_modules'));
      const old = await startRelease(previous, database.url, path.join(work, 'old-data'));
      running.push(old);
      const date = await openEvening(old.url, { fromDaysAhead: 7 });
      expect(await hold(old.url, date)).toBe(200);

      const current = await startRelease(root, database.url, path.join(work, 'new-data'));
      running.push(current);
      expect(current.log()).toMatch(/database migrated: applied /);

      expect(await hold(old.url, date)).toBe(200);
      expect(await hold(current.url, date)).toBe(200);
      expect(await booked(old.url, date)).toEqual(await booked(current.url, date));
      expect((await (await fetch(`${old.url}/health`)).json()) as object).toMatchObject({ status: 'ok' });
      for (const server of running) expect(server.log()).not.toMatch(/"level":50/);
    } finally {
      for (const server of running) server.child.kill('SIGTERM');
      await Promise.all(running.map((server) => new Promise((resolve) => (server.child.exitCode !== null ? resolve(null) : server.child.once('exit', resolve)))));
      await onServer(`drop database if exists ${name} with (force)`);
      await rm(work, { recursive: true, force: true });
    }
  }, 240_000);
});
