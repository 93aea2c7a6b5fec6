import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingStateForTest, seatingIdForTest, sessionIdForTest } from '../../bookings/test-support.ts';
import { writeSetting } from '../../repositories/settings-repository.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, TEST_NOW, type TestApp } from '../../test/test-app.ts';

// The clock starts on Wed 2026-06-03 10:00 in Shanghai.
let t: TestApp;
let counter: number;
let room: number;
let guest: Guest;
beforeAll(async () => {
  t = await buildTestApp();
  counter = await seatingIdForTest(t.db, 'counter', '19:00');
  room = await seatingIdForTest(t.db, 'private');
  guest = await Guest.start(t.app);
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

interface Refusal {
  message: string;
  error: string;
  errors?: Record<string, string>;
}

describe('start_booking', () => {
  it('places a hold: code, seats, deposit, time limit and the session that holds it', async () => {
    const response = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-04', s: counter, p: 3 });
    expect(response.status).toBe(200);
    expect(response.body.code).toMatch(/^[0-9A-HJKMNP-TV-Z]{16}$/);
    const { rows } = await t.db.query<Record<string, unknown>>('select * from bookings where code = $1', [response.body.code]);
    expect(rows[0]).toMatchObject({
      seating_id: counter, booking_date: '2026-06-04', pax: 3, status: 'hold', price_fen: 50000, hold_minutes: 30, last_step: 0,
    });
    expect((rows[0]!.created_at as Date).toISOString()).toBe(TEST_NOW.toISOString());
    expect((rows[0]!.hold_expires_at as Date).getTime()).toBe(TEST_NOW.getTime() + 30 * 60_000);
    expect(Number(rows[0]!.session_id)).toBe(await sessionIdForTest(t.db, guest.token));
    const slots = await t.app.inject({ method: 'GET', url: '/api/get_slots?date=2026-06-04' });
    expect(slots.json().slots.find((slot: { seating_id: number }) => slot.seating_id === counter).booked).toBe(3);
  });

  it('takes the deposit and time limit from the current settings, and numbers sent as strings', async () => {
    await writeSetting(t.db, 'hold_minutes', 15);
    await writeSetting(t.db, 'deposit_per_person_fen', 38800);
    const response = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-05', s: String(counter), p: '2' });
    await writeSetting(t.db, 'hold_minutes', 30);
    await writeSetting(t.db, 'deposit_per_person_fen', 50000);
    const { rows } = await t.db.query('select price_fen, hold_minutes, pax from bookings where code = $1', [response.body.code]);
    expect(rows[0]).toEqual({ price_fen: 38800, hold_minutes: 15, pax: 2 });
  });

  it('creates the session when a guest arrives without one (embed with a fresh token)', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/start_booking',
      headers: { authorization: 'Bearer not-a-known-token' },
      payload: { d: '2026-06-04', s: counter, p: 1 },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['x-session-token']).toBeTruthy();
  });

  it('holds the private room whole for a party of 6 with 7 working days of notice', async () => {
    const first = await guest.post('/api/start_booking', { d: '2026-06-12', s: room, p: 6 });
    expect(first.status).toBe(200);
    const second = await (await Guest.start(t.app)).post<Refusal>('/api/start_booking', { d: '2026-06-12', s: room, p: 6 });
    expect(second.status).toBe(409);
    expect(second.body.error).toBe('not_enough_seats');
  });
});

