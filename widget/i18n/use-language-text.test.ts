import type { i18n as I18n } from 'i18next';
import { describe, expect, it } from 'vitest';
import { LANGUAGES, WIDGET_NAMESPACE } from './i18n-core.ts';
import { createI18n } from './i18n.ts';
import { plainFirstT } from './use-language-text.ts';

/** Every key under a namespace, as dotted paths to its strings. */
function keysOf(tree: unknown, prefix = ''): string[] {
  if (typeof tree === 'string') return [prefix];
  return Object.entries(tree as Record<string, unknown>).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const full = (i18n: I18n, lang: string, namespace: string) => i18n.getFixedT(lang, namespace) as unknown as (key: string, options?: object) => string;

describe('the remembered, plain-first translate function', () => {
  const i18n = createI18n('en');

  for (const lang of LANGUAGES) {
    it(`says exactly what i18next says for every widget key in ${lang}`, () => {
      const t = plainFirstT(i18n, lang, WIDGET_NAMESPACE) as unknown as (key: string, options?: object) => string;
      const keys = keysOf(i18n.getResourceBundle(lang, WIDGET_NAMESPACE));
      expect(keys.length).toBeGreaterThan(40);
      for (const key of keys) expect([key, t(key)]).toEqual([key, full(i18n, lang, WIDGET_NAMESPACE)(key)]);
    });
  }

  it('interpolates, pluralises and falls back through i18next', () => {
    const t = plainFirstT(i18n, 'zh', 'widget') as unknown as (key: string, options?: object) => string;
    const tFull = full(i18n, 'zh', 'widget');
    expect(t('slots.seatsLeft', { count: 1 })).toBe(tFull('slots.seatsLeft', { count: 1 }));
    expect(t('slots.seatsLeft', { count: 3 })).toBe(tFull('slots.seatsLeft', { count: 3 }));
    expect(t('slots.seatsLeft', { count: 3 })).toContain('3');
    expect(t('no.such.key')).toBe('no.such.key');
  });
});
