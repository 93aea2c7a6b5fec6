import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OutgoingMessage } from '../../messaging/messenger.ts';
import { addStaff, bootstrapOwner } from '../../test/staff.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
/** The mail server as the test sets it: hanging, down, or up (each message kept). */
let mailServer: 'hanging' | 'down' | 'up' = 'hanging';
const delivered: OutgoingMessage[] = [];
beforeAll(async () => {
  t = await buildTestApp();
  await addStaff(t.app, await bootstrapOwner(t.app), 'host@restaurant.cn', 'host');
  t.app.messenger.send = async (message) => {
    if (mailServer === 'hanging') return new Promise<void>(() => undefined);
    if (mailServer === 'down') throw new Error('connection refused');
    delivered.push(message);
  };
});
afterAll(() => t.close());

/** The answer's status, or 'still sending' when the request waits for the mail server. */
async function askForCode(email: string): Promise<number | 'still sending'> {
  const answer = t.app.inject({ method: 'POST', url: '/api/staff/sign-in/code', payload: { email }, remoteAddress: '192.0.2.30' });
  const late = new Promise<'still sending'>((resolve) => setTimeout(() => resolve('still sending'), 2000).unref());
  return Promise.race([answer.then((response) => response.statusCode), late]);
}

describe('asking for a staff sign-in code', () => {
  it('answers a member as it answers a stranger, at once, whatever the mail server does', async () => {
    expect(await askForCode('host@restaurant.cn')).toBe(202);
    expect(await askForCode('stranger@example.cn')).toBe(202);
    mailServer = 'down';
    t.clock.advance(61_000);
    expect(await askForCode('host@restaurant.cn')).toBe(202);
    expect(await askForCode('stranger@example.cn')).toBe(202);
  });

  it('sends the code through the outbox, sealed until it leaves, and only to a member', async () => {
    const queued = await t.db.query<{ recipient: string; body: string; sealed_code: string | null }>(
      "select recipient, body, sealed_code from outgoing_messages where kind = 'staff_sign_in' order by id",
    );
    expect(queued.rows.map((row) => row.recipient)).toEqual(['host@restaurant.cn', 'host@restaurant.cn']);
    for (const row of queued.rows) {
      expect(row.body).toContain('{code}');
      expect(row.body).not.toMatch(/\d{6}/);
      expect(row.sealed_code).not.toBeNull();
    }
    expect(await t.app.outgoing.deliverDue()).toMatchObject({ sent: 0, retrying: 2 });
    mailServer = 'up';
    t.clock.advance(10 * 60_000);
    await t.app.outgoing.deliverDue();
    const newest = delivered.at(-1)!;
    expect(newest).toMatchObject({ to: 'host@restaurant.cn', code: expect.stringMatching(/^\d{6}$/) });
    expect(newest.text).toContain(newest.code);
    expect(delivered.every((message) => message.to === 'host@restaurant.cn')).toBe(true);
    const left = await t.db.query("select 1 from outgoing_messages where sealed_code is not null and state = 'sent'");
    expect(left.rows).toEqual([]);
  });

  it('tells a member and a stranger alike that a code was asked for moments ago, and when to ask again; nothing more is sent', async () => {
    t.clock.advance(61_000);
    const ask = (email: string) => t.app.inject({ method: 'POST', url: '/api/staff/sign-in/code', payload: { email }, remoteAddress: '192.0.2.31' });
    const queued = async () => (await t.db.query("select 1 from outgoing_messages where kind = 'staff_sign_in'")).rows.length;
    expect((await ask('host@restaurant.cn')).statusCode).toBe(202);
    expect((await ask('stranger@example.cn')).statusCode).toBe(202);
    const before = await queued();
    t.clock.advance(20_000);
    const [member, stranger] = [await ask('host@restaurant.cn'), await ask('stranger@example.cn')];
    for (const answer of [member, stranger]) {
      expect(answer.statusCode).toBe(429);
      expect(answer.headers['retry-after']).toBe('40');
      expect(answer.json()).toEqual({
        error: 'sign_in_code_too_soon',
        retry_after_seconds: 40,
        message: "A code was asked for this address less than 60 seconds ago; if it is a member's, that code was sent: look for it. A new one can be asked for in 40 seconds.",
      });
    }
    expect(await queued()).toBe(before);
    t.clock.advance(40_000);
    expect((await ask('host@restaurant.cn')).statusCode).toBe(202);
    expect((await ask('stranger@example.cn')).statusCode).toBe(202);
    expect(await queued()).toBe(before + 1);
  });
});
