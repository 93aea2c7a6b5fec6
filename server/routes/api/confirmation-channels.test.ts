import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Booking } from '../../../api-client/contract/booking.ts';
import { placeHold } from '../../payments/test-support.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** The booking says where its confirmation goes, by the rule the server sends by. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('fetch_booking: confirmation_channels', () => {
  it('names e-mail and SMS only for a booking that has both, and only what it has otherwise', async () => {
    const hold = await placeHold(t.app, t.db, { withCustomer: false });
    const fetch = async () => (await hold.guest.get<Booking>(`/api/fetch_booking/${hold.code}`)).body.confirmation_channels;
    expect(await fetch()).toEqual([]);
    await t.db.query(`update bookings set country = '86', phone = '13900001234' where code = $1`, [hold.code]);
    expect(await fetch()).toEqual(['sms']);
    await t.db.query(`update bookings set email = 'guest@example.com' where code = $1`, [hold.code]);
    expect(await fetch()).toEqual(['email', 'sms']);
    // A number abroad receives no SMS (SPEC §5): the e-mail only.
    await t.db.query(`update bookings set country = '44', phone = '7700900123' where code = $1`, [hold.code]);
    expect(await fetch()).toEqual(['email']);
  });
});
