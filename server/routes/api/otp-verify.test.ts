import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestCodeFor } from '../../otp/test-verify.ts';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextPhone = 13600000000;
let nextIp = 1;
const freshGuest = (mode: 'cookies' | 'token' = 'cookies') => Guest.start(t.app, mode, `10.1.0.${nextIp++}`);

/** A guest who asked for a code for a new phone number; returns the guest, destination and code. */
async function sentCode(mode: 'cookies' | 'token' = 'cookies') {
  const guest = await freshGuest(mode);
  const sent = await guest.post<{ to: string }>('/api/send_sms', { country: '86', phone: String(++nextPhone) });
  expect(sent.status).toBe(200);
  return { guest, to: sent.body.to, code: await latestCodeFor(t.app, sent.body.to) };
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');
const verifiedContacts = async () => (await t.db.query<{ value: string }>('select value from session_contacts order by value')).rows.map((r) => r.value);
const attemptsOn = async (to: string) =>
  (await t.db.query<{ attempts: number }>('select attempts from otp_codes where destination = $1 order by id desc limit 1', [to])).rows[0]!.attempts;

describe('verify_otp', () => {
  it('approves the right code and records the phone on the session, in the site and embed modes', async () => {
    for (const mode of ['cookies', 'token'] as const) {
      const { guest, to, code } = await sentCode(mode);
      const answer = await guest.post('/api/verify_otp', { code, to, type: 'sms' });
      expect(answer).toMatchObject({ status: 200, body: { status: 'approved' } });
      expect(await verifiedContacts()).toContain(to);
      const lookup = await guest.post('/api/get_customer', { country: '86', phone: to.split(' ')[1] });
      expect(lookup.status).toBe(200);
    }
  });

  it('accepts the phone as +86 or bare number too', async () => {
    const { guest, to, code } = await sentCode();
    const answer = await guest.post('/api/verify_otp', { code, to: `+86${to.split(' ')[1]}`, type: 'sms' });
    expect(answer.body).toMatchObject({ status: 'approved' });
  });

  it('approves an e-mail code whatever the case of the address, and stores it lower case', async () => {
    const guest = await freshGuest();
    await guest.post('/api/send_email', { email: 'Mixed.Case@Example.CN' });
    const code = await latestCodeFor(t.app, 'mixed.case@example.cn');
    const answer = await guest.post('/api/verify_otp', { code, to: 'MIXED.case@example.cn', type: 'email' });
    expect(answer.body).toMatchObject({ status: 'approved' });
    expect(await verifiedContacts()).toContain('mixed.case@example.cn');
  });

  it('answers pending for a wrong code, and the sixth try fails even with the right code', async () => {
    const { guest, to, code } = await sentCode();
    for (let i = 1; i <= 5; i++) {
      const answer = await guest.post('/api/verify_otp', { code: wrong(code), to, type: 'sms' });
      expect(answer).toMatchObject({ status: 200, body: { status: 'pending', attempts_left: 5 - i } });
    }
    const sixth = await guest.post<{ error: string }>('/api/verify_otp', { code, to, type: 'sms' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe('otp_attempts_exceeded');
    expect(await verifiedContacts()).not.toContain(to);
    expect(await attemptsOn(to)).toBe(5);
  });

  it('stops 50 parallel wrong guesses at 5 attempts', async () => {
    const { to, code } = await sentCode();
    const guessers = await Promise.all(Array.from({ length: 50 }, () => freshGuest('token')));
    const answers = await Promise.all(guessers.map((g, i) => g.post('/api/verify_otp', { code: wrong(String(Number(code) + i)), to, type: 'sms' })));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(45);
    expect(await attemptsOn(to)).toBe(5);
    const late = await guessers[0]!.post('/api/verify_otp', { code, to, type: 'sms' });
    expect(late.status).toBe(429);
  });

  it('refuses a used code', async () => {
    const { guest, to, code } = await sentCode();
    expect((await guest.post('/api/verify_otp', { code, to, type: 'sms' })).body).toMatchObject({ status: 'approved' });
    const other = await freshGuest();
    const reused = await other.post<{ error: string }>('/api/verify_otp', { code, to, type: 'sms' });
    expect(reused).toMatchObject({ status: 410, body: { error: 'otp_used' } });
  });

  it('accepts a code up to its tenth minute and refuses it after', async () => {
    const first = await sentCode();
    t.clock.advance(10 * 60_000 - 1_000);
    expect((await first.guest.post('/api/verify_otp', { code: first.code, to: first.to, type: 'sms' })).body).toMatchObject({
      status: 'approved',
    });
    const second = await sentCode();
    t.clock.advance(10 * 60_000);
    const late = await second.guest.post<{ error: string }>('/api/verify_otp', { code: second.code, to: second.to, type: 'sms' });
    expect(late).toMatchObject({ status: 410, body: { error: 'otp_expired' } });
    expect(await verifiedContacts()).not.toContain(second.to);
  });

  it('voids the previous code when a new one is sent', async () => {
    const { guest, to, code: oldCode } = await sentCode();
    t.clock.advance(61_000);
    await guest.post('/api/send_sms', { country: '86', phone: to.split(' ')[1] });
    const newCode = await latestCodeFor(t.app, to);
    if (newCode !== oldCode) {
      expect((await guest.post('/api/verify_otp', { code: oldCode, to, type: 'sms' })).body).toMatchObject({ status: 'pending' });
    }
    expect((await guest.post('/api/verify_otp', { code: newCode, to, type: 'sms' })).body).toMatchObject({ status: 'approved' });
  });

  it('does not accept one destination\u2019s code for another', async () => {
    const a = await sentCode();
    const b = await sentCode();
    const answer = await a.guest.post('/api/verify_otp', { code: a.code === b.code ? wrong(a.code) : a.code, to: b.to, type: 'sms' });
    expect(answer.body).toMatchObject({ status: 'pending' });
  });

  it('answers 404 when no code was sent to the destination', async () => {
    const answer = await (await freshGuest()).post('/api/verify_otp', { code: '123456', to: '86 13511112222', type: 'sms' });
    expect(answer).toMatchObject({ status: 404, body: { error: 'otp_not_found' } });
  });

  const badAnswers: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing code', { code: undefined }, 'code', 'code_required'],
    ['code of the wrong type', { code: 123456 }, 'code', 'code_format_error'],
    ['code with letters', { code: '12a456' }, 'code', 'code_format_error'],
    ['code too long', { code: '1234567' }, 'code', 'code_format_error'],
    ['missing destination', { to: undefined }, 'to', 'to_required'],
    ['destination too long', { to: `${'a'.repeat(300)}@example.cn` }, 'to', 'to_invalid'],
    ['unknown type', { type: 'fax' }, 'type', 'type_invalid'],
    ['malformed phone', { to: '86 12345' }, 'to', 'phone_format_error'],
    ['malformed e-mail', { to: 'not-an-address', type: 'email' }, 'to', 'email_format_error'],
  ];
  it.each(badAnswers)('refuses %s without counting a try', async (_name, change, field, key) => {
    const { guest, to, code } = await sentCode();
    const response = await guest.post<{ errors: Record<string, string> }>('/api/verify_otp', { code, to, type: 'sms', ...change });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toBe(key);
    expect(await attemptsOn(to)).toBe(0);
    expect(await verifiedContacts()).not.toContain(to);
  });
});
