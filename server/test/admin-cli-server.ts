import { execFile } from 'node:child_process';
import { Console } from 'node:console';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { runAdmin } from '../../scripts/admin.ts';
import { loadConfig, seedsDemo } from '../config.ts';
import { startServer, type StartedServer } from '../start.ts';
import { createTestDataFolder, emptyPostgresDatabase } from './test-app.ts';

const run = promisify(execFile);

export interface AdminOutput {
  stdout: string;
  stderr: string;
}

/** A stream that keeps what is written to it. */
function collected(): { stream: Writable; text: () => string } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer | string, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return { stream, text: () => chunks.join('') };
}

/**
 * `npm run admin -- ARGS` with `env` as its environment, run in this process through the same
 * runAdmin the command line calls (no TypeScript compile per command), with no one at a terminal.
 * Resolves what it printed; on a non-zero exit rejects as execFile does, with code, stdout and stderr.
 */
export async function admin(env: Record<string, string | undefined>, ...args: string[]): Promise<AdminOutput> {
  const [stdout, stderr] = [collected(), collected()];
  const out = new Console({ stdout: stdout.stream, stderr: stderr.stream, colorMode: false });
  const code = await runAdmin(args, { env, interactive: false }, out);
  const printed = { stdout: stdout.text(), stderr: stderr.text() };
  if (code === 0) return printed;
  throw Object.assign(new Error(`npm run admin -- ${args.join(' ')} exited with ${code}:\n${printed.stderr}`), { code, ...printed });
}

/** The real server on a data folder of its own, and `npm run admin` run against it as the restaurant types it. */
export interface CliServer {
  server: StartedServer;
  dataDir: string;
  /** The console with ARGS, reading the generated token from the data folder; rejects on a non-zero exit. */
  admin(...args: string[]): Promise<AdminOutput>;
  /** The same as its own process (`npm run admin`'s scripts/run-admin.mjs), for what only a real start shows. */
  adminProcess(...args: string[]): Promise<AdminOutput>;
  close(): Promise<void>;
}

/**
 * Starts the server through the real start-up path (the token file included): on a new PostgreSQL
 * database when the suite runs there, else on a data folder whose embedded database is copied from
 * the template (migrated, seeded as SEED_DEMO says), skipping initdb; `env` adds settings.
 */
export async function startCliServer(name: string, env: Record<string, string> = {}): Promise<CliServer> {
  const database = await emptyPostgresDatabase();
  const store = database ? { DATABASE_URL: database.url } : {};
  const settings = { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent', ...store, ...env };
  const dataDir = database
    ? await mkdtemp(path.join(tmpdir(), `tb-${name}-`))
    : await createTestDataFolder(name, { seeded: seedsDemo(loadConfig(settings)) });
  const server = await startServer(loadConfig({ ...settings, DATA_DIR: dataDir }));
  const cliEnv = () => ({ ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' });
  return {
    server,
    dataDir,
    admin: (...args) => admin(cliEnv(), ...args),
    adminProcess: (...args) => run(process.execPath, ['scripts/run-admin.mjs', ...args], { env: cliEnv(), cwd: process.cwd() }),
    async close() {
      await server.app.close();
      await database?.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
