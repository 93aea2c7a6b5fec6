import { icsText } from '../../api-client/rules/calendar-event.ts';
import type { Attachment } from '../messaging/messenger.ts';
import type { Language, Visit } from './templates/kinds.ts';
import { TEMPLATES } from './templates/tables.ts';

/** What the calendar file states of a booking beyond its visit: when, how long, which revision. */
export interface CalendarStamp {
  /** Restaurant date 'YYYY-MM-DD' and seating 'HH:mm'. */
  bookingDate: string;
  timeslot: string;
  now: Date;
  /** The restaurant's dining_minutes: the event's length. */
  diningMinutes: number;
  /** The booking's revision: the event's SEQUENCE. */
  sequence: number;
  /** A cancelled booking's file removes the event. */
  cancelled?: boolean;
}

/** The .ics attachment of a booking's e-mail, titled in the guest's language. */
export function calendarFile(visit: Visit, lang: Language, stamp: CalendarStamp): Attachment {
  const { title, description } = TEMPLATES[lang].calendar(visit);
  const content = icsText(
    {
      code: visit.code,
      date: stamp.bookingDate,
      time: stamp.timeslot,
      durationMinutes: stamp.diningMinutes,
      title,
      location: visit.place.address,
      description,
    },
    stamp.now,
    { sequence: stamp.sequence, cancelled: stamp.cancelled },
  );
  const method = stamp.cancelled ? 'CANCEL' : 'PUBLISH';
  return { filename: 'booking.ics', contentType: `text/calendar; charset=utf-8; method=${method}`, content };
}
