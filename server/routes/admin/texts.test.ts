import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_ADMIN_TOKEN, buildTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const admin = (method: 'GET' | 'PUT', url: string, payload?: unknown) =>
  t.app.inject({ method, url, payload: payload as object, headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` } });
const card = async () => (await t.app.inject({ method: 'GET', url: '/api/restaurant' })).json();
const storedTexts = async () => (await t.db.query('select key, lang, body from restaurant_texts order by key, lang')).rows;

describe("the restaurant's texts", () => {
  it('come with the card in both languages, the demo wording with its rules filled in', async () => {
    const { texts } = await card();
    expect(texts.en.notes.split('\n')[0]).toBe(
      'Free cancellation at least 4 working days before your visit. Inside that, the deposit is not refunded but the booking can be moved. PayPal refunds carry a 4.5% fee.',
    );
    expect(texts.zh.notes).toContain('用餐前至少 4 个工作日可免费取消');
    expect(texts.en.private_room).toBe('The private room is for parties of 6 or more, booked at least 7 working days ahead.');
    expect(texts.zh.deposit_policy).toBe('每位 500 元订金用于保留座位，将在餐厅结账时从总额中扣除。');
    expect(texts.en.menu_price).toBe('RMB 1,880 per person');
  });

  it('follow the rule a note states when the setting changes, in both languages', async () => {
    expect((await admin('PUT', '/api/admin/settings/free_cancel_working_days', { value: 3 })).statusCode).toBe(200);
    expect((await admin('PUT', '/api/admin/settings/deposit_per_person', { value: '1200' })).statusCode).toBe(200);
    const { texts } = await card();
    expect(texts.en.notes).toMatch(/^Free cancellation at least 3 working days before/);
    expect(texts.zh.notes).toMatch(/^用餐前至少 3 个工作日可免费取消/);
    expect(texts.en.change_policy).toContain('at least 3 working days before');
    expect(texts.en.deposit_policy).toContain('RMB 1,200 per guest');
    expect(texts.zh.deposit_policy_international).toContain('每位 1,200 元订金');
    await admin('PUT', '/api/admin/settings/free_cancel_working_days', { value: 4 });
    await admin('PUT', '/api/admin/settings/deposit_per_person', { value: '500' });
  });

  it('are written per language and shown from the next read of the card and the page', async () => {
    const written = await admin('PUT', '/api/admin/texts/menu_price/zh', { text: '每位 {deposit} 元订金，菜单每位 2,000 元' });
    expect(written.statusCode).toBe(200);
    expect(written.json()).toMatchObject({ key: 'menu_price', lang: 'zh', text: '每位 {deposit} 元订金，菜单每位 2,000 元', shown: '每位 500 元订金，菜单每位 2,000 元' });
    expect((await card()).texts.zh.menu_price).toBe('每位 500 元订金，菜单每位 2,000 元');
    expect((await card()).texts.en.menu_price).toBe('RMB 1,880 per person');
    const notes = 'Free cancellation {free_cancel_working_days} working days ahead.\r\nNo perfume, please.';
    expect((await admin('PUT', '/api/admin/texts/notes/en', { text: notes })).statusCode).toBe(200);
    expect((await card()).texts.en.notes).toBe('Free cancellation 4 working days ahead.\nNo perfume, please.');
    const overview = (await admin('GET', '/api/admin/texts')).json();
    expect(overview).toHaveLength(22);
    expect(overview.find((row: { key: string; lang: string }) => row.key === 'notes' && row.lang === 'en')).toMatchObject({ text: 'Free cancellation {free_cancel_working_days} working days ahead.\nNo perfume, please.' });
  });

  it('removes a text written empty: the card no longer carries it', async () => {
    expect((await admin('PUT', '/api/admin/texts/chef/en', { text: '  ' })).json()).toMatchObject({ key: 'chef', lang: 'en', text: null, shown: null });
    const { texts } = await card();
    expect(texts.en.chef).toBeUndefined();
    expect(texts.zh.chef).toBeTruthy();
  });

  it('refuses bad input in English and Chinese and changes nothing', async () => {
    const before = await storedTexts();
    const refusals = [
      [admin('PUT', '/api/admin/texts/recipe/en', { text: 'x' }), 404, /There is no text "recipe".*没有名为 "recipe" 的文本/],
      [admin('PUT', '/api/admin/texts/notes/fr', { text: 'x' }), 422, /The language must be en or zh.*语言须为 en/],
      [admin('PUT', '/api/admin/texts/notes/en', { text: 'At least {cancel_days} days' }), 422, /\{cancel_days\}, which is not a placeholder.*\{free_cancel_working_days\}.*不是可用的占位符/],
      [admin('PUT', '/api/admin/texts/notes/en', { text: 'Parties of {private_room_min_party}' }), 422, /\{private_room_min_party\}, which is not a placeholder/],
      [admin('PUT', '/api/admin/texts/notes/zh', { text: '至少 {deposit 元' }), 422, /uses \{, which is not a placeholder/],
      [admin('PUT', '/api/admin/texts/menu_name/en', { text: 'x'.repeat(201) }), 422, /201 characters; at most 200.*最多 200 个/],
      [admin('PUT', '/api/admin/texts/chef/zh', { text: 'a\u0007b' }), 422, /control character.*控制字符/],
      [admin('PUT', '/api/admin/texts/chef/zh', { text: 42 }), 422, /must be a string.*须为文字/],
    ] as const;
    for (const [answer, status, message] of refusals) {
      const response = await answer;
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await storedTexts()).toEqual(before);
  });

  it('needs a manager: a guest cannot write them', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/admin/texts/chef/en', payload: { text: 'Hacked' } });
    expect(response.statusCode).toBe(401);
  });
});

describe('the FAQ states rules from their settings too', () => {
  const faqAnswer = async (lang: 'en' | 'zh', question: RegExp) => {
    const items: Array<Record<string, string>> = (await t.app.inject({ method: 'GET', url: '/api/fetch_faq' })).json();
    return items.find((item) => question.test(item[`question_${lang}`]!))![`answer_${lang}`];
  };

  it('fills its placeholders in both languages and refuses an unknown one', async () => {
    expect(await faqAnswer('en', /cancel/)).toContain('up to 4 working days before your visit');
    expect(await faqAnswer('zh', /包间/)).toBe('有，适合 6 位及以上的客人，需至少提前 7 个工作日预订。');
    await admin('PUT', '/api/admin/settings/free_cancel_working_days', { value: 2 });
    expect(await faqAnswer('en', /cancel/)).toContain('up to 2 working days before your visit');
    expect(await faqAnswer('zh', /取消/)).toContain('至少 2 个工作日可免费取消');
    await admin('PUT', '/api/admin/settings/free_cancel_working_days', { value: 4 });

    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/faq/entries',
      payload: { question_en: 'Notice?', question_zh: '提前？', answer_en: '{notice} days', answer_zh: '{notice} 天' },
      headers: { authorization: `Bearer ${TEST_ADMIN_TOKEN}` },
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toMatch(/answer_en \(the answer in English\) uses \{notice\}, which is not a placeholder.*不是可用的占位符/);
  });
});
