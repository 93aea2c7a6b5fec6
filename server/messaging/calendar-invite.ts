import { escapeIcalText, icalDocument, icalUtc } from '../../api-client/rules/icalendar.ts';

/**
 * An iCalendar (RFC 5545) event for a booking, attached to the confirmation e-mail as
 * `booking.ics` so the guest can put the dinner in their calendar in one tap. Times are written
 * in UTC, so every calendar app shows the right local time without a time-zone table.
 */
export interface CalendarEvent {
  /** Stable per booking, so a re-sent invite updates the same event instead of adding one. */
  uid: string;
  start: Date;
  durationMinutes: number;
  summary: string;
  location: string;
  description: string;
  /** When the invite was made (DTSTAMP). */
  stamp: Date;
  organizer?: { name: string; email: string };
}

export function calendarInvite(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//table-booking//reservations//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${icalUtc(event.stamp)}`,
    `DTSTART:${icalUtc(event.start)}`,
    `DTEND:${icalUtc(end)}`,
    `SUMMARY:${escapeIcalText(event.summary)}`,
    `LOCATION:${escapeIcalText(event.location)}`,
    `DESCRIPTION:${escapeIcalText(event.description)}`,
    ...(event.organizer ? [`ORGANIZER;CN=${escapeIcalText(event.organizer.name)}:mailto:${event.organizer.email}`] : []),
    'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icalDocument(lines);
}
