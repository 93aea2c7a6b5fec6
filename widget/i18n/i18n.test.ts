import { afterEach, describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { createI18n, errorText, LANGUAGE_STORAGE_KEY, resolveLang } from './i18n.ts';
import { zh } from './zh.ts';

const keys = (value: object, prefix = ''): string[] =>
  Object.entries(value).flatMap(([key, inner]) => (typeof inner === 'string' ? [`${prefix}${key}`] : keys(inner as object, `${prefix}${key}.`)));

function withStoredLanguage(value: string | null) {
  const store = new Map<string, string>(value ? [[LANGUAGE_STORAGE_KEY, value]] : []);
  Object.assign(globalThis, { localStorage: { getItem: (key: string) => store.get(key) ?? null } });
}
afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

describe('widget languages', () => {
  it('has every English string in Chinese, none left empty', () => {
    expect(keys(zh).sort()).toEqual(keys(en).sort());
    expect(keys(zh).filter((key) => !key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], zh))).toEqual([]);
  });

  it('takes the lang attribute, else the shared stored choice, else English', () => {
    withStoredLanguage('zh');
    expect(resolveLang('en')).toBe('en');
    expect(resolveLang(null)).toBe('zh');
    withStoredLanguage('fr');
    expect(resolveLang(undefined)).toBe('en');
  });

  it('translates server error keys and falls back to the server text', () => {
    const i18n = createI18n('zh');
    const t = i18n.t.bind(i18n) as (key: string, options?: Record<string, unknown>) => string;
    expect(errorText(t, 'phone_required')).toBe('请输入手机号码。');
    expect(errorText(t, 'some_new_key', 'Readable text')).toBe('Readable text');
    expect(i18n.t('slots.partySize', { count: 4, time: '19:00' })).toBe('4 位，19:00');
    expect(createI18n('en').t('slots.partySize', { count: 1, time: '18:00' })).toBe('1 guest, 18:00');
  });

  it("states the restaurant's numbers in the rules' texts, as written for the defaults and following a change", () => {
    const en = createI18n('en');
    const zh = createI18n('zh');
    const tEn = en.t.bind(en) as (key: string, options?: Record<string, unknown>) => string;
    const tZh = zh.t.bind(zh) as (key: string, options?: Record<string, unknown>) => string;
    const defaults = { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 };
    expect(errorText(tEn, 'beyond_horizon', 'server text', defaults)).toBe('Bookings open 60 days ahead.');
    expect(errorText(tZh, 'beyond_horizon', 'server text', defaults)).toBe('仅可预订 60 天内的日期。');
    expect(errorText(tEn, 'too_late_to_request', '', defaults)).toBe('Changes are possible until 3 days before the visit. Please contact us.');
    expect(en.t('notes.hold', { count: 30 })).toBe('Your seats are held for 30 minutes while you complete the booking.');
    expect(zh.t('notes.hold', { count: 30 })).toBe('完成预订期间，座位为您保留 30 分钟。');
    const changed = { ...defaults, horizon_days: 30, otp_resend_seconds: 90, change_cancel_min_days: 1 };
    expect(errorText(tEn, 'beyond_horizon', '', changed)).toBe('Bookings open 30 days ahead.');
    expect(errorText(tZh, 'beyond_horizon', '', changed)).toBe('仅可预订 30 天内的日期。');
    expect(errorText(tEn, 'otp_resend_too_soon', '', changed)).toBe('Please wait 90 seconds before asking for another code.');
    expect(errorText(tZh, 'otp_resend_too_soon', '', changed)).toBe('请等待 90 秒后再获取新的验证码。');
    expect(errorText(tEn, 'too_late_to_request', '', changed)).toBe('Changes are possible until 1 day before the visit. Please contact us.');
    expect(en.t('notes.hold', { count: 1 })).toBe('Your seats are held for 1 minute while you complete the booking.');
    // Without the rules the server's text, which states the number it enforced, is shown.
    expect(errorText(tEn, 'beyond_horizon', 'Bookings open 45 days ahead.')).toBe('Bookings open 45 days ahead.');
  });

  it('lets the site add its own namespace to the same instance', () => {
    const i18n = createI18n('en', { en: { site: { hello: 'Welcome' } }, zh: { site: { hello: '欢迎' } } });
    expect(i18n.t('hello', { ns: 'site' })).toBe('Welcome');
    expect(i18n.t('calendar.heading')).toBe('Choose date');
  });
});
