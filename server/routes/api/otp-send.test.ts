import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../../test/guest.ts';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const count = async (table: string) => (await t.db.query<{ n: number }>(`select count(*)::int as n from ${table}`)).rows[0]!.n;
let nextIp = 1;
const freshGuest = () => Guest.start(t.app, 'cookies', `10.0.0.${nextIp++}`);

describe('send_sms and send_email', () => {
  it('sends a 6-digit code to a mainland mobile; the database holds no copy of it in plain text', async () => {
    const guest = await freshGuest();
    const response = await guest.post('/api/send_sms', { country: '86', phone: '138 0013 8000' });
    expect(response).toMatchObject({ status: 200, body: { to: '86 13800138000' } });
    const listed = await t.app.inject({ method: 'GET', url: '/api/dev/outbox?limit=1', headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
    const [message] = listed.json() as Array<{ channel: string; to: string; code: string; text: string }>;
    expect(message).toMatchObject({ channel: 'sms', to: '86 13800138000' });
    expect(message!.code).toMatch(/^\d{6}$/);
    expect(message!.text).toContain(message!.code);
    // What a copy of the database shows: the code's hash, and the outbox's sealed copy.
    const everything = JSON.stringify([
      (await t.db.query('select * from outbox')).rows,
      (await t.db.query('select * from otp_codes')).rows,
    ]);
    expect(everything).not.toContain(message!.code);
    const { rows: stored } = await t.db.query<{ code_hash: string; expires_at: Date }>('select code_hash, expires_at from otp_codes');
    expect(stored[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(new Date(stored[0]!.expires_at).getTime() - t.clock.now().getTime()).toBe(10 * 60_000);
  });

  it('answers the same whether or not a customer has the contact', async () => {
    await t.db.query(
      `insert into customers (first_name, last_name, gender, country_code_id, phone, email)
       values ('Li', 'Wei', 'M', (select id from countries where calling_code = '86'), '13900139000', 'known@example.cn')`,
    );
    const known = await (await freshGuest()).post('/api/send_sms', { country: 86, phone: '13900139000' });
    const unknown = await (await freshGuest()).post('/api/send_sms', { country: 86, phone: '13900139001' });
    expect([known.status, unknown.status]).toEqual([200, 200]);
    expect(Object.keys(known.body as object)).toEqual(Object.keys(unknown.body as object));
    const email = await (await freshGuest()).post('/api/send_email', { email: '  Known@Example.CN ' });
    expect(email).toMatchObject({ status: 200, body: { to: 'known@example.cn' } });
  });

  const badPhones: Array<[string, unknown, string]> = [
    ['missing phone', { country: '86' }, 'phone_required'],
    ['empty phone', { country: '86', phone: '  ' }, 'phone_required'],
    ['phone of the wrong type', { country: '86', phone: 13812345678 }, 'phone_format_error'],
    ['too short', { country: '86', phone: '1381234567' }, 'phone_format_error'],
    ['too long', { country: '86', phone: '1'.repeat(40) }, 'phone_format_error'],
    ['not a mobile prefix', { country: '86', phone: '12812345678' }, 'phone_format_error'],
    ['letters', { country: '86', phone: '1381234567a' }, 'phone_format_error'],
    ['another country', { country: '852', phone: '13812345678' }, 'phone_format_error'],
    ['malformed country', { country: 'cn', phone: '13812345678' }, 'country_invalid'],
    ['no body at all', undefined, 'phone_required'],
  ];
  it.each(badPhones)('refuses send_sms with %s, sending nothing', async (_name, payload, key) => {
    const before = [await count('otp_codes'), await count('outbox')];
    const response = await (await freshGuest()).post<{ error: string; message: string; errors: Record<string, string> }>(
      '/api/send_sms',
      payload,
    );
    expect(response.status).toBe(422);
    expect(response.body.error).toBe(key);
    expect(response.body.message).toEqual(expect.any(String));
    expect(Object.values(response.body.errors)).toContain(key);
    expect([await count('otp_codes'), await count('outbox')]).toEqual(before);
  });

  const badEmails: Array<[string, unknown, string]> = [
    ['missing e-mail', {}, 'email_required'],
    ['empty e-mail', { email: ' ' }, 'email_required'],
    ['e-mail of the wrong type', { email: ['a@b.cn'] }, 'email_format_error'],
    ['malformed e-mail', { email: 'guest.example.cn' }, 'email_format_error'],
    ['too long e-mail', { email: `${'a'.repeat(250)}@b.cn` }, 'email_format_error'],
  ];
  it.each(badEmails)('refuses send_email with %s, sending nothing', async (_name, payload, key) => {
    const before = [await count('otp_codes'), await count('outbox')];
    const response = await (await freshGuest()).post<{ error: string; errors: Record<string, string> }>('/api/send_email', payload);
    expect(response.status).toBe(422);
    expect(response.body).toMatchObject({ error: key, errors: { email: key } });
    expect([await count('otp_codes'), await count('outbox')]).toEqual(before);
  });
});

describe('limits on sending codes', () => {
  it('refuses a new code to the same destination within 60 seconds', async () => {
    const guest = await freshGuest();
    expect((await guest.post('/api/send_sms', { phone: '13700000001' })).status).toBe(200);
    t.clock.advance(59_000);
    const again = await (await freshGuest()).post<{ error: string; message: string; retry_after_seconds: number }>('/api/send_sms', { phone: '13700000001' });
    expect(again.status).toBe(429);
    expect(again.body.error).toBe('otp_resend_too_soon');
    expect(again.body.message).toMatch(/1 seconds/);
    // The seconds as a number too, so the widget counts down the server's wait and not its own.
    expect(again.body.retry_after_seconds).toBe(1);
    expect(again.headers['retry-after']).toBe('1');
    t.clock.advance(1_000);
    expect((await guest.post('/api/send_sms', { phone: '13700000001' })).status).toBe(200);
  });

  it('lets only one of 10 parallel sends to one destination through', async () => {
    const guests = await Promise.all(Array.from({ length: 10 }, () => freshGuest()));
    const answers = await Promise.all(guests.map((guest) => guest.post('/api/send_email', { email: 'rush@example.cn' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(9);
    const { rows } = await t.db.query<{ n: number }>("select count(*)::int as n from otp_codes where destination = 'rush@example.cn'");
    expect(rows[0]!.n).toBe(1);
  });

  it('caps codes per destination at 5 an hour and 10 a day', async () => {
    const send = async () => (await freshGuest()).post<{ error?: string }>('/api/send_sms', { phone: '13700000002' });
    for (let i = 0; i < 5; i++) {
      expect((await send()).status).toBe(200);
      t.clock.advance(61_000);
    }
    expect((await send()).body).toMatchObject({ error: 'otp_destination_hourly_limit' });
    t.clock.advance(3_600_000);
    for (let i = 0; i < 5; i++) {
      expect((await send()).status).toBe(200);
      t.clock.advance(61_000);
    }
    t.clock.advance(3_600_000);
    const eleventh = await send();
    expect(eleventh.status).toBe(429);
    expect(eleventh.body.error).toBe('otp_destination_daily_limit');
    t.clock.advance(22 * 3_600_000);
    expect((await send()).status).toBe(200);
  });

  it('caps codes per client address at 30 an hour', async () => {
    const neighbour = await Guest.start(t.app, 'token', '10.9.9.9');
    for (let i = 0; i < 30; i++) {
      const response = await neighbour.post('/api/send_email', { email: `guest${i}@example.cn` });
      expect(response.status).toBe(200);
    }
    const refused = await neighbour.post<{ error: string }>('/api/send_email', { email: 'guest30@example.cn' });
    expect(refused.status).toBe(429);
    expect(refused.body.error).toBe('otp_client_hourly_limit');
    expect((await (await freshGuest()).post('/api/send_email', { email: 'guest30@example.cn' })).status).toBe(200);
  });
});
