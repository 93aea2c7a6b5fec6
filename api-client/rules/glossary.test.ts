import { describe, expect, it } from 'vitest';
import { AVOIDED_ON_SCREENS, AVOIDED_TERMS, formatMoney, GLOSSARY, titleCaseWords } from './glossary.ts';

/**
 * One glossary per language. The resources and templates are held to it
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

  it('groups thousands as en-US does, without Intl', () => {
    for (const minor of [0, 5, 99_999, 100_000, 12_345_678, 123_456_789_012]) {
      const expected = `${Math.floor(minor / 100).toLocaleString('en-US')}.${String(minor % 100).padStart(2, '0')}`;
      expect(formatMoney(minor, 'CNY', 'en')).toBe(`RMB ${expected}`);
    }
    expect(formatMoney(123_456_789, 'CNY', 'en')).toBe('RMB 1,234,567.89');
  });

  it('does not list a chosen term among the avoided ones', () => {
    for (const lang of ['en', 'zh'] as const) {
      const avoided = [...AVOIDED_TERMS[lang], ...AVOIDED_ON_SCREENS[lang]];
      for (const term of Object.values(GLOSSARY[lang])) expect(avoided.some((word) => term.includes(word)), term).toBe(false);
    }
  });

  it('finds title case in an English label, and leaves names and sentences alone', () => {
    expect(titleCaseWords('Show Details')).toEqual(['Details']);
    expect(titleCaseWords('Invalid Booking Code')).toEqual(['Booking', 'Code']);
    expect(titleCaseWords('Show details')).toEqual([]);
    expect(titleCaseWords('Pay with WeChat Pay')).toEqual([]);
    expect(titleCaseWords('Download .ics (Apple, Outlook)')).toEqual([]);
    expect(titleCaseWords('Welcome to Counter Shanghai')).toEqual([]);
    expect(titleCaseWords('Use “My bookings” with the same phone.')).toEqual([]);
  });
});
