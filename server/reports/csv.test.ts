import { describe, expect, it } from 'vitest';
import { csvField, csvFile } from './csv.ts';

describe('the bookings export as CSV', () => {
  it('starts with a byte-order mark and a header row, lines ended by CRLF', () => {
    const file = csvFile(['code', 'name'], [['K7M2', '王磊']]);
    expect(file.charCodeAt(0)).toBe(0xfeff);
    expect(file.slice(1)).toBe('code,name\r\nK7M2,王磊\r\n');
  });

  it('quotes commas, quotes and line breaks, and keeps formulas as text', () => {
    expect(csvField('Window, please')).toBe('"Window, please"');
    expect(csvField('a "quiet" table')).toBe('"a ""quiet"" table"');
    expect(csvField('line\nbreak')).toBe('"line\nbreak"');
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField(null)).toBe('');
    expect(csvField(12)).toBe('12');
  });
});
