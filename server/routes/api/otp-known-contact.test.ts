import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserBookingsResponse } from '../../../api-client/contract/my-bookings.ts';
import { verifyEmail, verifyPhone } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

/** A contact the session proved needs no new code for every step. */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const codesTo = async (destination: string) =>
  (await t.db.query<{ n: number }>('select count(*)::int as n from otp_codes where destination = $1', [destination])).rows[0]!.n;

describe('send_sms and send_email for a contact this session already proved', () => {
  it('a returning guest books twice and opens My bookings without hitting the 5-codes-an-hour cap', async () => {
    const guest = await Guest.start(t.app, 'token', '10.9.0.1');
    await verifyPhone(t.app, guest, '13800138000');
    expect(await codesTo('86 13800138000')).toBe(1);
    // Second booking's step 1, a third, then My bookings, and a few impatient clicks: no code, no count.
    for (let step = 0; step < 6; step++) {
      const again = await guest.post('/api/send_sms', { country: '86', phone: '13800138000' });
      expect(again).toMatchObject({ status: 200, body: { to: '86 13800138000', already_verified: true } });
    }
    expect(await codesTo('86 13800138000')).toBe(1);
    const listed = await guest.post<UserBookingsResponse>('/api/get_user_bookings', { country: '86', phone: '13800138000', email: null });
    expect(listed.status).toBe(200);
  });

  it('recognises a proven e-mail whatever its case', async () => {
    const guest = await Guest.start(t.app, 'cookies', '10.9.0.2');
    await verifyEmail(t.app, guest, 'mei@example.cn');
    const again = await guest.post('/api/send_email', { email: 'Mei@Example.cn' });
    expect(again).toMatchObject({ status: 200, body: { to: 'mei@example.cn', already_verified: true } });
    expect(await codesTo('mei@example.cn')).toBe(1);
  });

  it('still sends a code to another session, and to a contact this session has not proved', async () => {
    const owner = await Guest.start(t.app, 'token', '10.9.0.3');
    await verifyPhone(t.app, owner, '13900139000');
    t.clock.advance(61_000);
    const stranger = await Guest.start(t.app, 'token', '10.9.0.4');
    const theirs = await stranger.post<{ to: string; already_verified?: true }>('/api/send_sms', { country: '86', phone: '13900139000' });
    expect(theirs.status).toBe(200);
    expect(theirs.body.already_verified).toBeUndefined();
    const other = await owner.post<{ to: string; already_verified?: true }>('/api/send_sms', { country: '86', phone: '13700137000' });
    expect(other.body.already_verified).toBeUndefined();
    expect(await codesTo('86 13900139000')).toBe(2);
  });
});
