import { describe, expect, it } from 'vitest';
import { AVOIDED_TERMS, formatMoney, GLOSSARY } from './glossary.ts';

/**
 * Issue 19 (defect 13): one glossary per language. The resources and templates are held to it
 * where they live: widget/i18n/glossary.test.ts, site/i18n/site-glossary.test.ts,
 * server/payments/confirmation-messages.test.ts.
 */
describe('the glossary', () => {
  it('writes money one way per language', () => {
    expect(formatMoney(137_600, 'CNY', 'zh')).toBe('人民币 1,376.00 元');
    expect(formatMoney(137_600, 'CNY', 'en')).toBe('RMB 1,376.00');
    expect(formatMoney(80_000, 'CNY', 'zh')).toBe('人民币 800.00 元');
    expect(formatMoney(19_264, 'USD', 'en')).toBe('USD 192.64');
    expect(formatMoney(19_264, 'USD', 'zh')).toBe('192.64 美元');
  });

  it('does not list a chosen term among the avoided ones', () => {
    for (const lang of ['en', 'zh'] as const) {
      for (const term of Object.values(GLOSSARY[lang])) expect(AVOIDED_TERMS[lang].some((avoided) => term.includes(avoided)), term).toBe(false);
    }
  });
});
