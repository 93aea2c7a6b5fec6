import { escapeIcalText, icalDocument, icalUtc } from './icalendar.ts';
import { RESTAURANT_TIME_ZONE, restaurantInstant } from './restaurant-date.ts';

/**
 * A booking as a calendar event, the same whether the guest takes it from the confirmation e-mail
 * (server) or the confirmation screen (widget): one UID per booking, so a second copy updates the
 * first instead of adding a second dinner. Times are written in UTC (Shanghai keeps UTC+8 all year).
 */
export interface VisitEvent {
  code: string;
  /** Restaurant date 'YYYY-MM-DD' and seating time 'HH:mm', Shanghai time. */
  date: string;
  time: string;
  /** The restaurant's dining_minutes: how long the dinner takes. */
  durationMinutes: number;
  title: string;
  description: string;
  location: string;
}

export const visitEventUid = (code: string): string => `${code}@table-booking`;

/** The visit's start and end as UTC instants. */
export function visitInstants(event: Pick<VisitEvent, 'date' | 'time' | 'durationMinutes'>): { start: Date; end: Date } {
  const start = restaurantInstant(event.date, event.time);
  return { start, end: new Date(start.getTime() + event.durationMinutes * 60_000) };
}

/** A later file for the same visit: its SEQUENCE rises with each change; a cancelled one removes it. */
export interface VisitRevision {
  sequence?: number;
  cancelled?: boolean;
}

/** The .ics file's text (RFC 5545), CRLF line endings as the standard asks. */
export function icsText(event: VisitEvent, stampedAt: Date, revision: VisitRevision = {}): string {
  const { start, end } = visitInstants(event);
  return icalDocument([
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//table-booking//reservations//EN',
    'CALSCALE:GREGORIAN',
    revision.cancelled ? 'METHOD:CANCEL' : 'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${visitEventUid(event.code)}`,
    ...(revision.sequence ? [`SEQUENCE:${revision.sequence}`] : []),
    `DTSTAMP:${icalUtc(stampedAt)}`,
    `DTSTART:${icalUtc(start)}`,
    `DTEND:${icalUtc(end)}`,
    `SUMMARY:${escapeIcalText(event.title)}`,
    `DESCRIPTION:${escapeIcalText(event.description)}`,
    `LOCATION:${escapeIcalText(event.location)}`,
    revision.cancelled ? 'STATUS:CANCELLED' : 'STATUS:CONFIRMED',
    'END:VEVENT',
    'END:VCALENDAR',
  ]);
}

/** A data: URL of the .ics file, for an <a download> (nothing to revoke, no script on click). */
export function icsDataUrl(event: VisitEvent, stampedAt: Date, revision: VisitRevision = {}): string {
  return `data:text/calendar;charset=utf-8,${encodeURIComponent(icsText(event, stampedAt, revision))}`;
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
