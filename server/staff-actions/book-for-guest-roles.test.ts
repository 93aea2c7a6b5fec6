import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../test/staff.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';

/** docs/console.md, roles: a host books a guest who phoned; only a manager or an owner waives the deposit. */
let t: TestApp;
let host: StaffBrowser;
let manager: StaffBrowser;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  manager = await signInStaff(t.app, owner, 'manager@restaurant.cn', '192.0.2.11');
});
afterAll(() => t.close());

const guest = { date: '2026-06-12', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: '13900005555', lang: 'zh' };
const book = (as: StaffBrowser, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/admin/bookings', headers: as.headers(true), payload: body });
const bookingsOf = async (phone: string) => Number((await t.db.query<{ n: string }>('select count(*) as n from bookings where phone = $1', [phone])).rows[0]!.n);

describe('a host at the phone', () => {
  it('books the guest with a payment link', async () => {
    const answer = await book(host, guest);
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ status: 'hold', pay_link: expect.stringContaining('?pay='), told: ['sms'] });
  });

  it('is refused waiving the deposit, told who can, and nothing is booked', async () => {
    const answer = await book(host, { ...guest, phone: '13900006666', waive_deposit: 'Regular guest' });
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toEqual({
      error: 'deposit_waive_forbidden',
      least_role: 'manager',
      message: 'A host cannot waive a deposit; a manager or an owner can. Book with a payment link instead.',
    });
    expect(await bookingsOf('13900006666')).toBe(0);
  });

  it('while a manager waives it', async () => {
    const answer = await book(manager, { ...guest, phone: '13900007777', waive_deposit: 'Regular guest' });
    expect(answer.json()).toMatchObject({ status: 'pending', deposit_waived: 'Regular guest' });
  });
});

describe('a refusal for a role', () => {
  it('names who can do it: a manager or an owner, or only an owner', async () => {
    const refund = await t.app.inject({ method: 'POST', url: '/api/admin/booking/ABCDEFGHJKMNPQRS/refund', headers: host.headers(true), payload: {} });
    expect([refund.statusCode, refund.json()]).toEqual([403, { error: 'staff_role_forbidden', least_role: 'manager', message: 'A host cannot do this; a manager or an owner can.' }]);
    const rule = await t.app.inject({ method: 'PUT', url: '/api/admin/settings/hold_minutes', headers: manager.headers(true), payload: { value: 40 } });
    expect([rule.statusCode, rule.json()]).toEqual([403, { error: 'staff_role_forbidden', least_role: 'owner', message: 'A manager cannot do this; only an owner can.' }]);
  });
});
