import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Guest } from '../../test/guest.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

let nextIp = 1;
const freshGuest = () => Guest.start(t.app, 'cookies', `10.4.0.${nextIp++}`);
const stored = async () => (await t.db.query('select name, email, message, client_ip from contact_messages order by id')).rows;
const forwarded = async () =>
  (await t.db.query<{ recipient: string; subject: string; body: string }>("select recipient, subject, body from outbox where channel = 'email'")).rows;

describe('fetch_faq', () => {
  it('lists the questions in both languages in the restaurant\u2019s order', async () => {
    await t.db.query("update faqs set sort = -1 where question_en = 'Can I cancel or change my booking?'");
    const response = await t.app.inject({ method: 'GET', url: '/api/fetch_faq' });
    expect(response.statusCode).toBe(200);
    const faq = response.json() as Array<Record<string, unknown>>;
    expect(faq.length).toBeGreaterThan(2);
    expect(faq[0]).toMatchObject({ id: expect.any(Number), question_en: 'Can I cancel or change my booking?', question_zh: expect.any(String) });
    for (const item of faq) expect(Object.keys(item).sort()).toEqual(['answer_en', 'answer_zh', 'id', 'question_en', 'question_zh']);
  });
});

describe('contact', () => {
  it('stores the enquiry trimmed and forwards it to the restaurant', async () => {
    const guest = await freshGuest();
    const response = await guest.post('/api/contact', { name: '  Zhang San ', email: 'Zhang@Example.CN', message: ' Do you have a vegetarian menu? ' });
    expect(response).toMatchObject({ status: 200, body: { status: 'success' } });
    await t.app.outgoing.deliverDue();
    expect(await stored()).toEqual([{ name: 'Zhang San', email: 'zhang@example.cn', message: 'Do you have a vegetarian menu?', client_ip: '10.4.0.1' }]);
    const [mail] = await forwarded();
    expect(mail).toMatchObject({ recipient: 'restaurant@example.com', subject: expect.stringContaining('Zhang San') });
    expect(mail!.body).toContain('Do you have a vegetarian menu?');
    expect(mail!.body).toContain('zhang@example.cn');
  });

  const good = { name: 'Zhang San', email: 'zhang@example.cn', message: 'A question' };
  const invalid: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing name', { name: undefined }, 'name', 'name_required'],
    ['blank name', { name: '   ' }, 'name', 'name_required'],
    ['name too long', { name: 'n'.repeat(101) }, 'name', 'name_too_long'],
    ['name of the wrong type', { name: { first: 'Z' } }, 'name', 'name_invalid'],
    ['missing e-mail', { email: '' }, 'email', 'email_required'],
    ['malformed e-mail', { email: 'zhang at example.cn' }, 'email', 'email_format_error'],
    ['e-mail too long', { email: `${'z'.repeat(250)}@example.cn` }, 'email', 'email_format_error'],
    ['missing message', { message: undefined }, 'message', 'message_required'],
    ['blank message', { message: '\n\t ' }, 'message', 'message_required'],
    ['message too long', { message: 'm'.repeat(4001) }, 'message', 'message_too_long'],
    ['message of the wrong type', { message: 42 }, 'message', 'message_invalid'],
  ];
  it.each(invalid)('refuses %s with a readable message, storing and sending nothing', async (_name, change, field, key) => {
    const before = [await stored(), await forwarded()];
    const response = await (await freshGuest()).post<{ message: string; errors: Record<string, string> }>('/api/contact', {
      ...good,
      ...change,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors[field]).toBe(key);
    expect(response.body.message).not.toBe('');
    expect([await stored(), await forwarded()]).toEqual(before);
  });

  it('takes a message of exactly 4000 characters', async () => {
    expect((await (await freshGuest()).post('/api/contact', { ...good, message: 'm'.repeat(4000) })).status).toBe(200);
  });

  it('accepts 5 enquiries an hour from one address', async () => {
    const guest = await Guest.start(t.app, 'token', '10.4.9.9');
    for (let i = 0; i < 5; i++) expect((await guest.post('/api/contact', { ...good, message: `Question ${i}` })).status).toBe(200);
    const count = (await stored()).length;
    const sixth = await guest.post('/api/contact', { ...good, message: 'Question 5' });
    expect(sixth).toMatchObject({ status: 429, body: { error: 'contact_rate_limited' } });
    expect((await stored()).length).toBe(count);
    expect((await (await freshGuest()).post('/api/contact', good)).status).toBe(200);
    t.clock.advance(3_600_000);
    expect((await guest.post('/api/contact', good)).status).toBe(200);
  });
});
