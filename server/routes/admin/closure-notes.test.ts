import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
const closures = async () => (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json().closures;

// Today is 3 June 2026 in the tests; the horizon is 60 days.
describe("a closed date's note for guests", () => {
  it('goes out with the card in both languages, the one written standing for both until the other is', async () => {
    expect((await admin('POST', '/api/admin/closed_dates', { date: '2026-06-12', note: 'Private event' })).statusCode).toBe(200);
    await admin('POST', '/api/admin/closed_dates', { date: '2026-06-13' });
    await admin('POST', '/api/admin/closed_dates', { date: '2026-05-30', note: 'Past' });
    await admin('POST', '/api/admin/closed_dates', { date: '2026-12-24', note: 'Beyond the horizon' });
    expect(await closures()).toEqual([{ date: '2026-06-12', note_en: 'Private event', note_zh: 'Private event' }]);

    const written = await admin('PUT', '/api/admin/closed_dates/2026-06-12/note/zh', { note: '私人活动' });
    expect(written.json()).toEqual({ date: '2026-06-12', note_en: 'Private event', note_zh: '私人活动' });
    expect(await closures()).toEqual([{ date: '2026-06-12', note_en: 'Private event', note_zh: '私人活动' }]);
    expect((await admin('GET', '/api/admin/closed_dates')).json()).toContainEqual({ day: '2026-06-12', note: 'Private event', note_zh: '私人活动' });
  });

  it('is refused in both languages when the date, the language or the note is wrong, changing nothing', async () => {
    const before = await closures();
    const refusals = [
      ['/api/admin/closed_dates/2026-06-14/note/en', { note: 'x' }, 404, /2026-06-14 is not a closed date.*不是休息日/],
      ['/api/admin/closed_dates/2026-02-30/note/en', { note: 'x' }, 422, /YYYY-MM-DD.*日期格式/],
      ['/api/admin/closed_dates/2026-06-12/note/fr', { note: 'x' }, 422, /en or zh.*语言须为/],
      ['/api/admin/closed_dates/2026-06-12/note/en', { note: 'a\nb' }, 422, /line break.*换行/],
      ['/api/admin/closed_dates/2026-06-12/note/en', { note: 'x'.repeat(201) }, 422, /at most 200.*最多 200/],
    ] as const;
    for (const [url, body, status, message] of refusals) {
      const answer = await admin('PUT', url, body);
      expect(answer.statusCode).toBe(status);
      expect(answer.json().message).toMatch(message);
    }
    expect(await closures()).toEqual(before);
  });
});
