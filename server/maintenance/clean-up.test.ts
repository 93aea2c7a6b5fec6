import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, restaurantToday, weekdayOf } from '../../api-client/rules/restaurant-date.ts';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { placeHold } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { cleanUp } from './clean-up.ts';

/** Clean-up: what the privacy page says we do not keep is deleted. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (sql: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]!.n;
const DAY = 86_400_000;

describe('the clean-up job', () => {
  it('deletes unpaid holds, old enquiries and their addresses, old outbox messages and WeChat sign-ins, and keeps paid bookings', async () => {
    const unpaid = await Guest.start(t.app, 'token');
    const hold = await unpaid.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: await seatingIdForTest(t.db, 'counter'), p: 2 });
    expect(hold.status).toBe(200);
    const paid = await placeHold(t.app, t.db);
    await t.db.query("update bookings set status = 'pending', paid_at = $2 where code = $1", [paid.code, t.clock.now()]);
    const writer = await Guest.start(t.app, 'token', '203.0.113.70');
    expect((await writer.post('/api/contact', { name: 'Li', email: 'li@example.cn', message: 'Corkage?' })).status).toBe(200);
    await t.app.outgoing.deliverDue();
    expect(await count("outgoing_messages where state = 'sent'")).toBe(1);
    // The unpaid hold's guest signed in to WeChat (JSAPI): its openid is personal data.
    await t.db.query(
      `insert into wechat_oauth (state, session_id, booking_id, return_url, created_at, returned_at, openid, claimed_at)
       select 'state-of-the-unpaid-hold-0001', session_id, id, 'http://localhost/', $2, $2, 'oDemoOpenid0001', $2 from bookings where code = $1`,
      [hold.body.code, t.clock.now()],
    );
    expect(await count('wechat_oauth')).toBe(1);

    t.clock.advance(8 * DAY);
    let removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed).toMatchObject({ enquiryAddresses: 1, unpaidHolds: 0, wechatSignIns: 1 });
    expect(await count('wechat_oauth')).toBe(0);
    expect(await count("contact_messages where client_ip is null and message = 'Corkage?'")).toBe(1);
    expect(await count('outbox')).toBe(0); // the enquiry's forward, 8 days old
    expect(await count('outgoing_messages')).toBe(1); // kept 90 days

    t.clock.advance(40 * DAY);
    removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.unpaidHolds).toBe(1);
    t.clock.advance(50 * DAY);
    removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.sentMessages).toBe(1);
    expect(await count(`bookings where code = '${hold.body.code}'`)).toBe(0);
    expect(await count(`bookings where code = '${paid.code}'`)).toBe(1);

    t.clock.advance(365 * DAY);
    removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.enquiries).toBe(1);
    expect(await count('contact_messages')).toBe(0);
  });

  it('purges an unpaid hold with its WeChat sign-in even when sessions are kept longer than holds', async () => {
    const guest = await Guest.start(t.app, 'token');
    // An open day (Tuesday to Saturday) a week or so after the clock, which the first test moved on.
    let day = addDays(restaurantToday(t.clock.now()), 7);
    while (weekdayOf(day) < 2) day = addDays(day, 1);
    const hold = await guest.post<{ code: string }>('/api/start_booking', { d: day, s: await seatingIdForTest(t.db, 'counter'), p: 2 });
    expect(hold.status).toBe(200);
    await t.db.query(
      `insert into wechat_oauth (state, session_id, booking_id, return_url, created_at) select 'state-of-a-later-hold-00001', session_id, id, 'http://localhost/', $2 from bookings where code = $1`,
      [hold.body.code, t.clock.now()],
    );
    t.clock.advance(40 * DAY);
    // 90 days of sessions: the sign-in's session is still there when the hold goes.
    const removed = await cleanUp(t.db, t.clock.now(), 90);
    expect(removed.unpaidHolds).toBe(1);
    expect(await count(`bookings where code = '${hold.body.code}'`)).toBe(0);
  });
});
