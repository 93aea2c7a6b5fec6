import { describe, expect, it } from 'vitest';
import { codePointName, unseenParts } from './unseen-characters.ts';

describe('unseenParts', () => {
  it('cuts out direction-changing and invisible characters, each alone', () => {
    expect(unseenParts('please move \u202Eto 9pm')).toEqual([
      { text: 'please move ', unseen: false },
      { text: '\u202E', unseen: true },
      { text: 'to 9pm', unseen: false },
    ]);
    expect(unseenParts('\u3164\u2060\uFEFF').map((part) => codePointName(part.text))).toEqual(['U+3164', 'U+2060', 'U+FEFF']);
  });

  it('leaves Chinese, emoji, line breaks and tabs as they are', () => {
    expect(unseenParts('张三 🙂\nNo nuts:\tpeanuts')).toEqual([{ text: '张三 🙂\nNo nuts:\tpeanuts', unseen: false }]);
  });
});
