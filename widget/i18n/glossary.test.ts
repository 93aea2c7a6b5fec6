import { describe, expect, it } from 'vitest';
import { AVOIDED_ON_SCREENS, AVOIDED_TERMS, formatMoney, GLOSSARY, titleCaseWords } from '../../api-client/rules/glossary.ts';
import { formatRmb, formatUsd } from '../rules/money.ts';
import { en } from './en.ts';
import { zh } from './zh.ts';

/** The widget's texts use the glossary's words and its one money format. */
const strings = (tree: unknown): string[] =>
  typeof tree === 'string' ? [tree] : tree && typeof tree === 'object' ? Object.values(tree).flatMap(strings) : [];

describe('the widget and the glossary', () => {
  it('uses no word the glossary replaced', () => {
    for (const term of [...AVOIDED_TERMS.zh, ...AVOIDED_ON_SCREENS.zh]) expect(strings(zh).filter((text) => text.includes(term)), term).toEqual([]);
    for (const term of [...AVOIDED_TERMS.en, ...AVOIDED_ON_SCREENS.en]) expect(strings(en).filter((text) => text.includes(term)), term).toEqual([]);
  });

  it('names My bookings, the booking code and the party size as the glossary does', () => {
    for (const lang of ['en', 'zh'] as const) {
      const text = { en, zh }[lang];
      const words = GLOSSARY[lang];
      expect(text.myBookings.heading).toBe(words.myBookings);
      // The way there from the calendar, and from a booking started in another browser.
      expect(text.embed.myBookings).toBe(words.myBookings);
      expect(text.review.code).toBe(words.bookingCode);
      expect([text.flow.guests, text.review.guests]).toEqual([words.guests, words.guests]);
    }
    expect(en.confirmation.nextChange).toContain(`“${GLOSSARY.en.myBookings}”`);
    expect(zh.confirmation.nextChange).toContain(`“${GLOSSARY.zh.myBookings}”`);
  });

  it('says closed and maintenance as the site does', () => {
    expect([en.embed.closed, en.embed.maintenance]).toEqual([GLOSSARY.en.closedNotice, GLOSSARY.en.maintenanceNotice]);
    expect([zh.embed.closed, zh.embed.maintenance]).toEqual([GLOSSARY.zh.closedNotice, GLOSSARY.zh.maintenanceNotice]);
  });

  it('writes English labels in sentence case', () => {
    expect(strings(en).filter((text) => titleCaseWords(text).length > 0)).toEqual([]);
  });

  it('writes money by the glossary function', () => {
    expect(formatRmb(137_600, 'zh')).toBe(formatMoney(137_600, 'CNY', 'zh'));
    expect(formatRmb(137_600, 'en')).toBe(formatMoney(137_600, 'CNY', 'en'));
    expect(formatUsd(192.64, 'zh')).toBe(formatMoney(19_264, 'USD', 'zh'));
  });
});
