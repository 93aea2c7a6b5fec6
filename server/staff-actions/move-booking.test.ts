import { visitEventUid } from '../../api-client/rules/calendar-event.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { counterSeatingId, messagesFor, placeHold, VISIT_DATE } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows, paidBooking } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** Evenings no other test of this file books: the counter's seats are shared over an evening. */
const FIRST_DAY = '2026-07-29';
const NEXT_DAY = '2026-07-30';
const BUSY_DAY = '2026-07-31';
const CHINESE_DAY = '2026-08-01';
const move = (code: string, body: Record<string, unknown>) => adminCall(t.app, 'POST', `/api/admin/booking/${code}/move`, body);

async function freeAt(date: string, time: string): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  const seating = await counterSeatingId(t.db, time);
  return body.slots.find((slot) => slot.seating_id === seating)!.available;
}

describe('moving a booking', () => {
  it('moves it to another date, time and party: the old seats come free, the new ones are taken, the guest gets a calendar update', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '18:00', lang: 'en', date: FIRST_DAY });
    const before = { old: await freeAt(FIRST_DAY, '18:00'), target: await freeAt(NEXT_DAY, '19:30') };
    const answer = await move(booking.code, { date: NEXT_DAY, time: '19:30', party: 4, note: 'Guest asked by phone' });
    expect(answer).toMatchObject({
      status: 200,
      body: { from: { date: FIRST_DAY, time: '18:00', pax: 2 }, to: { date: NEXT_DAY, time: '19:30', pax: 4, area: 'counter' }, deposit_difference_fen: 1000_00, told: ['email', 'sms'] },
    });
    expect(await freeAt(FIRST_DAY, '18:00')).toBe(before.old + 2);
    expect(await freeAt(NEXT_DAY, '19:30')).toBe(before.target - 4);
    // The larger party's payment link follows the change (move-topup.test.ts).
    const [mail, payLink] = (await messagesFor(t.db, booking.email)).slice(-2);
    expect(payLink!.subject).toBe(`Pay RMB 1,000.00 for your larger party · ${booking.code}`);
    expect(mail!.subject).toBe(`Booking changed: Thursday 30 Jul 2026, 19:30 · ${booking.code}`);
    expect(mail!.body).toContain('it was Wednesday 29 Jul 2026 18:00, 2 guests');
    const ics = mail!.attachments[0]!.content;
    expect(ics).toContain(`UID:${visitEventUid(booking.code)}`);
    expect(ics).toContain('SEQUENCE:1');
    expect(ics).toContain('DTSTART:20260730T113000Z');
    expect((await auditRows(t.db, booking.code))[0]).toMatchObject({
      action: 'move',
      before: { date: FIRST_DAY, time: '18:00', pax: 2 },
      after: { date: NEXT_DAY, time: '19:30', pax: 4 },
      note: 'Guest asked by phone',
    });
  });

  it('tells a Chinese guest in Chinese', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '18:00', lang: 'zh', name: { first: '美玲', last: '林' }, date: CHINESE_DAY });
    await move(booking.code, { date: CHINESE_DAY, time: '20:00' });
    const mail = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(mail.subject).toBe(`预订已更改 2026年8月1日 星期六 20:00 · ${booking.code}`);
    expect(mail.body).toContain('尊敬的林美玲女士：');
    expect((await messagesFor(t.db, booking.phone)).at(-1)!.body).toContain('您的预订已更改为：2026年8月1日 星期六 20:00，2位');
  });

  it('never takes seats that are not free, and changes nothing when refused', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '18:00' });
    await placeHold(t.app, t.db, { pax: 6, time: '20:00', date: BUSY_DAY });
    const free = await freeAt(BUSY_DAY, '20:00');
    const refused = await move(booking.code, { date: BUSY_DAY, time: '20:00', party: free + 1, override: true });
    expect(refused).toMatchObject({ status: 409, body: { error: 'not_enough_seats' } });
    expect(await freeAt(BUSY_DAY, '20:00')).toBe(free);
    expect(await auditRows(t.db, booking.code)).toEqual([]);
  });

  it('checks the rules as for a guest; staff may pass the horizon and the change-days rule only with the override', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, time: '18:00' });
    expect((await move(booking.code, { date: '2026-06-07', time: '19:00' })).body).toMatchObject({ error: 'day_closed' });
    expect((await move(booking.code, { date: '2026-06-02', time: '19:00' })).body).toMatchObject({ error: 'date_past' });
    expect((await move(booking.code, { date: VISIT_DATE, time: '19:00', party: 9 })).body).toMatchObject({ error: 'party_size_invalid' });
    expect((await move(booking.code, { date: VISIT_DATE, time: '17:00' })).body).toMatchObject({ error: 'seating_unknown' });
    expect((await move(booking.code, { date: '2026-08-07', time: '19:00' })).body).toMatchObject({ error: 'beyond_horizon' });
    expect((await move(booking.code, { date: '2026-08-07', time: '19:00', override: true })).status).toBe(200);
    // Two days before the visit, inside change_cancel_min_days (3).
    t.clock.set(new Date('2026-08-05T02:00:00Z'));
    expect((await move(booking.code, { date: '2026-08-07', time: '20:00' })).body).toMatchObject({ error: 'too_late_to_change' });
    expect((await move(booking.code, { date: '2026-08-07', time: '20:00', override: true })).status).toBe(200);
    expect((await move(booking.code, { date: '2026-08-07', time: '20:00', override: true })).body).toMatchObject({ error: 'nothing_to_change' });
  });

  it('takes a smaller party at its own seating without the override, on the evening too; a larger one still needs it', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 4, time: '19:00', date: '2026-07-25' });
    // 19:30 on the evening in Shanghai: the seating has started.
    t.clock.set(new Date('2026-07-25T11:30:00Z'));
    expect((await move(booking.code, { date: '2026-07-25', time: '19:00', party: 5 })).status).toBe(422);
    expect(await move(booking.code, { date: '2026-07-25', time: '19:00', party: 3 })).toMatchObject({ status: 200, body: { to: { pax: 3 } } });
    expect((await move(booking.code, { date: '2026-07-25', time: '19:00', party: 0 })).status).toBe(422);
    expect((await auditRows(t.db, booking.code)).map((row) => row.action)).toContain('move');
  });
});
