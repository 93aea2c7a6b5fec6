import { createHash, randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../app.ts';
import { loadConfig, type Config } from '../config.ts';
import type { Database } from '../db/database.ts';
import { migrate } from '../db/migrate.ts';
import { openPglite } from '../db/pglite-database.ts';
import { openPostgres } from '../db/postgres-database.ts';
import { seedDemoRestaurant } from '../restaurant/seed.ts';
import { createManualClock } from '../lib/clock.ts';

export const TEST_ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

/** The database the server suite runs on: PGlite, or real PostgreSQL when TEST_DATABASE_URL is set. */
export const testStore: 'pglite' | 'postgres' = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

export interface TestDatabase {
  db: Database;
  /** The connection URL (PostgreSQL only). */
  url: string;
  /** Opens another connection pool on the same database (a second server instance). */
  openAnother(): Promise<Database>;
  drop(): Promise<void>;
}

/**
 * What a fresh test database holds is decided by the migrations and the seed: their hash names the
 * template every test database is copied from, so a change to either makes a new one.
 */
async function templateKey(): Promise<string> {
  const dbDir = fileURLToPath(new URL('../db/', import.meta.url));
  const migrations = (await readdir(path.join(dbDir, 'migrations'))).sort().map((name) => path.join(dbDir, 'migrations', name));
  const hash = createHash('sha256');
  for (const file of [...migrations, fileURLToPath(new URL('../restaurant/seed.ts', import.meta.url)), path.join(dbDir, 'demo-faq.ts'), path.join(dbDir, 'demo-texts.ts')]) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * A migrated (and, unless `seeded` is false, seeded) PGlite database as a tarball in the temporary
 * folder, made once for all test files and workers (written under another name, then renamed, so
 * no one reads half of it): starting a database from it skips initdb, the costliest part of a set-up.
 */
async function pgliteTemplate(seeded = true): Promise<Blob> {
  const file = path.join(tmpdir(), `tb-test-pglite-${await templateKey()}${seeded ? '' : '-unseeded'}.tar`);
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const db = await openPglite();
    await migrate(db);
    if (seeded) await seedDemoRestaurant(db);
    const dump = await db.dump();
    await db.close();
    const partial = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/**
 * A data folder (DATA_DIR) for the real start-up path whose embedded database is a copy of the
 * template, seeded as SEED_DEMO would (`seeded`): the server's start is then a restart, without
 * initdb and the migrations, which their own tests cover.
 */
export async function createTestDataFolder(name: string, options: { seeded?: boolean } = {}): Promise<string> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tb-${name}-`));
  const db = await openPglite(path.join(dataDir, 'db'), await pgliteTemplate(options.seeded ?? true));
  await db.close();
  return dataDir;
}

const TEMPLATE_LOCK = 724_313;

/** The PostgreSQL template database every test database is created from, made once per content. */
async function postgresTemplate(admin: pg.Client, serverUrl: string): Promise<string> {
  const name = `tb_template_${await templateKey()}`;
  const exists = async () => (await admin.query('select 1 from pg_database where datname = $1', [name])).rows.length > 0;
  if (await exists()) return name;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK]);
  try {
    if (await exists()) return name;
    await admin.query(`create database ${name}`);
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const db = await openPostgres(url.toString());
    try {
      await migrate(db);
      await seedDemoRestaurant(db);
    } finally {
      await db.close();
    }
    return name;
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK]);
  }
}

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite, or a new database
 * created on the PostgreSQL server of TEST_DATABASE_URL and dropped afterwards. Both are copies of
 * a template made once (see pgliteTemplate, postgresTemplate).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const db = await openPglite(undefined, await pgliteTemplate());
    return {
      db,
      url: '',
      openAnother: () => Promise.reject(new Error('PGlite is one process; run on PostgreSQL for two instances')),
      drop: () => db.close(),
    };
  }
  const name = `tb_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name} template ${await postgresTemplate(admin, serverUrl)}`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pools: Database[] = [];
  const open = async () => {
    const pool = await openPostgres(url.toString());
    pools.push(pool);
    return pool;
  };
  const db = await open();
  return {
    db,
    url: url.toString(),
    openAnother: open,
    async drop() {
      await Promise.all(pools.map((pool) => pool.close().catch(() => undefined)));
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onPostgresServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** An empty PostgreSQL database (no schema: a start or a test migrates it), or none on PGlite. */
export async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const name = `tb_empty_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onPostgresServer(`drop database if exists ${name} with (force)`) };
}

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  clock: ReturnType<typeof createManualClock>;
  config: Config;
  close(): Promise<void>;
}

/** Wednesday 2026-06-03 10:00 in Shanghai: an open day with a full horizon ahead. */
export const TEST_NOW = new Date('2026-06-03T02:00:00Z');

export async function buildTestApp(
  options: { env?: Record<string, string>; now?: Date; database?: Database; logger?: BuildAppOptions['logger'] } = {},
): Promise<TestApp & { testDatabase?: TestDatabase }> {
  const testDatabase = options.database ? undefined : await createTestDatabase();
  const db = options.database ?? testDatabase!.db;
  // Test guests share 127.0.0.1 unless a test names their address: the share of an evening one
  // client may hold unproved is sized for real networks, and a test of it sets it back.
  const config = loadConfig({ LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN, HOLD_SEATS_PER_CLIENT_PERCENT: '100', ...options.env });
  const clock = createManualClock(options.now ?? TEST_NOW);
  const app = await buildApp({
    config,
    db,
    clock,
    secrets: { adminToken: TEST_ADMIN_TOKEN, appSecret: 'test-app-secret-0123456789abcdef0123456789' },
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    db,
    clock,
    config,
    testDatabase,
    async close() {
      await app.close();
      await testDatabase?.drop();
    },
  };
}
