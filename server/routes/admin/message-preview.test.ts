import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCall } from '../../staff-actions/test-support.ts';
import { buildTestApp, type TestApp } from '../../test/test-app.ts';

type Previewed = Array<{ channel: string; to: string; subject: string | null; text: string }>;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('a message previewed for the restaurant (messages preview)', () => {
  it("speaks in the restaurant's own name and deposit, never the demo's", async () => {
    await adminCall(t.app, 'PUT', '/api/admin/restaurant/name_en', { value: 'Ember Counter' });
    await adminCall(t.app, 'PUT', '/api/admin/restaurant/name_zh', { value: '余烬吧台' });
    await adminCall(t.app, 'PUT', '/api/admin/settings/deposit_per_person', { value: 388 });
    const en = await adminCall<Previewed>(t.app, 'GET', '/api/admin/messages/preview/confirmation/en');
    expect(en.status).toBe(200);
    expect(en.body.map((message) => message.channel)).toEqual(['email', 'sms']);
    expect(en.body[0]!.text).toContain('Ember Counter');
    expect(en.body[0]!.text).toContain('RMB 776.00');
    const zh = await adminCall<Previewed>(t.app, 'GET', '/api/admin/messages/preview/reminder/zh');
    expect(zh.body.map((message) => message.text).join('\n')).toContain('余烬吧台');
    for (const message of [...en.body, ...zh.body]) expect(`${message.subject ?? ''} ${message.text}`).not.toMatch(/Counter Shanghai|上海吧台/);
  });

  it('refuses a kind or language it does not know, in words', async () => {
    const refused = await adminCall(t.app, 'GET', '/api/admin/messages/preview/invoice/en');
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({ errors: { kind: 'preview_kind_invalid' } });
    expect((await adminCall(t.app, 'GET', '/api/admin/messages/preview/reminder/fr')).body).toMatchObject({ errors: { lang: 'lang_invalid' } });
  });
});
