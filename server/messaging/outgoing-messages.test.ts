import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../test/guest.ts';
import { startSmtpStandIn, type ReceivedMail, type SmtpStandIn } from '../test/smtp-stand-in.ts';
import { buildTestApp, TEST_ADMIN_TOKEN, testStore, type TestApp } from '../test/test-app.ts';
import { enqueueMessage } from './outgoing-messages.ts';
import { MAX_ATTEMPTS } from './retry-backoff.ts';

/** Mail a real SMTP peer on loopback received, kept across its outage. */
const received: ReceivedMail[] = [];
let port = 0;
let mail: SmtpStandIn | null;
let t: Awaited<ReturnType<typeof buildTestApp>>;
let other: TestApp | null = null;

beforeAll(async () => {
  mail = await startSmtpStandIn(0, received);
  port = mail.port;
  t = await buildTestApp({ env: { SMTP_URL: mail.url } });
});
afterAll(async () => {
  await other?.app.close();
  await t.close();
  await mail?.close();
});

const admin = { authorization: `Bearer ${TEST_ADMIN_TOKEN}` };
const listed = async (failed: boolean) =>
  (await t.app.inject({ method: 'GET', url: `/api/admin/messages?failed=${failed}`, headers: admin })).json<
    Array<{ id: number; kind: string; to: string; state: string; attempts: number; last_error: string | null }>
  >();
const enquiries = (subject: string) => received.filter((item) => item.subject.includes(subject));

describe('the outbox', () => {
  it('keeps an enquiry while the mail server is down and delivers it once after it is back', async () => {
    await mail!.close();
    mail = null;
    const guest = await Guest.start(t.app, 'cookies', '10.8.0.1');
    const sent = await guest.post('/api/contact', { name: 'Outage Test', email: 'outage@example.cn', message: 'Is the counter open on Mondays?' });
    expect(sent.status).toBe(200);

    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 0, retrying: 1 });
    const [waiting] = await listed(true);
    expect(waiting).toMatchObject({ kind: 'enquiry', state: 'pending', attempts: 1, to: 'r***@example.com' });
    expect(waiting!.last_error).toBeTruthy();
    // Not before its backoff is over, even though the server is back.
    mail = await startSmtpStandIn(port, received);
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 0, retrying: 0 });
    t.clock.advance(31_000);
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 1 });
    t.clock.advance(3_600_000);
    await t.app.outgoing.deliverDue();
    expect(enquiries('Outage Test')).toHaveLength(1);
    expect(enquiries('Outage Test')[0]!.to).toEqual(['restaurant@example.com']);
    expect(await listed(true)).toEqual([]);
    expect((await listed(false))[0]).toMatchObject({ id: waiting!.id, state: 'sent' });
  });

  it('gives up after its last attempt, lists it as failed, and sends it again when told', async () => {
    const id = await t.db.transaction((tx) =>
      enqueueMessage(tx, { kind: 'enquiry', channel: 'email', to: 'nobody@invalid', subject: 'Give up test', text: 'x' }, t.clock.now()),
    );
    await t.db.query("update outgoing_messages set attempts = $2 - 1, recipient = 'bad address' where id = $1", [id, MAX_ATTEMPTS]);
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ failed: 1 });
    expect((await listed(true))[0]).toMatchObject({ id, state: 'failed', attempts: MAX_ATTEMPTS });
    t.clock.advance(24 * 3_600_000);
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 0, retrying: 0, failed: 0 });

    await t.db.query("update outgoing_messages set recipient = 'fixed@example.com' where id = $1", [id]);
    const retry = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/retry`, headers: admin });
    expect(retry.json()).toEqual({ id, retrying: true });
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 1 });
    expect(enquiries('Give up test')).toHaveLength(1);
    const again = await t.app.inject({ method: 'POST', url: `/api/admin/messages/${id}/retry`, headers: admin });
    expect([again.statusCode, again.json().error]).toEqual([409, 'message_not_retryable']);
    expect((await t.app.inject({ method: 'POST', url: '/api/admin/messages/abc/retry', headers: admin })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });

  it('is sent once when two instances claim at the same moment, and once after a claimer stopped', async () => {
    other = await buildTestApp({
      database: testStore === 'postgres' ? await t.testDatabase!.openAnother() : t.db,
      env: { SMTP_URL: `smtp://127.0.0.1:${port}` },
      now: t.clock.now(),
    });
    const ids = await t.db.transaction(async (tx) => {
      const made: number[] = [];
      for (let i = 0; i < 6; i++) {
        made.push((await enqueueMessage(tx, { kind: 'enquiry', channel: 'email', to: 'restaurant@example.com', subject: `Twice test ${i}`, text: 'x' }, t.clock.now()))!);
      }
      return made;
    });
    await Promise.all([t.app.outgoing.deliverDue(), other.app.outgoing.deliverDue(), t.app.outgoing.deliverDue(), other.app.outgoing.deliverDue()]);
    for (let i = 0; i < 6; i++) expect(enquiries(`Twice test ${i}`)).toHaveLength(1);

    // A claimer that stopped mid-send: its claim runs out and another instance sends the message.
    await t.db.query("update outgoing_messages set state = 'sending', claimed_by = 'gone', claimed_until = $2 where id = $1", [ids[0], t.clock.now()]);
    other.clock.set(new Date(t.clock.now().getTime() + 1000));
    expect(await other.app.outgoing.deliverDue()).toMatchObject({ sent: 1 });
    expect(enquiries('Twice test 0')).toHaveLength(2);
  });

  it('never takes a one-time code in its text, only sealed', async () => {
    await expect(
      t.db.transaction((tx) => enqueueMessage(tx, { kind: 'enquiry', channel: 'sms', to: '86 13800138000', text: 'code 123456', code: '123456' }, t.clock.now())),
    ).rejects.toThrow(/only sealed/);
  });
});
