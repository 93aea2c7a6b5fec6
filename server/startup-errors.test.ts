import { spawn } from 'node:child_process';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { createRequire } from 'node:module';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { openPostgres } from './db/postgres-database.ts';
import { migrate } from './db/migrate.ts';
import { describeStartupError } from './startup-errors.ts';
import { buildTestApp, createTestDatabase, testStore } from './test/test-app.ts';

/** A DATABASE_URL that cannot be reached or does not exist stops the start with one line. */
async function startFailure(url: string): Promise<unknown> {
  const db = await openPostgres(url);
  try {
    await migrate(db);
  } catch (error) {
    return error;
  } finally {
    await db.close();
  }
  throw new Error('expected the start to fail');
}

describe('a start that cannot begin', () => {
  it('names a closed port', async () => {
    const url = 'postgres://postgres@127.0.0.1:1/test';
    expect(describeStartupError(await startFailure(url), url)).toBe(
      'DATABASE_URL: nothing accepts connections at 127.0.0.1:1. Start PostgreSQL there or fix the host and port.',
    );
  });

  it.skipIf(!process.env.TEST_DATABASE_URL)('names a database that does not exist, and how to create it', async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = '/tb_no_such_database';
    const line = describeStartupError(await startFailure(url.toString()), url.toString());
    expect(line).toMatch(/^DATABASE_URL: the database "tb_no_such_database" does not exist on .+\. Create it \(createdb tb_no_such_database\)/);
  });

  it('never shows the password of the URL', () => {
    const line = describeStartupError({ code: '28P01' }, 'postgres://booker:s3cret@db.internal:6543/reservations');
    expect(line).toBe('DATABASE_URL: PostgreSQL at db.internal:6543 refused the user "booker". Check the user name and password.');
  });

  it('passes a bad setting on as its one line, and leaves real faults to their stack trace', () => {
    let thrown: unknown;
    try {
      loadConfig({ PORT: 'eighty' });
    } catch (error) {
      thrown = error;
    }
    expect(describeStartupError(thrown)).toMatch(/^Invalid configuration: PORT/);
    expect(describeStartupError(new TypeError('x is undefined'), 'postgres://h/d')).toBeNull();
  });
});

/** A port something else already listens on. */
async function takenPort(): Promise<{ port: number; server: Server }> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as AddressInfo).port, server };
}

describe('a port in use', () => {
  it('is one sentence naming the address and what to do', async () => {
    const { port, server } = await takenPort();
    const { app, close } = await buildTestApp();
    try {
      const error = await app.listen({ port, host: '127.0.0.1' }).then(
        () => null,
        (thrown: unknown) => thrown,
      );
      expect(describeStartupError(error)).toBe(`PORT: 127.0.0.1:${port} is already in use, perhaps by another copy of this server. Stop it, or set PORT to a free port.`);
    } finally {
      await close();
      server.close();
    }
  });

  it.skipIf(testStore !== 'postgres')('stops the real start with that one line and exit code 1, no stack trace', async () => {
    const { port, server } = await takenPort();
    const database = await createTestDatabase();
    const workDir = await mkdtemp(path.join(tmpdir(), 'tb-port-'));
    try {
      const entry = fileURLToPath(new URL('./server.ts', import.meta.url));
      const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
      const env = { PATH: process.env.PATH ?? '', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: database.url, DATA_DIR: workDir, LOG_LEVEL: 'silent' };
      const child = spawn(process.execPath, ['--import', tsx, entry], { cwd: workDir, env, stdio: ['ignore', 'ignore', 'pipe'] });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(stderr.trim().split('\n')).toEqual([`Cannot start: PORT: 127.0.0.1:${port} is already in use, perhaps by another copy of this server. Stop it, or set PORT to a free port.`]);
    } finally {
      server.close();
      await database.drop();
      await rm(workDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a WeChat AppSecret of the wrong shape', () => {
  it('says the length rule', () => {
    expect(() => loadConfig({ WECHAT_APPSECRET: '0123456789abcdef' })).toThrow(/WECHAT_APPSECRET: must be the Official Account's AppSecret: 32 letters and digits/);
    expect(loadConfig({ WECHAT_APPSECRET: '0123456789abcdef0123456789abcdef' }).WECHAT_APPSECRET).toHaveLength(32);
  });
});
