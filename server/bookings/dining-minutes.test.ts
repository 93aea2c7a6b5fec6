import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { Booking } from '../../api-client/contract/booking.ts';
import { messagesFor, pathOf } from '../payments/test-support.ts';
import { adminCall, paidBooking } from '../staff-actions/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';

/** The restaurant's dining_minutes, changed by the owner, shapes capacity, calendar files and manage links alike. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
  expect((await adminCall(t.app, 'POST', '/api/admin/seatings', { time: '20:45' })).status).toBe(200);
  expect((await adminCall(t.app, 'PUT', '/api/admin/settings/dining_minutes', { value: 180 })).status).toBe(200);
});
afterAll(() => t.close());

const MINUTE = 60_000;
const calendarOf = (mail: { attachments: Array<{ content: string }> }) => mail.attachments[0]!.content;

async function freeAt(date: string, time: string): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  return body.slots.find((slot) => slot.timeslot === time.replace(':', '') && slot.area.code === 'counter')!.available;
}

describe('a dinner of 180 minutes', () => {
  it('keeps an 18:00 party in its seats at 20:45, where 150 minutes would have freed them', async () => {
    const date = '2026-06-17';
    await adminCall(t.app, 'POST', '/api/admin/bookings', { date, time: '18:00', party: 10, first_name: 'Big', last_name: 'Table', email: 'big@example.com', waive_deposit: 'Company dinner' });
    expect(await freeAt(date, '20:45')).toBe(0);
    await adminCall(t.app, 'PUT', '/api/admin/settings/dining_minutes', { value: 150 });
    expect(await freeAt(date, '20:45')).toBeGreaterThan(0);
    await adminCall(t.app, 'PUT', '/api/admin/settings/dining_minutes', { value: 180 });
    expect(await freeAt(date, '20:45')).toBe(0);
  });

  it('lasts 180 minutes in the calendar file, whose SEQUENCE rises with a move, the same as the page offers', async () => {
    const booking = await paidBooking(t.app, t.db, { date: '2026-06-18', time: '19:00', lang: 'en' });
    const confirmation = (await messagesFor(t.db, booking.email)).find((message) => message.subject?.startsWith('Booking confirmed'))!;
    expect(calendarOf(confirmation)).toContain('DTSTART:20260618T110000Z');
    expect(calendarOf(confirmation)).toContain('DTEND:20260618T140000Z');
    expect(calendarOf(confirmation)).not.toContain('SEQUENCE');

    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/move`, { date: '2026-06-18', time: '18:00', party: 2 })).status).toBe(200);
    const moved = (await messagesFor(t.db, booking.email)).at(-1)!;
    expect(calendarOf(moved)).toContain(`UID:${booking.code}@table-booking`);
    expect(calendarOf(moved)).toContain('SEQUENCE:1');
    expect(calendarOf(moved)).toContain('DTEND:20260618T130000Z');
    // The page's download is made from the same revision and the restaurant's card.
    const view = await booking.guest.get<Booking>(`/api/fetch_booking/${booking.code}`);
    expect(view.body.revision).toBe(1);
    const card = await booking.guest.get<{ hours: { dining_minutes: number } }>('/api/restaurant');
    expect(card.body.hours.dining_minutes).toBe(180);
  });

  it('opens the manage link until the 180 minutes are over, then refuses it', async () => {
    const booking = await paidBooking(t.app, t.db, { date: '2026-06-19', time: '19:00', lang: 'en' });
    const mail = (await messagesFor(t.db, booking.email)).find((message) => /manage=/.test(message.body))!;
    const link = pathOf(/https?:\/\/\S+\/my_bookings\?manage=\S+/.exec(mail.body)![0]);
    const start = new Date('2026-06-19T11:00:00Z').getTime();
    const open = async () => String((await (await Guest.start(t.app)).get(link)).headers.location);
    t.clock.set(new Date(start + 170 * MINUTE));
    expect(await open()).toBe('/my_bookings?lang=en');
    t.clock.set(new Date(start + 181 * MINUTE));
    expect(await open()).toBe('/my_bookings?link=refused');
    t.clock.set(TEST_NOW);
  });
});

describe('the hold the page counts down', () => {
  it('is the instant the server keeps, not one the page works out', async () => {
    const guest = await Guest.start(t.app);
    const seatings = await guest.get<SlotsResponse>('/api/get_slots?date=2026-06-24');
    const held = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-24', s: seatings.body.slots[0]!.seating_id, p: 2 });
    await t.db.query("update bookings set hold_expires_at = hold_expires_at + interval '7 minutes' where code = $1", [held.body.code]);
    const { rows } = await t.db.query<{ hold_expires_at: Date }>('select hold_expires_at from bookings where code = $1', [held.body.code]);
    const view = await guest.get<Booking>(`/api/fetch_booking/${held.body.code}`);
    expect(view.body.hold_expires_at).toBe(rows[0]!.hold_expires_at.toISOString());
  });
});
