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

  it('lets the site add its own namespace to the same instance', () => {
    const i18n = createI18n('en', { en: { site: { hello: 'Welcome' } }, zh: { site: { hello: '欢迎' } } });
    expect(i18n.t('hello', { ns: 'site' })).toBe('Welcome');
    expect(i18n.t('calendar.heading')).toBe('Choose date');
  });
});
