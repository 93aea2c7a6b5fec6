import { describe, expect, it } from 'vitest';
import { calendarInvite } from './calendar-invite.ts';

const event = {
  uid: 'ABC123@book.example',
  start: new Date('2026-06-10T11:00:00Z'),
  durationMinutes: 150,
  summary: 'Dinner, Counter Shanghai; party of 2',
  location: '88 Fuxing Road West, Xuhui District, Shanghai',
  description: 'Booking code ABC123\nDeposit RMB 1,000.00 paid',
  stamp: new Date('2026-06-03T02:00:00Z'),
};

describe('calendar invite (.ics)', () => {
  it('places the dinner at its Shanghai time in UTC, lasting two and a half hours', () => {
    const ics = calendarInvite(event);
    expect(ics).toContain('DTSTART:20260610T110000Z\r\n');
    expect(ics).toContain('DTEND:20260610T133000Z\r\n');
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('escapes commas, semicolons and newlines in text', () => {
    const ics = calendarInvite(event);
    expect(ics).toContain('SUMMARY:Dinner\\, Counter Shanghai\\; party of 2');
    expect(ics).toContain('DESCRIPTION:Booking code ABC123\\nDeposit RMB 1\\,000.00 paid');
  });

  it('folds long lines at 75 octets without breaking Chinese characters', () => {
    const ics = calendarInvite({ ...event, location: '上海市徐汇区复兴西路88号'.repeat(4) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`LOCATION:${'上海市徐汇区复兴西路88号'.repeat(4)}`);
  });
});
