import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { admin as adminIn } from '../../test/admin-cli-server.ts';
import { createTestDataFolder } from '../../test/test-app.ts';
import { startServer, type StartedServer } from '../../start.ts';

let server: StartedServer;
let dataDir: string;

beforeAll(async () => {
  dataDir = await createTestDataFolder('staff-cli');
  server = await startServer(loadConfig({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
}, 180_000);
afterAll(async () => {
  await server.app.close();
  await rm(dataDir, { recursive: true, force: true });
});

async function admin(...args: string[]) {
  return (await adminIn({ ...process.env, API_URL: server.url, DATA_DIR: dataDir, ADMIN_TOKEN: '', STAFF_TOKEN: '' }, ...args)).stdout;
}

describe('npm run admin -- staff / tokens', () => {
  it('adds the first owner with the bootstrap token and keeps their personal token for later commands', async () => {
    const added = await admin('staff', 'add', 'owner@restaurant.cn', '--role', 'owner', '--name', 'Lin');
    expect(added).toContain('Added owner@restaurant.cn  owner  Lin');
    const kept = (await readFile(path.join(dataDir, 'staff-token'), 'utf8')).trim();
    expect(added).toContain(kept);
    // The generated admin token is retired; the kept personal token carries on.
    const retired = await fetch(`${server.url}/api/staff/members`, { headers: { authorization: `Bearer ${server.adminToken}` } });
    expect(retired.status).toBe(401);
    expect(await admin('staff', 'add', 'host@restaurant.cn', '--role', 'host')).toContain('Added host@restaurant.cn  host');
    expect(await admin('staff', 'role', 'host@restaurant.cn', 'manager')).toContain('host@restaurant.cn is now manager');
    expect(await admin('staff', 'list')).toMatch(/host@restaurant\.cn {2}manager\n.*owner@restaurant\.cn {2}owner {2}Lin/s);
  }, 60_000);

  it('creates, lists and revokes personal tokens, and refuses bad input with a sentence and exit code 1', async () => {
    const made = await admin('tokens', 'create', 'night', 'script', '--for', 'host@restaurant.cn');
    const id = /Token #(\d+)/.exec(made)![1]!;
    expect(await admin('tokens', 'list')).toContain(`#${id}  host@restaurant.cn  "night script"`);
    expect(await admin('tokens', 'revoke', id)).toContain(`Revoked token #${id}`);
    expect(await admin('tokens', 'create', 'export', '--read-only', '--days', '30')).toMatch(/"export" {2}read-only {2}until \d{4}-\d\d-\d\dT/);
    await expect(admin('tokens', 'create', 'export', '--days', 'soon')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('--days takes a whole number') });
    await expect(admin('staff', 'add', 'x@restaurant.cn', '--role', 'chef')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('role is not valid') });
    await expect(admin('staff', 'remove', 'owner@restaurant.cn')).rejects.toMatchObject({ code: 1, stderr: expect.stringContaining('must keep an owner') });
  }, 60_000);
});
