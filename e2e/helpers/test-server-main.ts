/**
 * A real API for browser and element tests, in its own process: fresh in-memory database, seeded
 * demo restaurant, demo payments, dev outbox, and the system clock (the browser's clock decides
 * the calendar's today and the hold countdown, so the server must agree with it). Resend waits
 * are off so several tests can ask codes for one address. Prints `listening <url>` once ready;
 * serves TB_TEST_DIST_DIR/widget.
 */
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { systemClock } from '../../server/lib/clock.ts';
import { createTestDatabase, TEST_ADMIN_TOKEN } from '../../server/test/test-app.ts';

const host = process.env.TB_TEST_HOST ?? '127.0.0.1';
const env: Record<string, string> = { LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN, EMBED_ORIGINS: '*', OTP_RESEND_SECONDS: '0' };
if (process.env.TB_TEST_DIST_DIR) env.DIST_DIR = process.env.TB_TEST_DIST_DIR;

const database = await createTestDatabase();
const app = await buildApp({
  config: loadConfig(env),
  db: database.db,
  clock: systemClock,
  secrets: { adminToken: TEST_ADMIN_TOKEN, appSecret: 'e2e-app-secret-0123456789abcdef0123456789abcdef' },
});
await app.listen({ port: 0, host });
const address = app.server.address();
if (!address || typeof address === 'string') throw new Error('no port');
console.log(`listening http://${host}:${address.port}`);

const stop = async () => {
  await app.close().catch(() => undefined);
  await database.drop().catch(() => undefined);
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
