import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { adminCall, paidBooking } from '../staff-actions/test-support.ts';
import { readTonight } from './tonight.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());

describe("tonight's sheet once parties are marked", () => {
  it('lists arrived, completed and no-show parties; a no-show takes no cover, and its seats stay taken as the calendar says', async () => {
    const date = '2026-06-10';
    const arrived = await paidBooking(t.app, t.db, { pax: 2, time: '18:00', date });
    const completed = await paidBooking(t.app, t.db, { pax: 3, time: '18:00', date });
    const absent = await paidBooking(t.app, t.db, { pax: 4, time: '18:00', date });
    t.clock.set(new Date('2026-06-10T10:30:00Z')); // 18:30 in Shanghai
    for (const [code, mark] of [[arrived.code, 'arrived'], [completed.code, 'completed'], [absent.code, 'no_show']] as const) {
      expect((await adminCall(t.app, 'POST', `/api/admin/booking/${code}/mark`, { mark })).status).toBe(200);
    }
    const tonight = await readTonight(t.db, date, t.clock.now());
    const seating = tonight.seatings.find((candidate) => candidate.time === '18:00' && candidate.area === 'counter')!;
    const byCode = new Map(seating.parties.map((party) => [party.code, party]));
    expect(byCode.get(arrived.code)).toMatchObject({ status: 'pending', arrived: true, pax: 2 });
    expect(byCode.get(completed.code)).toMatchObject({ status: 'completed', pax: 3 });
    expect(byCode.get(absent.code)).toMatchObject({ status: 'no_show', arrived: false, pax: 4 });
    expect(seating.covers).toBe(5);
    expect(seating.free).toBe(seating.seats - 9);

    // A mistaken no-show corrected: the party counts again.
    await adminCall(t.app, 'POST', `/api/admin/booking/${absent.code}/mark`, { mark: 'arrived' });
    const corrected = (await readTonight(t.db, date, t.clock.now())).seatings.find((candidate) => candidate.time === '18:00' && candidate.area === 'counter')!;
    expect(corrected.covers).toBe(9);
    expect(corrected.free).toBe(seating.free);
  });
});
