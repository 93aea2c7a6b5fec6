/** The byte-order mark that makes spreadsheet programs read the file as UTF-8 (Chinese names intact). */
export const UTF8_BOM = '\uFEFF';

/**
 * One CSV field: quoted when it holds a comma, quote or line break; text a spreadsheet would run
 * as a formula (=, +, -, @ first) is kept as text with a leading apostrophe, since guests write it.
 */
export function csvField(value: string | number | boolean | null): string {
  if (value === null) return '';
  if (typeof value !== 'string') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** A whole file: the byte-order mark, the header row, then one row per record, lines ended by CRLF. */
export function csvFile(header: readonly string[], rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null>>): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}
