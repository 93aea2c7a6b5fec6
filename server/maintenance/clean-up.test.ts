import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seatingIdForTest } from '../bookings/test-support.ts';
import { placeHold } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { cleanUp } from './clean-up.ts';

/** Issue 15, clean-up: what the privacy page says we do not keep is deleted. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (sql: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${sql}`)).rows[0]!.n;
const DAY = 86_400_000;

describe('the clean-up job', () => {
  it('deletes unpaid holds, old enquiries and their addresses, old outbox messages, and keeps paid bookings', async () => {
    const unpaid = await Guest.start(t.app, 'token');
    const hold = await unpaid.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: await seatingIdForTest(t.db, 'counter'), p: 2 });
    expect(hold.status).toBe(200);
    const paid = await placeHold(t.app, t.db);
    await t.db.query("update bookings set status = 'pending', paid_at = $2 where code = $1", [paid.code, t.clock.now()]);
    const writer = await Guest.start(t.app, 'token', '203.0.113.70');
    expect((await writer.post('/api/contact', { name: 'Li', email: 'li@example.cn', message: 'Corkage?' })).status).toBe(200);

    t.clock.advance(8 * DAY);
    let removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed).toMatchObject({ enquiryAddresses: 1, unpaidHolds: 0 });
    expect(await count("contact_messages where client_ip is null and message = 'Corkage?'")).toBe(1);
    expect(await count('outbox')).toBe(0); // the enquiry's forward, 8 days old

    t.clock.advance(40 * DAY);
    removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.unpaidHolds).toBe(1);
    expect(await count(`bookings where code = '${hold.body.code}'`)).toBe(0);
    expect(await count(`bookings where code = '${paid.code}'`)).toBe(1);

    t.clock.advance(365 * DAY);
    removed = await cleanUp(t.db, t.clock.now(), t.config.SESSION_DAYS);
    expect(removed.enquiries).toBe(1);
    expect(await count('contact_messages')).toBe(0);
  });
});
