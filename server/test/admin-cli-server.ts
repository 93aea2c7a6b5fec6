import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
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

/** Starts the server through the real start-up path (the embedded store, the token file included); `env` adds settings. */
export async function startCliServer(name: string, env: Record<string, string> = {}): Promise<CliServer> {
  const dataDir = await mkdtemp(path.join(tmpdir(), `tb-${name}-`));
  const server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env }));
  return {
    server,
    dataDir,
    admin: (...args) => {
      const env = { ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' };
      return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env, cwd: process.cwd() });
    },
    async close() {
      await server.app.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
