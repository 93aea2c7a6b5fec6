import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import type { MessagedBooking } from '../messaging/messaged-booking.ts';
import { visitDate as visitDateInWords } from '../../api-client/rules/date-names.ts';
import { addressedName } from '../../api-client/rules/guest-name.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import type { Language, Place, Visit } from './templates/kinds.ts';
import { TEMPLATES } from './templates/tables.ts';
import { seatLabel } from '../../api-client/rules/seat-numbers.ts';

/**
 * The facts every message states, formatted once for the guest's language (dates, names, the
 * restaurant), so the templates only word them.
 */

type Restaurant = RestaurantSettings['restaurant'];

/** 'Wednesday 10 Jun 2026' / '2026年6月10日 星期三', from the restaurant date itself (no time zone). */
export const visitDate = (date: string, lang: Language): string => visitDateInWords(date, lang, 'short');

/** An instant as a deadline in restaurant time: the date in words and 'HH:mm'. */
export function deadlineText(at: Date, lang: Language): string {
  const until = restaurantClock(at);
  return `${visitDate(until.date, lang)} ${until.time}`;
}

/** A stored language as the one a guest is written to in: English unless a table writes it. */
export const guestLanguage = (stored: string | null | undefined): Language =>
  stored && Object.hasOwn(TEMPLATES, stored) ? (stored as Language) : 'en';

/** A payment method as the guest's messages name it ('wechat' -> 'WeChat Pay' / '微信支付'). */
export function methodName(method: string, lang: Language): string {
  const names: Partial<Record<string, string>> = TEMPLATES[lang].methods;
  return (Object.hasOwn(names, method) && names[method]) || method;
}

/** The restaurant's name, address and phone in the message's language. */
export const placeOf = (restaurant: Restaurant, lang: Language): Place => ({
  name: restaurant[`name_${lang}`],
  address: restaurant[`address_${lang}`],
  phone: restaurant.phone,
});

/** A booking's visit as its guest's messages state it. */
export function visitOf(booking: MessagedBooking, restaurant: Restaurant): Visit {
  return {
    guest: addressedName(booking, booking.lang),
    code: booking.code,
    date: visitDate(booking.booking_date, booking.lang),
    time: booking.timeslot,
    pax: booking.pax,
    seats: booking.first_seat ? seatLabel({ first: booking.first_seat, pax: booking.pax }) : null,
    place: placeOf(restaurant, booking.lang),
  };
}
