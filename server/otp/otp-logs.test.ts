import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createManualClock } from '../lib/clock.ts';
import { Guest } from '../test/guest.ts';
import { createTestDatabase, TEST_ADMIN_TOKEN, TEST_NOW, type TestDatabase } from '../test/test-app.ts';
import { latestCodeFor } from './test-verify.ts';

/** The server's own log at info level, captured line by line. */
const lines: string[] = [];
let app: FastifyInstance;
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  app = await buildApp({
    // LOG_LEVEL stays silent so the dev outbox does not print to the test runner's console.
    config: loadConfig({ LOG_LEVEL: 'silent', ADMIN_TOKEN: TEST_ADMIN_TOKEN }),
    db: database.db,
    clock: createManualClock(TEST_NOW),
    secrets: { adminToken: TEST_ADMIN_TOKEN, appSecret: 'test-app-secret-0123456789abcdef0123456789' },
    logger: { level: 'info', stream },
  });
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.drop();
});

describe('logs of the one-time code calls', () => {
  it('never carry the code, and mask the phone and e-mail', async () => {
    const guest = await Guest.start(app, 'cookies', '10.7.0.1');
    await guest.post('/api/send_sms', { country: '86', phone: '13812345678' });
    await guest.post('/api/send_email', { email: 'private.person@example.cn' });
    const smsCode = await latestCodeFor(app, '86 13812345678');
    const emailCode = await latestCodeFor(app, 'private.person@example.cn');
    await guest.post('/api/verify_otp', { code: smsCode, to: '86 13812345678', type: 'sms' });
    await guest.post('/api/verify_otp', { code: '000000', to: 'private.person@example.cn', type: 'email' });
    await guest.post('/api/send_sms', { country: '86', phone: '13812345678' }); // refused: too soon

    const log = lines.join('\n');
    expect(log).toContain('one-time code sent');
    expect(log).toContain('one-time code checked');
    expect(log).toContain('138****78');
    expect(log).toContain('p***@example.cn');
    for (const secret of [smsCode, emailCode, '13812345678', 'private.person']) expect(log).not.toContain(secret);
  });
});
