import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import type { UserBookingsResponse } from '../../api-client/contract/my-bookings.ts';
import { migrate } from '../db/migrate.ts';
import { Guest } from '../test/guest.ts';
import { TEST_ADMIN_TOKEN, TEST_NOW, buildTestApp, type TestApp } from '../test/test-app.ts';
import { markPaidForTest, seatingIdForTest, verifyContactForTest } from './test-support.ts';

// Today is Wed 2026-06-03 in Shanghai. Every booking rule the restaurant sets with the admin
// command is what the server enforces and what the card (the widget's source) says, at once.
let t: TestApp;
let nextIp = 1;
const freshGuest = () => Guest.start(t.app, 'cookies', `10.1.0.${nextIp++}`);

const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
const setRule = (key: string, value: unknown) => admin('PUT', `/api/admin/settings/${key}`, { value });
const card = async () => (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json() as RestaurantCard;

beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(TEST_NOW));

describe('the booking rules in the restaurant card', () => {
  it('are the seeded defaults the SPEC states', async () => {
    expect((await card()).booking_rules).toEqual({
      horizon_days: 60,
      otp_resend_seconds: 60,
      hold_minutes: 30,
      change_cancel_min_days: 3,
      max_party_size: 8,
    });
  });

  it('follow an admin change at once: the read cache forgets the settings it held', async () => {
    await card(); // cached
    expect((await setRule('horizon_days', '45')).json()).toEqual({ key: 'horizon_days', value: 45 });
    expect((await setRule('max_party_size', 6)).statusCode).toBe(200);
    expect((await card()).booking_rules).toMatchObject({ horizon_days: 45, max_party_size: 6 });
    expect((await admin('GET', '/api/admin/settings')).json()).toMatchObject({ horizon_days: 45, otp_resend_seconds: 60, change_cancel_min_days: 3 });
    await setRule('horizon_days', 60);
    await setRule('max_party_size', 8);
  });

  it.each([
    ['horizon_days', 0, '1 to 365'],
    ['horizon_days', '366', '1 to 365'],
    ['otp_resend_seconds', -1, '0 to 3600'],
    ['hold_minutes', '1.5', '1 to 1440'],
    ['change_cancel_min_days', 'three', '0 to 365'],
  ])('refuses %s = %j with the range in the message, changing nothing', async (key, value, range) => {
    const before = await card();
    const response = await setRule(key, value);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'setting_out_of_range', errors: { value: 'setting_out_of_range' } });
    expect(response.json().message).toContain(`${key} must be a whole number from ${range}`);
    expect(await card()).toEqual(before);
  });
});

describe('horizon_days', () => {
  it('moves the last bookable day: with 30, 3 July holds seats and 4 July is refused', async () => {
    await setRule('horizon_days', 30);
    try {
      const seating = await seatingIdForTest(t.db, 'counter', '19:00');
      const beyond = await (await freshGuest()).post<{ error: string; message: string }>('/api/start_booking', { d: '2026-07-04', s: seating, p: 2 });
      expect([beyond.status, beyond.body.error, beyond.body.message]).toEqual([422, 'beyond_horizon', 'Bookings open at most 30 days ahead.']);
      const last = await (await freshGuest()).post<{ code: string }>('/api/start_booking', { d: '2026-07-03', s: seating, p: 2 });
      expect(last.status).toBe(200);
      // The calendar calls answer up to the end of the month after the horizon's (August), no further.
      const check = (date: string) => t.app.inject({ method: 'GET', url: `/api/check_full?date=${date}` });
      expect((await check('2026-08-01')).statusCode).toBe(200);
      expect([(await check('2026-09-01')).statusCode, (await check('2026-09-01')).json().error]).toEqual([422, 'date_out_of_range']);
    } finally {
      await setRule('horizon_days', 60);
    }
  });
});

describe('otp_resend_seconds', () => {
  it('is the wait before another code to the same phone: 90 refuses at 89 s and sends at 90 s', async () => {
    await setRule('otp_resend_seconds', 90);
    try {
      expect((await (await freshGuest()).post('/api/send_sms', { phone: '13700000090' })).status).toBe(200);
      t.clock.advance(89_000);
      const early = await (await freshGuest()).post<{ error: string; message: string }>('/api/send_sms', { phone: '13700000090' });
      expect([early.status, early.body.error]).toEqual([429, 'otp_resend_too_soon']);
      t.clock.advance(1_000);
      expect((await (await freshGuest()).post('/api/send_sms', { phone: '13700000090' })).status).toBe(200);
    } finally {
      await setRule('otp_resend_seconds', 60);
    }
  });

  it('set to 0, lets codes go out back to back (what the browser tests use)', async () => {
    await setRule('otp_resend_seconds', 0);
    try {
      expect((await (await freshGuest()).post('/api/send_email', { email: 'twice@example.com' })).status).toBe(200);
      expect((await (await freshGuest()).post('/api/send_email', { email: 'twice@example.com' })).status).toBe(200);
    } finally {
      await setRule('otp_resend_seconds', 60);
    }
  });
});

describe('change_cancel_min_days', () => {
  it('decides which paid bookings may ask for a change, in the list and at the request', async () => {
    const guest = await Guest.start(t.app);
    await verifyContactForTest(t.db, guest.token, { phone: '86 13600136000' });
    const seating = await seatingIdForTest(t.db, 'counter', '19:30');
    const started = await guest.post<{ code: string }>('/api/start_booking', { d: '2026-06-09', s: seating, p: 2 }); // 6 days ahead
    await guest.post('/api/update_booking', { code: started.body.code, country: '86', phone: '13600136000', last_step: 3 });
    const id = await markPaidForTest(t.db, started.body.code, TEST_NOW);
    const listed = async () =>
      (await guest.post<UserBookingsResponse>('/api/get_user_bookings', { country: '86', phone: '13600136000', email: null })).body.bookings[0]!.can_request;
    expect(await listed()).toBe(true);
    await setRule('change_cancel_min_days', 7);
    try {
      expect(await listed()).toBe(false);
      const refused = await guest.post<{ error: string; message: string }>('/api/booking_request', { bid: id, type: 'change', message: 'Later please' });
      expect([refused.status, refused.body.error]).toEqual([409, 'too_late_to_request']);
      expect(refused.body.message).toContain('at least 7 days');
    } finally {
      await setRule('change_cancel_min_days', 3);
    }
    expect(await listed()).toBe(true);
  });
});

describe('migration 013', () => {
  it('gives a database seeded before it the two new settings with the values they had', async () => {
    await t.db.query("delete from settings where key in ('otp_resend_seconds', 'change_cancel_min_days')");
    await t.db.query("delete from schema_migrations where name = '013_booking_rule_settings.sql'");
    expect(await migrate(t.db)).toEqual(['013_booking_rule_settings.sql']);
    const { rows } = await t.db.query<{ key: string; value: number }>(
      "select key, value from settings where key in ('otp_resend_seconds', 'change_cancel_min_days') order by key",
    );
    expect(rows).toEqual([
      { key: 'change_cancel_min_days', value: 3 },
      { key: 'otp_resend_seconds', value: 60 },
    ]);
    expect((await card()).booking_rules).toMatchObject({ otp_resend_seconds: 60, change_cancel_min_days: 3 });
  });
});
