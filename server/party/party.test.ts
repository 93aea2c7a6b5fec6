import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { PartyInvite, PartySaveResponse, PartyView } from '../../api-client/contract/party.ts';
import { forgetUnpaidHolds } from '../bookings/forget-unpaid-holds.ts';
import { placeHold } from '../payments/test-support.ts';
import { adminCall, paidBooking, type PaidBooking } from '../staff-actions/test-support.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../test/test-app.ts';

/** The party's passport: a booking's party link lets each diner write their own needs, and nothing more. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { PUBLIC_URL: 'http://book.test:8080' } });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

const idOf = async (code: string) => Number((await t.db.query<{ id: number }>('select id from bookings where code = $1', [code])).rows[0]!.id);

async function invite(booking: PaidBooking): Promise<{ token: string; invite: PartyInvite }> {
  const answer = await booking.guest.post<PartyInvite>('/api/party_invite', { code: booking.code });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return { token: answer.body.url.split('/party/')[1]!, invite: answer.body };
}

const view = (guest: Guest, token: string, diner?: string) => guest.post<PartyView & { error?: string }>(`/api/party/${token}`, diner ? { diner } : {});
const save = (guest: Guest, token: string, body: Record<string, unknown>) => guest.post<PartySaveResponse & { error?: string }>(`/api/party/${token}/save`, body);
const shellfish = { name: 'Ana', allergies: [{ what: 'Shellfish', level: 'danger' }], food: ['No Pork'], other_food: 'Little salt', occasion: '' };

describe('the invitation', () => {
  it('gives the one who booked a short link until the allergy deadline, the same link each time', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 3 });
    const first = await invite(booking);
    expect(first.invite.url).toMatch(/^http:\/\/book\.test:8080\/party\/[A-Za-z0-9_-]{22}$/);
    expect(first.invite).toMatchObject({ pax: 3, filled: 0 });
    expect((await invite(booking)).token).toBe(first.token);
    const stored = await t.db.query<{ token_hash: string }>('select token_hash from party_links');
    expect(stored.rows.map((row) => row.token_hash)).not.toContain(first.token);
  });

  it('is refused to another guest, as if the booking were not there', async () => {
    const booking = await paidBooking(t.app, t.db);
    const stranger = await Guest.start(t.app);
    expect(await stranger.post('/api/party_invite', { code: booking.code })).toMatchObject({ status: 404, body: { error: 'booking_not_found' } });
  });
});

describe('each diner on their own phone', () => {
  it('sees the evening and their own entry, never the others’ nor any contact; the one who booked sees all', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 3, name: { first: 'Mei', last: 'Secretname' } });
    const { token } = await invite(booking);
    const ana = await Guest.start(t.app);
    const ben = await Guest.start(t.app);
    const anaSaved = await save(ana, token, { entry: shellfish });
    expect(anaSaved.status, JSON.stringify(anaSaved.body)).toBe(200);
    const benSaved = await save(ben, token, { entry: { name: 'Ben', allergies: [{ what: '乳糖', level: 'intolerance' }] } });
    const benView = await view(ben, token, benSaved.body.diner!);
    expect(benView.body).toMatchObject({ booker: false, diners: [], mine: { name: 'Ben' }, party: { date: booking.date, time: '19:00', pax: 3, filled: 2 } });
    const shown = JSON.stringify(benView.body);
    for (const secret of ['Shellfish', 'Ana', booking.code, 'Secretname', booking.email, booking.phone.slice(3)]) expect(shown).not.toContain(secret);

    const booker = await view(booking.guest, token);
    expect(booker.body.booker).toBe(true);
    expect(booker.body.diners.map((diner) => diner.name)).toEqual(['Ana', 'Ben']);
    expect(booker.body.diners[0]!.allergies).toEqual([{ what: 'Shellfish', level: 'danger' }]);
  });

  it('lets a diner change only their own entry, and the one who booked change or remove any', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    const ana = await Guest.start(t.app);
    const anaSecret = (await save(ana, token, { entry: shellfish })).body.diner!;
    const ben = await Guest.start(t.app);
    const benSaved = await save(ben, token, { entry: { name: 'Ben' } });

    expect(await save(ana, token, { diner: anaSecret, entry: { ...shellfish, occasion: 'Her birthday' } })).toMatchObject({ status: 200, body: { entry: { occasion: 'Her birthday' } } });
    expect(await save(ana, token, { id: benSaved.body.entry.id, entry: { name: 'Hacked' } })).toMatchObject({ status: 403, body: { error: 'not_the_booker' } });
    expect(await ana.post(`/api/party/${token}/remove`, { id: benSaved.body.entry.id })).toMatchObject({ status: 403, body: { error: 'not_the_booker' } });

    expect(await save(booking.guest, token, { id: benSaved.body.entry.id, entry: { name: 'Benjamin' } })).toMatchObject({ status: 200, body: { entry: { name: 'Benjamin' } } });
    expect((await booking.guest.post(`/api/party/${token}/remove`, { id: benSaved.body.entry.id })).status).toBe(200);
    expect(await save(ben, token, { diner: benSaved.body.diner, entry: { name: 'Ben again' } })).toMatchObject({ status: 404, body: { error: 'diner_not_found' } });
    expect((await view(booking.guest, token)).body.diners.map((diner) => diner.name)).toEqual(['Ana']);
  });

  it('refuses bad input with its field and keeps nothing of it', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    const ana = await Guest.start(t.app);
    const tooMany = Array.from({ length: 9 }, (_, i) => ({ what: `Nut ${i}`, level: 'danger' }));
    for (const entry of [{ name: 'x'.repeat(61) }, { allergies: tooMany }, { allergies: [{ what: 'Nuts', level: 'deadly' }] }, { food: ['Caviar'] }, { occasion: 'y'.repeat(201) }]) {
      expect((await save(ana, token, { entry })).status).toBe(422);
    }
    expect((await view(booking.guest, token)).body.party.filled).toBe(0);
  });
});

describe('the party size', () => {
  it('never grows beyond the seats booked, even when everyone writes in at once', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    const phones = await Promise.all(Array.from({ length: 5 }, () => Guest.start(t.app)));
    const answers = await Promise.all(phones.map((phone, i) => save(phone, token, { entry: { name: `Diner ${i}` } })));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.status === 409).every((answer) => answer.body.error === 'party_full')).toBe(true);
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from party_diners where booking_id = $1', [await idOf(booking.code)]);
    expect(Number(rows[0]!.n)).toBe(2);
  });
});

describe('the link’s life', () => {
  it('closes at the allergy deadline: the page and the invitation say so and change nothing', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token, invite: given } = await invite(booking);
    const deadline = new Date(given.open_until);
    expect(deadline.getTime()).toBe(new Date(`${booking.date}T19:00:00+08:00`).getTime() - 48 * 3_600_000);
    const ana = await Guest.start(t.app);
    t.clock.set(new Date(deadline.getTime() - 1000));
    expect((await save(ana, token, { entry: shellfish })).status).toBe(200);
    t.clock.set(deadline);
    const ben = await Guest.start(t.app);
    expect(await save(ben, token, { entry: shellfish })).toMatchObject({ status: 410, body: { error: 'party_closed' } });
    expect(await view(ben, token)).toMatchObject({ status: 410, body: { error: 'party_closed' } });
    expect(await booking.guest.post('/api/party_invite', { code: booking.code })).toMatchObject({ status: 410, body: { error: 'party_closed' } });
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from party_diners where booking_id = $1', [await idOf(booking.code)]);
    expect(Number(rows[0]!.n)).toBe(1);
  });

  it('is dead once the booking is cancelled', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    const ana = await Guest.start(t.app);
    expect((await save(ana, token, { entry: shellfish })).status).toBe(200);
    expect((await adminCall(t.app, 'POST', `/api/admin/booking/${booking.code}/cancel`, { note: 'Guest phoned' })).status).toBe(200);
    expect(await view(ana, token)).toMatchObject({ status: 404, body: { error: 'party_link_invalid' } });
    expect(await save(ana, token, { entry: shellfish })).toMatchObject({ status: 404, body: { error: 'party_link_invalid' } });
  });

  it('goes with its booking: a booking the clean-up forgets takes its party’s entries along', async () => {
    const hold = await placeHold(t.app, t.db);
    const id = await idOf(hold.code);
    await t.db.query("insert into party_diners (booking_id, secret_hash, name, created_at, updated_at) values ($1, 'x', 'Ana', $2, $2)", [id, TEST_NOW]);
    await forgetUnpaidHolds(t.db, new Date(TEST_NOW.getTime() + 90 * 86_400_000));
    const { rows } = await t.db.query<{ n: number }>('select count(*)::int as n from party_diners where booking_id = $1', [id]);
    expect(Number(rows[0]!.n)).toBe(0);
  });

  it('opens nothing else: an unknown token, the booking, My bookings stay shut to a diner', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    const ana = await Guest.start(t.app);
    expect(await view(ana, 'A'.repeat(22))).toMatchObject({ status: 404, body: { error: 'party_link_invalid' } });
    expect((await view(ana, token)).status).toBe(200);
    const seen = await ana.get<{ personal: boolean; email?: string }>(`/api/fetch_booking/${booking.code}`);
    expect(seen.body.personal).toBe(false);
    expect(seen.body.email).toBeUndefined();
    expect((await ana.post('/api/get_user_bookings', {})).status).toBe(403);
    expect((await ana.post('/api/party_invite', { code: booking.code })).status).toBe(404);
  });
});

describe('the kitchen', () => {
  it('sees each diner of the evening with their allergies on Tonight', async () => {
    const booking = await paidBooking(t.app, t.db, { pax: 2 });
    const { token } = await invite(booking);
    expect((await save(await Guest.start(t.app), token, { entry: shellfish })).status).toBe(200);
    const tonight = await adminCall<{ seatings: { parties: { code: string; diners: unknown[] }[] }[] }>(t.app, 'GET', `/api/staff/tonight?date=${booking.date}`);
    expect(tonight.status).toBe(200);
    const party = tonight.body.seatings.flatMap((seating) => seating.parties).find((found) => found.code === booking.code);
    expect(party?.diners).toEqual([{ id: expect.any(Number), ...shellfish }]);
  });
});
