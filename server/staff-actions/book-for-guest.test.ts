import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SlotsResponse } from '../../api-client/contract/availability.ts';
import type { BookedForGuest, BookingDetails } from '../../api-client/contract/staff-actions.ts';
import type { Tonight } from '../../api-client/contract/staff-service.ts';
import { bookingRow, counterSeatingId, messagesFor, pathOf, transactionsOf } from '../payments/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';
import { adminCall, auditRows } from './test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const book = (body: Record<string, unknown>) => adminCall<BookedForGuest & { error?: string; message?: string; errors?: Record<string, string> }>(t.app, 'POST', '/api/admin/bookings', body);

async function freeAt(date: string, time: string): Promise<number> {
  const guest = await Guest.start(t.app);
  const { body } = await guest.get<SlotsResponse>(`/api/get_slots?date=${date}`);
  const seating = await counterSeatingId(t.db, time);
  return body.slots.find((slot) => slot.seating_id === seating)!.available;
}

async function countRows(table: string): Promise<number> {
  const { rows } = await t.db.query<{ n: string }>(`select count(*) as n from ${table}`);
  return Number(rows[0]!.n);
}

describe('booking a table for a guest who phoned', () => {
  it('with the deposit waived: seats taken at once, audited with the reason, the usual confirmation in Chinese', async () => {
    const date = '2026-06-10';
    const free = await freeAt(date, '19:00');
    const answer = await book({ date, time: '19:00', party: 3, first_name: '美玲', last_name: '林', phone: '13900004444', waive_deposit: 'Regular guest', notes: 'Severe shellfish allergy' });
    expect(answer).toMatchObject({ status: 200, body: { status: 'pending', date, time: '19:00', pax: 3, area: 'counter', deposit_fen: 0, deposit_waived: 'Regular guest', pay_link: null, told: ['sms'] } });
    expect(await freeAt(date, '19:00')).toBe(free - 3);
    expect((await auditRows(t.db, answer.body.code))[0]).toMatchObject({ actor: 'admin-token', action: 'book', after: { status: 'pending', pax: 3, deposit: { waived: 'Regular guest' } } });
    const [sms] = await messagesFor(t.db, '86 13900004444');
    expect(sms!.body).toContain(`预订已确认：2026年6月10日 星期三 19:00，3位。预订编号 ${answer.body.code}。本次预订无需订金。`);
    expect(sms!.body).toMatch(/。管理预订：http:\/\/book\.test:8080\/my_bookings\?manage=/);
    // The floor and the booking say the deposit was waived, and why: nobody asks a regular to pay.
    const tonight = await adminCall<Tonight>(t.app, 'GET', `/api/staff/tonight?date=${date}`);
    const party = tonight.body.seatings.flatMap((seating) => seating.parties).find((listed) => listed.code === answer.body.code);
    expect(party).toMatchObject({ status: 'pending', paid: false, deposit_waived: 'Regular guest' });
    expect((await adminCall<BookingDetails>(t.app, 'GET', `/api/admin/booking/${answer.body.code}`)).body).toMatchObject({
      deposit_waived: 'Regular guest', payments: [], notes: 'Severe shellfish allergy', food: '', occasion: '',
    });
  });

  it('confirms in English by e-mail with a calendar file when the guest gave an e-mail', async () => {
    const answer = await book({ date: '2026-06-11', time: '19:00', party: 2, first_name: 'Anna', last_name: 'Schmidt', gender: 'F', email: 'anna@example.com', waive_deposit: 'Chef invited' });
    expect(answer.body).toMatchObject({ status: 'pending', told: ['email'] });
    const [mail] = await messagesFor(t.db, 'anna@example.com');
    expect(mail!.subject).toBe(`Booking confirmed: Thursday 11 Jun 2026, 19:00 · ${answer.body.code}`);
    expect(mail!.body).toContain('Dear Ms Anna Schmidt,');
    expect(mail!.body).toContain('No deposit is due for this booking.');
    // The counter's seats given at booking are in the confirmation.
    expect(mail!.body).toMatch(/^Seats at the counter: \d+-\d+$/m);
    // The usual confirmation's manage link: the booking opens from it without a code.
    expect(mail!.body).toMatch(/http:\/\/book\.test:8080\/my_bookings\?manage=\d+\.[\w-]{27}/);
    expect(mail!.attachments[0]!.content).toContain('DTSTART:20260611T110000Z');
  });

  it('without a waiver: holds the seats and sends a payment link; the guest opens it, pays, and is confirmed', async () => {
    const date = '2026-06-12';
    const free = await freeAt(date, '19:00');
    const answer = await book({ date, time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: '13900005555', email: 'wei@example.com', lang: 'en' });
    expect(answer.body).toMatchObject({ status: 'hold', deposit_fen: 1000_00, deposit_waived: null, told: ['email', 'sms'] });
    expect(new Date(answer.body.hold_expires_at!).getTime()).toBe(TEST_NOW.getTime() + 24 * 3_600_000);
    const link = answer.body.pay_link!;
    expect(link).toMatch(new RegExp(`^http://book\\.test:8080/booking_process/${answer.body.code}\\?pay=[A-Za-z0-9_-]{32}$`));
    expect(await freeAt(date, '19:00')).toBe(free - 2);
    const [mail] = await messagesFor(t.db, 'wei@example.com');
    expect(mail!.subject).toBe(`Pay the deposit to confirm: Friday 12 Jun 2026, 19:00 · ${answer.body.code}`);
    expect(mail!.body).toContain('Please pay the deposit of RMB 1,000.00 by Thursday 4 Jun 2026 10:00 (China time) to confirm it:');
    expect(mail!.body).toContain(link);
    expect((await messagesFor(t.db, '86 13900005555'))[0]!.body).toContain(link);

    // A stranger with the code but not the secret gets nothing.
    const stranger = await Guest.start(t.app);
    expect((await stranger.post('/api/open_pay_link', { code: answer.body.code, token: 'x'.repeat(32) })).status).toBe(404);
    expect((await stranger.post('/api/wpay', { code: answer.body.code, lang: 'en' })).status).toBe(403);

    const guest = await Guest.start(t.app);
    const token = new URL(link).searchParams.get('pay')!;
    expect(await guest.post('/api/open_pay_link', { code: answer.body.code, token })).toMatchObject({ status: 200, body: { status: 'hold' } });
    const view = await guest.get<{ personal: boolean; last_step: number; customer: { first_name: string; gender: string | null } }>(`/api/fetch_booking/${answer.body.code}`);
    expect(view.body).toMatchObject({ personal: true, last_step: 3, customer: { first_name: 'Wei', gender: null } });
    const wpay = await guest.post<{ code_url: string }>('/api/wpay', { code: answer.body.code, lang: 'en' });
    expect(wpay.status).toBe(200);
    await t.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    await guest.get(`/api/check_wx/${answer.body.code}`);
    expect((await bookingRow(t.db, answer.body.code)).status).toBe('pending');
    expect((await messagesFor(t.db, 'wei@example.com')).at(-1)!.subject).toBe(`Booking confirmed: Friday 12 Jun 2026, 19:00 · ${answer.body.code}`);
    const mine = await guest.post<{ bookings: Array<{ code: string }> }>('/api/get_user_bookings', {});
    expect(mine.body.bookings.map((listed) => listed.code)).toContain(answer.body.code);
  });

  it('lets the held seats go when the link is not paid in time, and the link then says so', async () => {
    const date = '2026-06-13';
    const free = await freeAt(date, '19:00');
    const answer = await book({ date, time: '19:00', party: 4, first_name: 'Wei', last_name: 'Li', phone: '13900006666' });
    expect(await freeAt(date, '19:00')).toBe(free - 4);
    t.clock.set(new Date(TEST_NOW.getTime() + 24 * 3_600_000 + 1000));
    expect(await freeAt(date, '19:00')).toBe(free);
    const guest = await Guest.start(t.app);
    const token = new URL(answer.body.pay_link!).searchParams.get('pay')!;
    expect(await guest.post('/api/open_pay_link', { code: answer.body.code, token })).toMatchObject({ status: 409, body: { error: 'booking_expired' } });
  });

  it('ends the link and its hold when the seating begins, and money paid after that confirms nothing and is given back', async () => {
    const date = '2026-06-19';
    // Booked at 15:22 for 20:00 the same evening: 24 hours of link would outlast the dinner.
    t.clock.set(new Date('2026-06-19T07:22:00Z'));
    const answer = await book({ date, time: '20:00', party: 4, first_name: 'Wei', last_name: 'Li', email: 'late@example.com', lang: 'en' });
    expect(answer.body.hold_expires_at).toBe('2026-06-19T12:00:00.000Z');
    const [mail] = await messagesFor(t.db, 'late@example.com');
    expect(mail!.body).toContain('by Friday 19 Jun 2026 20:00 (China time)');

    const guest = await Guest.start(t.app);
    const token = new URL(answer.body.pay_link!).searchParams.get('pay')!;
    expect((await guest.post('/api/open_pay_link', { code: answer.body.code, token })).status).toBe(200);
    const page = await guest.get<{ hold_expires_at: string }>(`/api/fetch_booking/${answer.body.code}`);
    expect(page.body.hold_expires_at).toBe('2026-06-19T12:00:00.000Z');
    t.clock.set(new Date('2026-06-19T11:50:00Z'));
    const wpay = await guest.post<{ code_url: string }>('/api/wpay', { code: answer.body.code, lang: 'en' });
    expect(wpay.status).toBe(200);

    // The money arrives at 20:05, five minutes into the seating.
    t.clock.set(new Date('2026-06-19T12:05:00Z'));
    await t.app.inject({ method: 'POST', url: pathOf(wpay.body.code_url), headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: '' });
    expect((await bookingRow(t.db, answer.body.code)).status).toBe('hold');
    expect(await transactionsOf(t.db, answer.body.code)).toMatchObject([{ outcome: 'no_seats', refund_due: true }]);
    expect((await messagesFor(t.db, 'late@example.com')).map((message) => message.subject)).not.toContain(`Booking confirmed: Friday 19 Jun 2026, 20:00 · ${answer.body.code}`);
  });

  it('refuses, changing nothing, a full evening, a closed day, no contact, an empty waiver reason and a link nobody can receive', async () => {
    const before = { bookings: await countRows('bookings'), customers: await countRows('customers'), messages: await countRows('outgoing_messages') };
    const full = await book({ date: '2026-06-16', time: '19:00', party: 40, first_name: 'Big', last_name: 'Party', phone: '13900007777', waive_deposit: 'x' });
    expect(full).toMatchObject({ status: 409, body: { error: 'not_enough_seats' } });
    const closedDay = await book({ date: '2026-06-15', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: '13900007777' });
    expect(closedDay).toMatchObject({ status: 422, body: { error: 'day_closed' } });
    const noContact = await book({ date: '2026-06-16', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li' });
    expect(noContact).toMatchObject({ status: 422, body: { errors: { phone: 'contact_required' } } });
    const emptyReason = await book({ date: '2026-06-16', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: '13900007777', waive_deposit: ' ' });
    expect(emptyReason).toMatchObject({ status: 422, body: { error: 'waive_reason_required' } });
    const foreignOnly = await book({ date: '2026-06-16', time: '19:00', party: 2, first_name: 'Ann', last_name: 'Lee', country: '1', phone: '4155550100' });
    expect(foreignOnly).toMatchObject({ status: 422, body: { error: 'contact_required' } });
    const badPhone = await book({ date: '2026-06-16', time: '19:00', party: 2, first_name: 'Wei', last_name: 'Li', phone: '12345' });
    expect(badPhone).toMatchObject({ status: 422, body: { errors: { phone: 'phone_format_error' } } });
    expect({ bookings: await countRows('bookings'), customers: await countRows('customers'), messages: await countRows('outgoing_messages') }).toEqual(before);
  });

  it('takes a party larger than guests may book online, up to the seats', async () => {
    const answer = await book({ date: '2026-06-17', time: '19:00', party: 9, first_name: 'Wei', last_name: 'Li', email: 'group@example.com', waive_deposit: 'Company dinner, invoiced' });
    expect(answer).toMatchObject({ status: 200, body: { pax: 9 } });
  });

  it('gives one of two staff booking the last seats at once the seats, and the other a refusal', async () => {
    const date = '2026-06-18';
    const free = await freeAt(date, '19:00');
    const party = Math.floor(free / 2) + 1;
    const both = await Promise.all(
      ['13900008881', '13900008882'].map((phone) => book({ date, time: '19:00', party, first_name: 'Wei', last_name: 'Li', phone, waive_deposit: 'Regular' })),
    );
    expect(both.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await freeAt(date, '19:00')).toBe(free - party);
  });
});
