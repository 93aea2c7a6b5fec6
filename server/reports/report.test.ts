import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Report } from '../../api-client/contract/staff-reports.ts';
import { VISIT_DATE } from '../payments/test-support.ts';
import { adminCall, paidBooking } from '../staff-actions/test-support.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, testStore, type TestApp } from '../test/test-app.ts';

/** One evening as the accountant reads it: paid, waived, a walk-in, a no-show and a cancel with a refund. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

/** 19:10 in Shanghai on the visit date: the 19:00 seating has started. */
const DURING_DINNER = new Date('2026-06-10T11:10:00Z');
const report = (query: string) => adminCall<Report>(t.app, 'GET', `/api/admin/report?${query}`);

describe(`the evening's figures (${testStore})`, () => {
  it('counts covers, walk-ins, no-shows and cancellations, and deposits taken, refunded and kept', async () => {
    const paid = await paidBooking(t.app, t.db, { pax: 2, date: VISIT_DATE });
    const noShow = await paidBooking(t.app, t.db, { pax: 1, date: VISIT_DATE });
    const cancelled = await paidBooking(t.app, t.db, { pax: 2, date: VISIT_DATE, method: 'paypal' });
    const waived = await adminCall<{ code: string }>(t.app, 'POST', '/api/admin/bookings', {
      date: VISIT_DATE, time: '19:00', party: 3, first_name: 'Lin', last_name: 'Zhao', email: 'lin@example.com', waive_deposit: 'Friend',
    });
    expect(waived.status).toBe(200);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${cancelled.code}/cancel`, { refund: 'full' })).status).toBe(200);
    t.clock.set(DURING_DINNER);
    expect((await adminCall(t.app, 'POST', '/api/admin/walk-ins', { date: VISIT_DATE, time: '19:00', party: 2 })).status).toBe(200);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${noShow.code}/mark`, { mark: 'no_show' })).status).toBe(200);

    const { status, body } = await report(`from=${VISIT_DATE}`);
    expect(status).toBe(200);
    const { rows } = await t.db.query<{ currency: string; amount_minor: number }>(
      `select t.currency, sum(t.amount_minor)::int as amount_minor from transactions t join bookings b on b.id = t.booking_id
       where b.code = any($1) group by t.currency order by t.currency`,
      [[paid.code, noShow.code, cancelled.code]],
    );
    const cny = rows.find((row) => row.currency === 'CNY')!.amount_minor;
    const usd = rows.find((row) => row.currency === 'USD')!.amount_minor;
    expect(body.evenings).toEqual([expect.objectContaining({ date: VISIT_DATE })]);
    expect(body.totals).toEqual({
      parties: 3, covers: 7, walk_ins: 1, no_shows: 1, no_show_covers: 1, cancellations: 1,
      taken: [{ currency: 'CNY', amount_minor: cny }, { currency: 'USD', amount_minor: usd }],
      refunded: [{ currency: 'USD', amount_minor: usd }],
      kept: [{ currency: 'CNY', amount_minor: cny }],
    });
    expect(body.evenings[0]).toEqual({ date: VISIT_DATE, ...body.totals });
  });

  it('sums the evenings per ISO week and per month, so a week across two months is one row', async () => {
    t.clock.set(new Date('2026-06-03T02:00:00Z'));
    await paidBooking(t.app, t.db, { pax: 2, date: '2026-06-30' });
    await paidBooking(t.app, t.db, { pax: 4, date: '2026-07-01' });
    const { body } = await report(`from=${VISIT_DATE}&to=2026-07-01`);
    expect(body.weeks.map((week) => [week.week, week.from, week.to, week.covers])).toEqual([
      ['2026-W24', '2026-06-08', '2026-06-14', 7],
      ['2026-W27', '2026-06-29', '2026-07-05', 6],
    ]);
    expect(body.months.map((month) => [month.month, month.parties, month.covers])).toEqual([
      ['2026-06', 4, 9],
      ['2026-07', 1, 4],
    ]);
    expect(body.totals.covers).toBe(13);
    expect(body.months[0]!.no_shows + body.months[1]!.no_shows).toBe(body.totals.no_shows);
  });

  it('writes the bookings as CSV with a byte-order mark and a header row; refuses a span backwards', async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/admin/export/bookings?from=${VISIT_DATE}&to=${VISIT_DATE}`, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toContain('text/csv');
    const lines = answer.body.split('\r\n');
    expect(lines[0]!.startsWith('\uFEFFcode,date,time,area,party,status,walk_in,seats')).toBe(true);
    expect(lines.filter((line) => line.includes(VISIT_DATE))).toHaveLength(5);
    expect(lines.some((line) => line.includes(',Lin,Zhao,') && line.includes('Friend'))).toBe(true);
    expect(await report(`from=${VISIT_DATE}&to=2026-06-01`)).toMatchObject({ status: 422, body: { error: 'report_range_invalid' } });
    expect(await report('from=2026-13-01')).toMatchObject({ status: 422 });
  });
});
