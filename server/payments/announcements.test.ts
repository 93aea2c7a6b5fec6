import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WpayResponse } from '../../api-client/contract/payment.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { bookingRow, outboxFor, pathOf, placeHold } from './test-support.ts';

/**
 * A payment's messages are written to the outbox with the payment itself. When they cannot go
 * out (no delivery at that moment) they wait there and are sent later, once, by whichever
 * instance claims them.
 */
let down: TestApp;
let up: TestApp;
let upToo: TestApp;
beforeAll(async () => {
  // No provider and no dev outbox: every message fails, as when SMTP is down.
  down = await buildTestApp({ env: { OUTBOX_ENABLED: 'false' } });
  up = await buildTestApp({ database: down.db, now: new Date(TEST_NOW.getTime() + 5 * 60_000) });
  // A second instance on the same database, sending at the same moment.
  upToo = await buildTestApp({ database: down.db, now: new Date(TEST_NOW.getTime() + 5 * 60_000) });
});
afterAll(async () => {
  await upToo.app.close();
  await up.app.close();
  await down.close();
});

const queued = async (code: string) =>
  (
    await down.db.query<{ kind: string; channel: string; state: string }>(
      'select m.kind, m.channel, m.state from outgoing_messages m join bookings b on b.id = m.booking_id where b.code = $1 order by m.id',
      [code],
    )
  ).rows;

async function pay(app: TestApp['app'], hold: Awaited<ReturnType<typeof placeHold>>) {
  const wpay = await hold.guest.post<WpayResponse>('/api/wpay', { code: hold.code });
  const codeUrl = (wpay.body as { code_url: string }).code_url;
  await app.inject({ method: 'POST', url: pathOf(codeUrl), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
}

describe('payment messages', () => {
  it('are in the outbox with the payment, wait while delivery is down, and go out once it works', async () => {
    const hold = await placeHold(down.app, down.db, { time: '20:00' });
    await pay(down.app, hold);
    expect((await bookingRow(down.db, hold.code)).status).toBe('pending');
    expect(await queued(hold.code)).toEqual([
      { kind: 'confirmation', channel: 'email', state: 'pending' },
      { kind: 'confirmation', channel: 'sms', state: 'pending' },
    ]);
    expect(await down.app.outgoing.deliverDue()).toMatchObject({ sent: 0, retrying: 2 });
    expect(await outboxFor(down.db, hold.email)).toHaveLength(0);

    expect(await up.app.outgoing.deliverDue()).toMatchObject({ sent: 2 });
    expect(await outboxFor(down.db, hold.email)).toHaveLength(1);
    expect(await outboxFor(down.db, hold.phone)).toHaveLength(1);
    expect((await queued(hold.code)).map((message) => message.state)).toEqual(['sent', 'sent']);
    await up.app.outgoing.deliverDue();
    const reconcile = await up.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(reconcile.statusCode).toBe(200);
    await up.app.outgoing.deliverDue();
    expect(await outboxFor(down.db, hold.email)).toHaveLength(1);
  });

  it('are sent once when two instances look at the outbox at the same moment', async () => {
    const hold = await placeHold(down.app, down.db, { time: '18:00' });
    await pay(down.app, hold);
    await Promise.all([up.app.outgoing.deliverDue(), upToo.app.outgoing.deliverDue(), up.app.outgoing.deliverDue(), upToo.app.outgoing.deliverDue()]);
    expect(await outboxFor(down.db, hold.email)).toHaveLength(1);
    expect(await outboxFor(down.db, hold.phone)).toHaveLength(1);
  });

  it('of a payment recorded but never announced are written by reconciliation, skipping what was already sent', async () => {
    const hold = await placeHold(down.app, down.db, { time: '19:00' });
    await pay(down.app, hold);
    // As a payment recorded by the release before the outbox: unannounced, its e-mail already sent.
    await down.db.query('delete from outgoing_messages where booking_id = (select id from bookings where code = $1)', [hold.code]);
    await down.db.query(
      `update transactions set announced_at = null, sent_messages = jsonb_build_array('email:' || $2::text)
       where booking_id = (select id from bookings where code = $1)`,
      [hold.code, hold.email],
    );
    const reconcile = () => up.app.inject({ method: 'POST', url: '/api/admin/reconcile', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    await Promise.all([reconcile(), reconcile()]);
    expect(await queued(hold.code)).toEqual([{ kind: 'confirmation', channel: 'sms', state: 'pending' }]);
    await up.app.outgoing.deliverDue();
    expect(await outboxFor(down.db, hold.email)).toHaveLength(0);
    expect(await outboxFor(down.db, hold.phone)).toHaveLength(1);
  });
});
