import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmationMessages } from '../notices/confirmation-messages.ts';
import { demoSettings } from '../restaurant/seed.ts';
import { Guest } from '../test/guest.ts';
import { buildTestApp, type TestApp } from '../test/test-app.ts';
import { startSmtpStandIn, type SmtpStandIn } from '../test/smtp-stand-in.ts';

/** The text of a single-part message, decoded from whatever transfer encoding nodemailer chose. */
function bodyText(raw: string): string {
  const split = raw.indexOf('\r\n\r\n');
  const headers = raw.slice(0, split);
  const body = raw.slice(split + 4);
  const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\r\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes);
  }
  return body;
}

let peer: SmtpStandIn;
let t: TestApp;

beforeAll(async () => {
  peer = await startSmtpStandIn();
  t = await buildTestApp({ env: { SMTP_URL: peer.url, MAIL_FROM: 'Counter <bookings@counter.example>' } });
});
afterAll(async () => {
  await t.close();
  await peer.close();
});

const outboxRows = async (channel: string) =>
  (await t.db.query<{ code: string }>('select code from outbox where channel = $1', [channel])).rows;

describe('e-mail through SMTP', () => {
  it('delivers the one-time code to the guest\u2019s mailbox, not to the dev outbox', async () => {
    const guest = await Guest.start(t.app, 'cookies', '10.6.0.1');
    const response = await guest.post<{ to: string }>('/api/send_email', { email: 'Guest@Example.CN' });
    expect(response.status).toBe(200);
    const mail = peer.received.at(-1)!;
    expect(mail.to).toEqual(['guest@example.cn']);
    expect(mail.from).toBe('bookings@counter.example');
    const code = /verification code is (\d{6})/.exec(bodyText(mail.raw))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    expect(await outboxRows('email')).toEqual([]);
    const verified = await guest.post('/api/verify_otp', { code, to: response.body.to, type: 'email' });
    expect(verified.body).toMatchObject({ status: 'approved' });
  });

  it('still puts SMS into the dev outbox while no SMS provider is configured', async () => {
    const guest = await Guest.start(t.app, 'cookies', '10.6.0.2');
    expect((await guest.post('/api/send_sms', { country: '86', phone: '13800138000' })).status).toBe(200);
    expect(await outboxRows('sms')).toHaveLength(1);
  });

  it('forwards a contact enquiry to the restaurant with the guest as Reply-To', async () => {
    const guest = await Guest.start(t.app, 'cookies', '10.6.0.3');
    const response = await guest.post('/api/contact', { name: 'Zhang San', email: 'zhang@example.cn', message: 'Corkage for two bottles?' });
    expect(response.status).toBe(200);
    await t.app.outgoing.deliverDue();
    const mail = peer.received.at(-1)!;
    expect(mail.to).toEqual(['restaurant@example.com']);
    expect(mail.raw).toMatch(/^Reply-To: zhang@example\.cn\r?$/im);
    expect(bodyText(mail.raw)).toContain('Corkage for two bottles?');
  });

  it('answers 502 when the mail server refuses, and lets the guest retry at once', async () => {
    peer.refuse.add('bounce@example.cn');
    const guest = await Guest.start(t.app, 'cookies', '10.6.0.4');
    const refused = await guest.post('/api/send_email', { email: 'bounce@example.cn' });
    expect(refused).toMatchObject({ status: 502, body: { error: 'delivery_failed' } });
    const { rows } = await t.db.query("select 1 from otp_codes where destination = 'bounce@example.cn'");
    expect(rows).toEqual([]);
    peer.refuse.delete('bounce@example.cn');
    expect((await guest.post('/api/send_email', { email: 'bounce@example.cn' })).status).toBe(200);
  });
});

describe('the booking confirmation by SMTP', () => {
  it('reaches the guest in Chinese with the booking details and the .ics calendar file attached', async () => {
    const email = confirmationMessages(
      {
        code: 'K7M2Q9XW4T8HZ3PA',
        lang: 'zh',
        booking_date: '2026-06-10',
        timeslot: '19:00',
        pax: 2,
        depositFen: 100_000,
        paid: { method: 'wechat', amountMinor: 100_000, currency: 'CNY' },
        gender: 'F',
        first_name: '美',
        last_name: '王',
        email: 'mei@example.cn',
        phone: '86 13800138000',
        manageUrl: 'https://example.cn/my_bookings?manage=7.signature',
        food: '',
        occasion: '',
        revision: 0,
      },
      demoSettings.restaurant,
      { now: t.clock.now(), policy: { freeCancelWorkingDays: 4, allergyHours: 48 }, diningMinutes: 150 },
    ).find((message) => message.channel === 'email')!;
    await t.app.messenger.send(email);
    const mail = peer.received.find((item) => item.to.includes('mei@example.cn'))!;
    expect(mail.raw).toMatch(/Content-Type: text\/calendar/i);
    expect(mail.raw).toMatch(/filename=.*\.ics/i);
    const calendarPart = mail.raw.slice(mail.raw.search(/Content-Type: text\/calendar/i));
    expect(bodyText(calendarPart)).toContain('BEGIN:VCALENDAR');
    expect(bodyText(mail.raw.slice(mail.raw.search(/Content-Type: text\/plain/i)))).toContain('K7M2Q9XW4T8HZ3PA');
  });
});

describe('no delivery at all', () => {
  it('answers 503 and keeps no code when neither a provider nor the outbox is on', async () => {
    const bare = await buildTestApp({ env: { OUTBOX_ENABLED: 'false' } });
    try {
      const guest = await Guest.start(bare.app, 'cookies', '10.6.1.1');
      const response = await guest.post('/api/send_sms', { country: '86', phone: '13800138000' });
      expect(response).toMatchObject({ status: 503, body: { error: 'delivery_unavailable' } });
      const { rows } = await bare.db.query('select 1 from otp_codes union all select 1 from outbox');
      expect(rows).toEqual([]);
    } finally {
      await bare.close();
    }
  });
});
