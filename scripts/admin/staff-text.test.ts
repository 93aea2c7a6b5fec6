import { describe, expect, it } from 'vitest';
import { answerShownToStaff, shownToStaff } from './staff-text.ts';

describe('shownToStaff', () => {
  it('shows direction-changing and invisible characters instead of obeying them', () => {
    expect(shownToStaff('Li \u202Eiew\u202C')).toBe('Li \\u{202E}iew\\u{202C}');
    expect(shownToStaff('A\u200BB\u2066C\u2069D\u061CE\uFEFF')).toBe('A\\u{200B}B\\u{2066}C\\u{2069}D\\u{061C}E\\u{FEFF}');
    expect(shownToStaff('bell\u0007 escape\u001b[2J')).toBe('bell\\u{0007} escape\\u{001B}[2J');
    expect(shownToStaff('\u3164\u2060Li')).toBe('\\u{3164}\\u{2060}Li');
  });

  it('keeps ordinary text, Chinese, emoji, line breaks and tabs', () => {
    expect(shownToStaff('张三 🙂\nNo nuts:\tpeanuts')).toBe('张三 🙂\nNo nuts:\tpeanuts');
  });

  it('escapes every string of an answer, keys and nested values too', () => {
    expect(answerShownToStaff([{ name: 'Wei\u202E', pax: 2, notes: { food: '\u200Bnuts' } }])).toEqual([{ name: 'Wei\\u{202E}', pax: 2, notes: { food: '\\u{200B}nuts' } }]);
  });
});
