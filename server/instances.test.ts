import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createManualClock } from './lib/clock.ts';
import { startServer, type StartedServer } from './start.ts';
import { createTestDatabase, testStore, TEST_NOW, type TestDatabase } from './test/test-app.ts';

/**
 * Issue 15: instances that share a DATABASE_URL agree with no other setting. Two real servers,
 * each with its own DATA_DIR and neither given APP_SECRET or ADMIN_TOKEN: a session, its XSRF
 * token and a one-time code made on one work on the other.
 */
describe.skipIf(testStore !== 'postgres')('two instances on one PostgreSQL database', () => {
  let database: TestDatabase;
  const servers: StartedServer[] = [];
  const dataDirs: string[] = [];
  beforeAll(async () => {
    database = await createTestDatabase();
    const clock = createManualClock(TEST_NOW);
    for (let i = 0; i < 2; i += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'tb-instance-'));
      dataDirs.push(dataDir);
      const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: database.url, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' });
      servers.push(await startServer(config, clock));
    }
  });
  afterAll(async () => {
    await Promise.all(servers.map((server) => server.app.close()));
    await database?.drop();
    await Promise.all(dataDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('share one generated admin token and app secret', async () => {
    expect(servers[0]!.adminToken).toBe(servers[1]!.adminToken);
    expect((await readFile(path.join(dataDirs[1]!, 'admin-token'), 'utf8')).trim()).toBe(servers[0]!.adminToken);
    const settings = await fetch(`${servers[1]!.url}/api/admin/settings`, { headers: { authorization: `Bearer ${servers[0]!.adminToken}` } });
    expect(settings.status).toBe(200);
  });

  it('accept on one the session cookie, XSRF token and one-time code made on the other', async () => {
    const [a, b] = servers as [StartedServer, StartedServer];
    const handedOut = await fetch(`${a.url}/sanctum/csrf-cookie`);
    const cookies = handedOut.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
    const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))!.split('=')[1]!);
    const headers = { cookie: cookies.join('; '), 'x-xsrf-token': xsrf, 'content-type': 'application/json' };

    const sent = await fetch(`${a.url}/api/send_email`, { method: 'POST', headers, body: JSON.stringify({ email: 'guest@example.cn' }) });
    expect(sent.status).toBe(200);
    const outbox = await fetch(`${a.url}/api/dev/outbox?to=guest%40example.cn&limit=1`, { headers: { authorization: `Bearer ${a.adminToken}` } });
    const { code } = ((await outbox.json()) as Array<{ code: string }>)[0]!;

    const verified = await fetch(`${b.url}/api/verify_otp`, { method: 'POST', headers, body: JSON.stringify({ code, to: 'guest@example.cn', type: 'email' }) });
    expect([verified.status, await verified.json()]).toEqual([200, { status: 'approved' }]);
    // The session now proven on B is the same one A knows.
    const lookup = await fetch(`${a.url}/api/get_customer`, { method: 'POST', headers, body: JSON.stringify({ email: 'guest@example.cn' }) });
    expect(lookup.status).toBe(200);
  });
});
