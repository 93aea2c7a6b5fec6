import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { startServer, type StartedServer } from '../../start.ts';

const run = promisify(execFile);
let server: StartedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'tb-admin-'));
  // The embedded store on purpose: this checks the real start-up path, token file included.
  server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
}, 60_000);
afterAll(async () => {
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function admin(...args: string[]) {
  const env = { ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '' };
  return run(process.execPath, ['--import', 'tsx', 'scripts/admin.ts', ...args], { env, cwd: process.cwd() });
}

describe('npm run admin', () => {
  it('reads the generated token from the data folder and sets the site status', async () => {
    const { stdout } = await admin('status', 'closed');
    expect(stdout).toContain('closed');
    const status = await fetch(`${server.url}/api/get_status`).then((r) => r.json());
    expect(status).toBe('closed');
  }, 30_000);

  it('prints the server message and exits non-zero on bad input', async () => {
    await expect(admin('closed', 'add', 'tomorrow')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('422') });
  }, 30_000);
});
