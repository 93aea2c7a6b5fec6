/**
 * iCalendar (RFC 5545) for both .ics files, the e-mail's (server) and the download (widget). UTC
 * times, so calendar apps show local time without a VTIMEZONE block; TextEncoder rather than Buffer,
 * so it runs in the browser too.
 */

/** An instant as an iCalendar UTC date-time: 20260605T110000Z. */
export function icalUtc(instant: Date): string {
  return instant.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon and comma escaped, line breaks as \n. */
export function escapeIcalText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets folded (CRLF and a space), never inside a UTF-8 character. */
export function foldIcalLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // The first line holds 75 octets; each continuation starts with a space, so 74 more.
    if (octets + size > (parts.length === 0 ? 75 : 74)) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** The file's text from its content lines: each folded, CRLF line endings as the standard asks. */
export function icalDocument(lines: string[]): string {
  return `${lines.map(foldIcalLine).join('\r\n')}\r\n`;
}
