import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changesOf, type CacheTopic } from '../cache/cache-topics.ts';
import { placeHold, VISIT_DATE } from '../payments/test-support.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { adminCall, paidBooking } from './test-support.ts';

/**
 * Every change to a booking reaches the open consoles: the staff stream sends 'bookings' for each
 * change the change log hears (routes/staff/service.ts), so hearing it here is what a console sees.
 */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

/** 19:10 in Shanghai on the visit date: the 19:00 seating has started. */
const DURING_DINNER = new Date('2026-06-10T11:10:00Z');

/** The topics announced while `act` runs, once its changes have committed. */
async function heardDuring(act: () => Promise<unknown>): Promise<CacheTopic[][]> {
  const heard: CacheTopic[][] = [];
  const stop = changesOf(t.db)!.watch((topics) => heard.push([...topics]));
  try {
    await act();
  } finally {
    stop();
  }
  return heard;
}

const toldConsoles = (heard: CacheTopic[][]) => heard.some((topics) => topics.includes('bookings') || topics.includes('availability'));

describe('changes the open consoles hear of', () => {
  it('a host marking a party arrived, then no-show, leaving the seats as they are', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, date: VISIT_DATE });
    t.clock.set(DURING_DINNER);
    const arrived = await heardDuring(async () => expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/mark`, { mark: 'arrived' })).status).toBe(200));
    expect(toldConsoles(arrived)).toBe(true);
    // A mark leaves the evening's free seats alone: the guests' calendar keeps its cached answer.
    expect(arrived.flat()).not.toContain('availability');
    const noShow = await heardDuring(async () => expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/mark`, { mark: 'no_show' })).status).toBe(200));
    expect(toldConsoles(noShow)).toBe(true);
  });

  it('a refund, and nothing for a refused one', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2, date: VISIT_DATE });
    const refunded = await heardDuring(async () => expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 100 })).status).toBe(200));
    expect(toldConsoles(refunded)).toBe(true);
    const refused = await heardDuring(async () => expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/refund`, { amount: 1_000_000 })).status).toBeGreaterThanOrEqual(400));
    expect(refused).toEqual([]);
  });

  it('a guest saving their requests on a hold, which the Book lists', async () => {
    const hold = await placeHold(t.app, t.db, { pax: 2, date: VISIT_DATE });
    const saved = await heardDuring(async () => expect((await hold.guest.post('/api/update_booking', { code: hold.code, notes: 'Window seats, please', last_step: 3 })).status).toBe(200));
    expect(toldConsoles(saved)).toBe(true);
    expect(saved.flat()).not.toContain('availability');
  });
});
