import { describe, expect, it } from 'vitest';
import { googleCalendarUrl, icsText, outlookCalendarUrl, visitEventUid, type VisitEvent } from './calendar-event.ts';
import { escapeIcalText, foldIcalLine } from './icalendar.ts';

const visit: VisitEvent = {
  code: 'TB-7KQ2',
  date: '2026-06-05',
  time: '19:00',
  durationMinutes: 150,
  title: 'Counter Shanghai, 2 guests',
  description: 'Booking TB-7KQ2; deposit paid, deducted from the bill.\nCall +86 21 6437 0000',
  location: '88 Fuxing Road West, Xuhui District, Shanghai',
};
const stamped = new Date('2026-06-03T02:00:00Z');

describe('the visit as an iCalendar file', () => {
  it('starts at the seating time in Shanghai, written in UTC, and lasts the dinner', () => {
    const text = icsText(visit, stamped);
    expect(text).toContain('\r\nDTSTART:20260605T110000Z\r\n');
    expect(text).toContain('\r\nDTEND:20260605T133000Z\r\n');
    expect(text).toContain('\r\nDTSTAMP:20260603T020000Z\r\n');
    expect(text).toContain('\r\nUID:TB-7KQ2@table-booking\r\n');
  });

  it('is a whole calendar of one event with CRLF line endings', () => {
    const lines = icsText(visit, stamped).split('\r\n');
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(1);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(lines.at(-1)).toBe('');
    expect(icsText(visit, stamped)).not.toMatch(/[^\r]\n/);
  });

  it('escapes commas, semicolons, backslashes and line breaks in texts', () => {
    expect(escapeIcalText('a, b; c\\d\ne')).toBe('a\\, b\\; c\\\\d\\ne');
    const text = icsText(visit, stamped);
    expect(text).toContain('LOCATION:88 Fuxing Road West\\, Xuhui District\\, Shanghai');
    expect(text).toContain('DESCRIPTION:Booking TB-7KQ2\\; deposit paid\\, deducted from the bill.\\nCall');
  });

  it('folds long lines at 75 octets without splitting a Chinese character', () => {
    const folded = foldIcalLine(`SUMMARY:${'上海吧台'.repeat(12)}`);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(lines.slice(1).every((line) => line.startsWith(' '))).toBe(true);
    expect(lines.map((line, index) => (index === 0 ? line : line.slice(1))).join('')).toBe(`SUMMARY:${'上海吧台'.repeat(12)}`);
  });
});

describe('one event per booking', () => {
  it('has one UID for the e-mail\'s file and the page\'s, whatever host sent it', () => {
    expect(visitEventUid('TB-7KQ2')).toBe('TB-7KQ2@table-booking');
    expect(icsText({ ...visit, title: 'Other words' }, new Date())).toContain('\r\nUID:TB-7KQ2@table-booking\r\n');
  });
});

describe('the calendar links', () => {
  it('fill in Google Calendar with the UTC times and the restaurant', () => {
    const url = new URL(googleCalendarUrl(visit));
    expect(url.origin).toBe('https://calendar.google.com');
    expect(url.searchParams.get('dates')).toBe('20260605T110000Z/20260605T133000Z');
    expect(url.searchParams.get('text')).toBe(visit.title);
    expect(url.searchParams.get('location')).toBe(visit.location);
  });

  it('fill in Outlook with ISO times', () => {
    const url = new URL(outlookCalendarUrl(visit));
    expect(url.searchParams.get('startdt')).toBe('2026-06-05T11:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-06-05T13:30:00Z');
    expect(url.searchParams.get('subject')).toBe(visit.title);
  });
});
