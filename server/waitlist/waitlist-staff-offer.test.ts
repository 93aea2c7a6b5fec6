import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import { verifyContactForTest } from '../bookings/test-support.ts';
import { counterSeatingId } from '../payments/test-support.ts';
import { paidBooking, type PaidBooking } from '../staff-actions/test-support.ts';
import { Guest } from '../test/guest.ts';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../test/staff.ts';
import { buildTestApp, TEST_NOW, testStore, type TestApp } from '../test/test-app.ts';
import { notifyWaitlist } from './waitlist.ts';

/** docs/console.md, the Evenings page: a host offers seats by hand to a waiting guest, or takes one off the list. */
let t: TestApp;
let seating: number;
let host: StaffBrowser;
let owner: string;
const EVENING = '2026-06-19';
const entries: Record<string, number> = {};

const available = async () => {
  const slots = (await t.app.inject({ method: 'GET', url: `/api/get_slots?date=${EVENING}` })).json() as SlotsResponse;
  return slots.slots.find((slot) => slot.seating_id === seating)!.available;
};
const told = async () => (await t.db.query<{ recipient: string }>("select recipient from outgoing_messages where kind = 'waitlist' order by id")).rows.map((row) => row.recipient);
const offer = (id: number, body: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/waitlist/${id}/offer`, headers: host.headers(true), payload: body });
const listed = async () =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/waitlist?date=${EVENING}`, headers: host.headers() })).json<Array<{ id: number; contact: string }>>();
const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `/api/admin/waitlist/${id}`, headers: host.headers(true) });

beforeAll(async () => {
  t = await buildTestApp();
  seating = await counterSeatingId(t.db, '19:00');
  owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn');
  t.clock.set(TEST_NOW);
  const booked: PaidBooking[] = [];
  while ((await available()) >= 2) booked.push(await paidBooking(t.app, t.db, { date: EVENING, pax: 2 }));
  for (const email of ['ann@example.com', 'bob@example.com']) {
    const guest = await Guest.start(t.app);
    await verifyContactForTest(t.db, guest.token, { email });
    expect((await guest.post('/api/join_waitlist', { d: EVENING, p: 2, s: [seating], email, lang: 'zh' })).status).toBe(200);
  }
  for (const entry of await listed()) entries[entry.contact.split('@')[0]!] = entry.id;
  const cancel = await t.app.inject({ method: 'POST', url: `/api/admin/booking/${booked[0]!.code}/cancel`, headers: { authorization: `Bearer ${owner}` }, payload: { note: 'Guest phoned' } });
  expect(cancel.statusCode).toBe(200);
});
afterAll(() => t.close());

describe(`a host offers freed seats by hand (${testStore})`, () => {
  it('to the second in line: the seats are held for them, they are told, and it is audited', async () => {
    const answer = await offer(entries.bob!, { time: '19:00' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ id: entries.bob, time: '19:00', code: expect.stringMatching(/^[0-9A-Z]+$/) });
    expect(await available()).toBe(0);
    expect(await told()).toEqual(['bob@example.com']);
    const { rows } = await t.db.query<{ actor: string; booking_code: string }>("select actor, booking_code from audit_log where action = 'waitlist.offer'");
    expect(rows).toEqual([{ actor: 'host@restaurant.cn', booking_code: answer.json<{ code: string }>().code }]);
  });

  it('is refused for seats no longer free, for a guest told already, a time not offered, and nobody', async () => {
    expect([(await offer(entries.ann!, { time: '19:00' })).statusCode, (await offer(entries.ann!, { time: '19:00' })).json()]).toEqual([
      409,
      expect.objectContaining({ error: 'waitlist_no_seats' }),
    ]);
    expect((await offer(entries.bob!, { time: '19:00' })).json()).toMatchObject({ error: 'waitlist_already_offered' });
    expect((await offer(entries.ann!, { time: '12:34' })).json()).toMatchObject({ error: 'seating_unknown' });
    expect((await offer(entries.ann!, { time: 'seven' })).statusCode).toBe(422);
    expect((await offer(999_999, { time: '19:00' })).json()).toMatchObject({ error: 'waitlist_entry_unknown' });
    expect(await told()).toEqual(['bob@example.com']);
  });

  it('takes a guest off the list: the seats held for them come free, and go to the next by hand', async () => {
    expect((await remove(entries.bob!)).json()).toEqual({ id: entries.bob, removed: true });
    expect(await available()).toBe(2);
    expect((await remove(entries.bob!)).statusCode).toBe(404);
    expect((await listed()).map((entry) => entry.contact)).toEqual(['ann@example.com']);
    expect((await offer(entries.ann!, { time: '19:00' })).statusCode).toBe(200);
    expect(await notifyWaitlist(t.db, t.clock.now(), { publicUrl: t.config.PUBLIC_URL, appSecret: t.app.secrets.appSecret })).toBe(0);
    expect(await told()).toEqual(['bob@example.com', 'ann@example.com']);
  });

  it('is refused to a signed-out caller, and nothing changes', async () => {
    const answer = await t.app.inject({ method: 'DELETE', url: `/api/admin/waitlist/${entries.ann}` });
    expect(answer.statusCode).toBe(401);
    expect(await listed()).toHaveLength(1);
  });
});
