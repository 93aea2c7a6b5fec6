import { escapeIcalText, icalDocument, icalUtc } from '../../../../api-client/rules/icalendar.ts';
import { RESTAURANT_TIME_ZONE, restaurantInstant } from '../../../../api-client/rules/restaurant-date.ts';

/**
 * A booking as a calendar event: an iCalendar (.ics) file made in the browser, and links that open
 * Google Calendar and Outlook with the event filled in. Times are written in UTC: Shanghai keeps
 * UTC+8 all year (no daylight saving), so no VTIMEZONE block is needed and every calendar agrees.
 */
export interface VisitEvent {
  /** The booking code: the event's UID, so a second download updates rather than duplicates. */
  code: string;
  /** Restaurant date 'YYYY-MM-DD' and seating time 'HH:mm', Shanghai time. */
  date: string;
  time: string;
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
}

/** The visit's start and end as UTC instants. */
export function visitInstants(event: Pick<VisitEvent, 'date' | 'time' | 'durationMinutes'>): { start: Date; end: Date } {
  const start = restaurantInstant(event.date, event.time);
  return { start, end: new Date(start.getTime() + event.durationMinutes * 60_000) };
}

/** The .ics file's text, CRLF line endings as the standard asks. */
export function icsText(event: VisitEvent, stampedAt: Date): string {
  const { start, end } = visitInstants(event);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Counter Shanghai//Table booking//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.code}@table-booking`,
    `DTSTAMP:${icalUtc(stampedAt)}`,
    `DTSTART:${icalUtc(start)}`,
    `DTEND:${icalUtc(end)}`,
    `SUMMARY:${escapeIcalText(event.title)}`,
    `DESCRIPTION:${escapeIcalText(event.description)}`,
    `LOCATION:${escapeIcalText(event.location)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return icalDocument(lines);
}

/** A data: URL of the .ics file, for an <a download> (nothing to revoke, no script on click). */
export function icsDataUrl(event: VisitEvent, stampedAt: Date): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsText(event, stampedAt))}`;
}

export function googleCalendarUrl(event: VisitEvent): string {
  const { start, end } = visitInstants(event);
  const query = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${icalUtc(start)}/${icalUtc(end)}`,
    details: event.description,
    location: event.location,
    ctz: RESTAURANT_TIME_ZONE,
  });
  return `https://calendar.google.com/calendar/render?${query}`;
}

export function outlookCalendarUrl(event: VisitEvent): string {
  const { start, end } = visitInstants(event);
  const query = new URLSearchParams({
    path: '/calendar/action/compose',
    rru: 'addevent',
    subject: event.title,
    startdt: start.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    enddt: end.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    body: event.description,
    location: event.location,
  });
  return `https://outlook.live.com/calendar/0/deeplink/compose?${query}`;
}
