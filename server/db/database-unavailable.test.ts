import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openPostgres } from './postgres-database.ts';
import { buildTestApp, createTestDatabase, testStore, type TestApp, type TestDatabase } from '../test/test-app.ts';

/**
 * A PostgreSQL outage: the app reaches the database through a TCP relay the test can cut. Calls
 * answer 503 with a message while it is down and work again by themselves once it is back.
 */
describe.skipIf(testStore !== 'postgres')('when PostgreSQL is unreachable', () => {
  let store: TestDatabase;
  let t: TestApp;
  let relay: net.Server;
  let relayPort = 0;
  const sockets = new Set<net.Socket>();
  let down = false;

  beforeAll(async () => {
    store = await createTestDatabase();
    const target = new URL(store.url);
    relay = net.createServer((client) => {
      if (down) return client.destroy();
      const upstream = net.connect(Number(target.port || 5432), target.hostname);
      for (const socket of [client, upstream]) {
        sockets.add(socket);
        socket.on('close', () => sockets.delete(socket));
        socket.on('error', () => socket.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => relay.listen(0, '127.0.0.1', resolve));
    relayPort = (relay.address() as net.AddressInfo).port;
    const relayed = new URL(store.url);
    relayed.hostname = '127.0.0.1';
    relayed.port = String(relayPort);
    t = await buildTestApp({ database: await openPostgres(relayed.toString()) });
  });

  afterAll(async () => {
    await t.app.close();
    await t.db.close().catch(() => undefined);
    relay.close();
    await store.drop();
  });

  it('answers 503 with a message, then recovers without a restart', async () => {
    // fetch_booking always reads the store (availability and status may be answered from memory).
    const lookup = () => t.app.inject({ method: 'GET', url: '/api/fetch_booking/NOSUCHBOOKING000' });
    expect((await lookup()).statusCode).toBe(404);
    down = true;
    for (const socket of sockets) socket.destroy();
    const during = await lookup();
    expect(during.statusCode).toBe(503);
    expect(during.json()).toMatchObject({ error: 'service_unavailable', message: expect.any(String) });
    down = false;
    let after = await lookup();
    for (let i = 0; i < 5 && after.statusCode !== 404; i += 1) after = await lookup();
    expect(after.statusCode).toBe(404);
    expect(after.json()).toBe('404');
  });
});
