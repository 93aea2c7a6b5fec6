import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditEntryView } from '../../../api-client/contract/staff-accounts.ts';
import { paidBooking, type PaidBooking } from '../../staff-actions/test-support.ts';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let owner: string;
let manager: StaffBrowser;
let lei: PaidBooking;
let lin: PaidBooking;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
  manager = await signInStaff(t.app, owner, 'manager@restaurant.cn');
  lei = await paidBooking(t.app, t.db, { pax: 2, name: { first: '磊', last: '王' } });
  lin = await paidBooking(t.app, t.db, { pax: 3, name: { first: 'Lin', last: 'Zhao' } });
  // 10:00 in Shanghai on 3 June: the manager refunds 王磊; 20 hours on (4 June in Shanghai, still 3 June in UTC) Lin Zhao.
  const refunded = await t.app.inject({ method: 'POST', url: `/api/admin/booking/${lei.code}/refund`, headers: manager.headers(true), payload: { amount: 100 } });
  expect(refunded.statusCode, refunded.body).toBe(200);
  t.clock.advance(20 * 3_600_000);
  const byOwner = await t.app.inject({ method: 'POST', url: `/api/admin/booking/${lin.code}/refund`, headers: { authorization: `Bearer ${owner}` }, payload: { amount: 50 } });
  expect(byOwner.statusCode, byOwner.body).toBe(200);
});
afterAll(() => t.close());

const audit = (query: string) => t.app.inject({ method: 'GET', url: `/api/staff/audit?${query}`, headers: { authorization: `Bearer ${owner}` } });
const entries = async (query: string) => {
  const answer = await audit(query);
  expect(answer.statusCode).toBe(200);
  return answer.json<AuditEntryView[]>();
};

describe('the audit answers who refunded whom', () => {
  it('names each entry’s booking by its code and its guest by name', async () => {
    const refunds = (await entries('limit=200')).filter((entry) => entry.action === 'refund');
    expect(refunds.map(({ actor, booking_code, guest }) => ({ actor, booking_code, guest }))).toEqual([
      { actor: 'owner@restaurant.cn', booking_code: lin.code, guest: 'Lin Zhao' },
      { actor: 'manager@restaurant.cn', booking_code: lei.code, guest: '王磊' },
    ]);
  });

  it('narrows to one booking, one member and one day in Shanghai, together or alone', async () => {
    expect((await entries(`booking=${lei.code.toLowerCase()}`)).map((entry) => [entry.action, entry.booking_code])).toEqual([['refund', lei.code]]);
    expect((await entries('actor=Manager@Restaurant.cn')).map((entry) => [entry.action, entry.guest])).toEqual([['refund', '王磊']]);
    expect((await entries('day=2026-06-04')).map((entry) => entry.booking_code)).toEqual([lin.code]);
    expect((await entries('day=2026-06-03&actor=owner@restaurant.cn')).filter((entry) => entry.action === 'refund')).toEqual([]);
    expect(await entries(`booking=${lin.code}&actor=manager@restaurant.cn`)).toEqual([]);
  });

  it('refuses a filter it cannot read, saying which, and lists nothing', async () => {
    for (const [query, field, key] of [
      ['booking=K7-!', 'booking', 'booking_code_invalid'],
      [`booking=${'A1'.repeat(20)}`, 'booking', 'booking_code_invalid'],
      ['actor=', 'actor', 'member_invalid'],
      [`actor=${'m'.repeat(250)}@x.cn`, 'actor', 'member_invalid'],
      ['day=2026-13-01', 'day', 'date_invalid'],
      ['day=today', 'day', 'date_invalid'],
    ] as const) {
      const answer = await audit(query);
      expect(answer.statusCode, query).toBe(422);
      expect(answer.json().errors, query).toEqual({ [field]: key });
    }
  });
});
