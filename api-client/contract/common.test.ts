import { describe, expect, it } from 'vitest';
import { freeText, lineText, TEXT_CONTROL_CHARACTERS } from './common.ts';

const refusal = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message;

describe('lineText', () => {
  const name = lineText().trim().min(1, 'name_required');

  it('keeps ordinary text, Chinese, emoji and spaces, then applies the checks after it', () => {
    expect(name.parse('  Zhang San 张三 🙂 ')).toBe('Zhang San 张三 🙂');
    expect(refusal(name.safeParse('   '))).toBe('name_required');
  });

  it.each([
    ['NUL', '\u0000'],
    ['escape', '\u001b'],
    ['delete', '\u007f'],
    ['a C1 control', '\u0085'],
    ['a line break', '\n'],
    ['a carriage return', '\r'],
    ['a tab', '\t'],
    ['a line separator', '\u2028'],
    ['a lone surrogate', '\ud800'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
    ['a pop directional isolate', '\u2069'],
    ['a zero-width space', '\u200b'],
    ['a zero-width joiner', '\u200d'],
    ['a right-to-left mark', '\u200f'],
    ['the Arabic letter mark', '\u061c'],
  ])('refuses %s anywhere with text_control_characters, before any other check', (_name, character) => {
    expect(refusal(name.safeParse(`Zhang${character}San`))).toBe(TEXT_CONTROL_CHARACTERS);
    expect(refusal(name.safeParse(character))).toBe(TEXT_CONTROL_CHARACTERS);
  });

  it('keeps its own error for a value that is not a string', () => {
    expect(refusal(lineText({ error: 'name_invalid' }).safeParse(42))).toBe('name_invalid');
  });
});

describe('freeText', () => {
  const notes = freeText().trim();

  it('keeps line breaks (\\n and \\r\\n) and tabs', () => {
    expect(notes.parse('Window seat\r\nNo nuts:\tpeanuts\nThanks')).toBe('Window seat\r\nNo nuts:\tpeanuts\nThanks');
  });

  it.each([['\u0000'], ['\u0008'], ['\u000b'], ['\u000c'], ['\r'], ['\u001f'], ['\u007f'], ['\u009f'], ['\udc00']])(
    'refuses %j',
    (character) => {
      expect(refusal(notes.safeParse(`a${character}b`))).toBe(TEXT_CONTROL_CHARACTERS);
    },
  );
});
