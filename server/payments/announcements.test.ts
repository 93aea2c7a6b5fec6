import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WpayResponse } from '../../api-client/contract/payment.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { bookingRow, outboxFor, pathOf, placeHold } from './test-support.ts';

/**
 * Messages about a payment go out after it commits. When they cannot (no delivery at that moment,
 * or the server stopped in between), reconciliation sends them later, once.
 */
let down: TestApp;
let up: TestApp;
let upToo: TestApp;
beforeAll(async () => {
  // No provider and no outbox: every message fails, as when SMTP is down.
  down = await buildTestApp({ env: { OUTBOX_ENABLED: 'false' } });
  up = await buildTestApp({ database: down.db, now: new Date(TEST_NOW.getTime() + 5 * 60_000) });
  // A second instance on the same database, reconciling at the same moment.
  upToo = await buildTestApp({ database: down.db, now: new Date(TEST_NOW.getTime() + 5 * 60_000) });
});
afterAll(async () => {
  await upToo.app.close();
  await up.app.close();
  await down.close();
});

const announcedAt = async (code: string) =>
  (await down.db.query<{ announced_at: Date | null }>('select t.announced_at from transactions t join bookings b on b.id = t.booking_id where b.code = $1', [code]))
    .rows[0]!.announced_at;

describe('payment messages owed', () => {
  it('are sent by reconciliation once delivery works again, and only once', async () => {
    const hold = await placeHold(down.app, down.db, { time: '20:00' });
    const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    const codeUrl = (wpay.body as { code_url: string }).code_url;
    await down.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });

    expect((await bookingRow(down.db, hold.code)).status).toBe('pending');
    expect(await outboxFor(down.db, hold.email)).toHaveLength(0);
    expect(await announcedAt(hold.code)).toBeNull();

    const reconcile = () => up.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect((await reconcile()).statusCode).toBe(200);
    const sent = await outboxFor(down.db, hold.email);
    expect(sent).toHaveLength(1);
    expect(await announcedAt(hold.code)).not.toBeNull();
    await reconcile();
    expect(await outboxFor(down.db, hold.email)).toHaveLength(1);
  });

  it('are sent once when two instances reconcile at the same moment', async () => {
    const hold = await placeHold(down.app, down.db, { time: '18:00' });
    const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    const codeUrl = (wpay.body as { code_url: string }).code_url;
    await down.app.inject({ method: 'POST', url: pathOf(codeUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect(await announcedAt(hold.code)).toBeNull();

    const reconcile = (instance: TestApp) =>
      instance.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    const answers = await Promise.all([reconcile(up), reconcile(upToo), reconcile(up), reconcile(upToo)]);
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await outboxFor(down.db, hold.email)).toHaveLength(1);
    expect(await outboxFor(down.db, hold.phone)).toHaveLength(1);
    expect(await announcedAt(hold.code)).not.toBeNull();
  });

  it('resend only the message that failed, once a partial failure is retried', async () => {
    const hold = await placeHold(down.app, down.db, { time: '19:00' });
    const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
    await down.app.inject({
      method: 'POST', url: pathOf((wpay.body as { code_url: string }).code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '',
    });
    // The e-mail went out before the failure; only the SMS is owed.
    await down.db.query(
      `update transactions set sent_messages = jsonb_build_array('email:' || $2::text) where booking_id = (select id from bookings where code = $1)`,
      [hold.code, hold.email],
    );
    await up.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(await outboxFor(down.db, hold.email)).toHaveLength(0);
    expect(await outboxFor(down.db, hold.phone)).toHaveLength(1);
    expect(await announcedAt(hold.code)).not.toBeNull();
  });
});
