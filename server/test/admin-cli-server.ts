import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../config.ts';
import { startServer, type StartedServer } from '../start.ts';

const run = promisify(execFile);

/** The real server on a data folder of its own, and `npm run admin` run against it as the restaurant types it. */
export interface CliServer {
  server: StartedServer;
  dataDir: string;
  /** scripts/admin.ts with ARGS, reading the generated token from the data folder; rejects on a non-zero exit. */
  admin(...args: string[]): Promise<{ stdout: string; stderr: string }>;
  close(): Promise<void>;
}

/** Runs one statement on the PostgreSQL server of TEST_DATABASE_URL. */
async function onPostgresServer(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  await client.query(sql).finally(() => client.end());
}

/** An empty PostgreSQL database for one server (the start migrates it), or none on PGlite. */
async function emptyPostgresDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  if (!process.env.TEST_DATABASE_URL) return null;
  const name = `tb_cli_${randomBytes(6).toString('hex')}`;
  await onPostgresServer(`create database ${name}`);
  const url = new URL(process.env.TEST_DATABASE_URL);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => onPostgresServer(`drop database if exists ${name} with (force)`) };
}

/**
 * Starts the server through the real start-up path (the token file included) on an empty store:
 * the embedded one, or a new PostgreSQL database when the suite runs there; `env` adds settings.
 */
export async function startCliServer(name: string, env: Record<string, string> = {}): Promise<CliServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tb-${name}-`));
  const database = await emptyPostgresDatabase();
  const store = database ? { DATABASE_URL: database.url } : {};
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...store, ...env }));
  return {
    server,
    dataDir,
    admin: (...args) => {
      const env = { ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' };
      return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env, cwd: process.cwd() });
    },
    async close() {
      await server.app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
