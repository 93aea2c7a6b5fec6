import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addStaff, bootstrapOwner, signInStaff, type StaffBrowser } from '../../test/staff.ts';
import { buildTestApp } from '../../test/test-app.ts';

let t: Awaited<ReturnType<typeof buildTestApp>>;
let manager: StaffBrowser;
let host: StaffBrowser;
let id: number;
beforeAll(async () => {
  t = await buildTestApp();
  const owner = await bootstrapOwner(t.app);
  await addStaff(t.app, owner, 'manager@restaurant.cn', 'manager');
  await addStaff(t.app, owner, 'host@restaurant.cn', 'host');
  manager = await signInStaff(t.app, owner, 'manager@restaurant.cn');
  host = await signInStaff(t.app, owner, 'host@restaurant.cn', '192.0.2.11');
  const { rows } = await t.db.query<{ id: number }>(
    `insert into contact_messages (name, email, message, client_ip, created_at) values ('Ada', 'ada@example.com', 'Do you cater for vegans?', '198.51.100.7', $1) returning id`,
    [t.clock.now()],
  );
  id = rows[0]!.id;
});
afterAll(() => t.close());

describe('contact enquiries in the console', () => {
  it('lists open enquiries for a manager, and answers one by e-mail once, through the outbox', async () => {
    const open = await t.app.inject({ method: 'GET', url: '/api/staff/enquiries', headers: manager.headers() });
    expect(open.json()).toEqual([expect.objectContaining({ id, name: 'Ada', email: 'ada@example.com', replied_at: null })]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/enquiries', headers: host.headers() })).statusCode).toBe(403);

    const reply = (text: string) => t.app.inject({ method: 'POST', url: `/api/staff/enquiries/${id}/reply`, headers: manager.headers(true), payload: { reply: text } });
    expect((await reply('  ')).statusCode).toBe(422);
    const answered = await reply('Yes: tell us when you book and the chef prepares a vegan menu.');
    expect(answered.statusCode).toBe(200);
    expect(answered.json()).toMatchObject({ id, replied_by: 'manager@restaurant.cn', reply: 'Yes: tell us when you book and the chef prepares a vegan menu.' });
    const again = await reply('Twice?');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: 'enquiry_answered' });

    const { rows } = await t.db.query<{ kind: string; body: string }>("select kind, body from outgoing_messages where recipient = 'ada@example.com'");
    expect(rows).toEqual([{ kind: 'enquiry_reply', body: expect.stringContaining('> Do you cater for vegans?') }]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/enquiries', headers: manager.headers() })).json()).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: '/api/staff/enquiries?open=false', headers: manager.headers() })).json()).toHaveLength(1);
  });
});