describe('start_booking refusals change nothing', () => {
  const cases: Array<[string, unknown, number, string, string?]> = [
    ['a missing body', undefined, 422, 'validation_failed', 'd'],
    ['a missing date', { s: 1, p: 2 }, 422, 'validation_failed', 'd'],
    ['a malformed date', { d: '04/06/2026', s: 1, p: 2 }, 422, 'validation_failed', 'd'],
    ['a date that does not exist', { d: '2026-06-31', s: 1, p: 2 }, 422, 'validation_failed', 'd'],
    ['a date of the wrong type', { d: 20260604, s: 1, p: 2 }, 422, 'validation_failed', 'd'],
    ['a missing seating', { d: '2026-06-04', p: 2 }, 422, 'validation_failed', 's'],
    ['a seating of the wrong type', { d: '2026-06-04', s: { id: 1 }, p: 2 }, 422, 'validation_failed', 's'],
    ['a fractional party', { d: '2026-06-04', s: 1, p: 2.5 }, 422, 'validation_failed', 'p'],
    ['a party of text', { d: '2026-06-04', s: 1, p: 'two' }, 422, 'validation_failed', 'p'],
    ['a huge string', { d: 'x'.repeat(5000), s: 1, p: 2 }, 422, 'validation_failed', 'd'],
    ['a past day', { d: '2026-06-02', s: 1, p: 2 }, 422, 'date_past', 'd'],
    ['a closed day', { d: '2026-06-07', s: 1, p: 2 }, 422, 'day_closed', 'd'],
    ['a day beyond the horizon', { d: '2026-08-04', s: 1, p: 2 }, 422, 'beyond_horizon', 'd'],
    ['a party of 0', { d: '2026-06-04', s: 1, p: 0 }, 422, 'party_size_invalid', 'p'],
    ['a party above the online maximum', { d: '2026-06-04', s: 1, p: 9 }, 422, 'party_size_invalid', 'p'],
    ['an unknown seating', { d: '2026-06-04', s: 9999, p: 2 }, 422, 'seating_unknown', 's'],
  ];
  it.each(cases)('refuses %s', async (_name, payload, status, error, field) => {
    const before = await bookingStateForTest(t.db);
    const response = await guest.post<Refusal>('/api/start_booking', payload);
    expect(response.status).toBe(status);
    expect(response.body.error).toBe(error);
    expect(response.body.message).toBeTruthy();
    if (field) expect(Object.keys(response.body.errors ?? {})).toContain(field);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it('refuses the private room for fewer than 6 and inside its notice', async () => {
    const before = await bookingStateForTest(t.db);
    const small = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-13', s: room, p: 5 });
    expect([small.status, small.body.error]).toEqual([422, 'private_room_min_party']);
    const soon = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-11', s: room, p: 6 });
    expect([soon.status, soon.body.error]).toEqual([422, 'private_room_notice']);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it('refuses more guests than the seats still free', async () => {
    const first = await guest.post('/api/start_booking', { d: '2026-06-10', s: counter, p: 8 });
    expect(first.status).toBe(200);
    const before = await bookingStateForTest(t.db);
    const response = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-10', s: counter, p: 3 });
    expect([response.status, response.body.error]).toEqual([409, 'not_enough_seats']);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it("refuses today's seating once its time has come", async () => {
    t.clock.set(new Date('2026-06-03T11:30:00Z')); // 19:30 in Shanghai
    const response = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-03', s: counter, p: 2 });
    expect([response.status, response.body.error]).toEqual([422, 'date_past']);
  });

  it('refuses a date that is already past in Shanghai though not yet in UTC', async () => {
    t.clock.set(new Date('2026-06-02T17:00:00Z')); // 01:00 on 06-03 in Shanghai
    const response = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-02', s: counter, p: 2 });
    expect([response.status, response.body.error]).toEqual([422, 'date_past']);
  });

  it('refuses every booking while the site is closed or under maintenance', async () => {
    const before = await bookingStateForTest(t.db);
    for (const status of ['closed', 'maintenance'] as const) {
      await writeSetting(t.db, 'status', status);
      const response = await guest.post<Refusal>('/api/start_booking', { d: '2026-06-04', s: counter, p: 2 });
      expect([response.status, response.body.error]).toEqual([403, 'booking_unavailable']);
    }
    await writeSetting(t.db, 'status', 'live');
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });

  it('refuses a POST without the XSRF echo (419) and places no hold', async () => {
    const before = await bookingStateForTest(t.db);
    const response = await t.app.inject({ method: 'POST', url: '/api/start_booking', payload: { d: '2026-06-04', s: counter, p: 2 } });
    expect(response.statusCode).toBe(419);
    expect(await bookingStateForTest(t.db)).toEqual(before);
  });
});
