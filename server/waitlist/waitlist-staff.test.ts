import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import { counterSeatingId } from '../payments/test-support.ts';
import { adminCall, paidBooking, type PaidBooking } from '../staff-actions/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { notifyWaitlist } from './waitlist.ts';

let t: TestApp;
let seating: number;
const EVENING = '2026-06-19';
const link = () => ({ publicUrl: t.config.PUBLIC_URL, appSecret: t.app.secrets.appSecret });

const available = async () => {
  const slots = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${EVENING}` })).json() as SlotsResponse;
  return slots.slots.find((slot) => slot.seating_id === seating)!.available;
};

const offers = async () =>
  (await t.db.query<{ recipient: string; body: string }>("select recipient, body from outgoing_messages where kind = 'waitlist' order by id")).rows;

beforeAll(async () => {
  t = await buildTestApp();
  seating = await counterSeatingId(t.db, '19:00');
});
afterAll(() => t.close());

describe('seats a staff member frees', () => {
  const booked: PaidBooking[] = [];

  it('by cancelling a paid booking are offered to the first waiting guest and held for them', async () => {
    t.clock.set(TEST_NOW);
    while ((await available()) >= 2) booked.push(await paidBooking(t.app, t.db, { date: EVENING, pax: 2 }));
    for (const [n, email] of ['ann@example.com', 'bob@example.com'].entries()) {
      const guest = await Guest.start(t.app);
      await verifyContactForTest(t.db, guest.token, { email });
      expect((await guest.post('/api/join_waitlist', { d: EVENING, p: 2, s: [seating], email, lang: n === 0 ? 'en' : 'zh' })).status).toBe(200);
    }
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(0);

    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booked[0]!.code}/cancel`, { note: 'Guest phoned' })).status).toBe(200);
    expect(await available()).toBe(2);
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(1);
    expect((await offers()).map((offer) => offer.recipient)).toEqual(['ann@example.com']);
    expect((await offers())[0]!.body).toContain('The seats are held for you until');
    expect(await available()).toBe(0);
  });

  it('by moving a paid booking to another evening are offered to the next in line', async () => {
    const moved = await adminCall(t.app, 'POST', `/api/admin/booking/${booked[1]!.code}/move`, { date: '2026-06-20', time: '19:00', note: 'Guest asked' });
    expect(moved.status).toBe(200);
    expect(await available()).toBe(2);
    expect(await notifyWaitlist(t.db, t.clock.now(), link())).toBe(1);
    const [, bob] = await offers();
    expect(bob).toMatchObject({ recipient: 'bob@example.com' });
    expect(bob!.body).toContain('座位为您保留至');
    expect(await available()).toBe(0);
  });
});
