import type { OutgoingMessage } from '../messaging/messenger.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import { placeOf, visitDate } from './facts.ts';
import type { Language } from './templates/kinds.ts';
import { TEMPLATES } from './templates/tables.ts';

/** The seats held for a waiting guest: the time, the link to book them and when the hold lapses. */
export interface OfferedSeats {
  time: string;
  url: string;
  expiresAt: Date;
}

/**
 * Seats freed on an evening a guest waits for and now held for them, in their language, to the
 * contact they proved: the time, until when the seats are theirs, and the link that books them.
 */
export function waitlistMessage(
  entry: { booking_date: string; pax: number; channel: 'sms' | 'email'; contact: string; lang: Language },
  offer: OfferedSeats,
  restaurant: RestaurantSettings['restaurant'],
  leaveUrl: string,
): OutgoingMessage {
  const until = restaurantClock(offer.expiresAt).time;
  const notice = TEMPLATES[entry.lang].waitlistOffer({
    date: visitDate(entry.booking_date, entry.lang),
    time: offer.time,
    pax: entry.pax,
    until,
    url: offer.url,
    leaveUrl,
    place: placeOf(restaurant, entry.lang),
  });
  if (entry.channel === 'sms') {
    const params = { date: entry.booking_date, time: offer.time, pax: String(entry.pax), until, url: offer.url, leave_url: leaveUrl };
    return { channel: 'sms', to: entry.contact, text: notice.sms, template: { name: 'waitlist_offer', params } };
  }
  return { channel: 'email', to: entry.contact, subject: notice.subject, text: notice.lines.join('\n') };
}
