import { describe, expect, it } from 'vitest';
import { AVOIDED_TERMS, formatMoney, GLOSSARY } from '../../api-client/rules/glossary.ts';
import { formatRmb, formatUsd } from '../rules/money.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** Issue 19 (defect 13): the widget's texts use the glossary's words and its one money format. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : [];

describe('the widget and the glossary', () => {
  it('uses no word the glossary replaced', () => {
    for (const term of AVOIDED_TERMS.zh) expect(strings(zh).filter((text) => text.includes(term)), term).toEqual([]);
    for (const term of AVOIDED_TERMS.en) expect(strings(en).filter((text) => text.includes(term)), term).toEqual([]);
  });

  it('names My bookings and the booking code as the glossary does', () => {
    expect(zh.myBookings.heading).toBe(GLOSSARY.zh.myBookings);
    expect(en.myBookings.heading).toBe(GLOSSARY.en.myBookings);
    expect(zh.review.code).toBe(GLOSSARY.zh.bookingCode);
    expect(en.review.code).toBe(GLOSSARY.en.bookingCode);
  });

  it('writes money by the glossary function', () => {
    expect(formatRmb(137_600, 'zh')).toBe(formatMoney(137_600, 'CNY', 'zh'));
    expect(formatRmb(137_600, 'en')).toBe(formatMoney(137_600, 'CNY', 'en'));
    expect(formatUsd(192.64, 'zh')).toBe(formatMoney(19_264, 'USD', 'zh'));
  });
});
