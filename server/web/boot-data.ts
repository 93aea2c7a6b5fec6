import { BOOT_DATA_ELEMENT_ID, type BootData, type MonthAvailabilityAnswer } from '../../api-client/contract/boot.ts';
import type { ClosureNote, RestaurantCard } from '../../api-client/contract/content.ts';
import type { CardPhoto } from '../../api-client/contract/photos.ts';
import { bookingRulesOf } from '../../api-client/rules/booking-rules.ts';
import { restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { closedDaysOfMonth, fullDaysOfMonth } from '../bookings/availability.ts';
import type { Seating } from '../bookings/seatings.ts';
import type { Queryable } from '../db/database.ts';
import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { filledTexts, type StoredText } from '../content/restaurant-texts.ts';

/**
 * The restaurant's public card (GET /api/restaurant and the site's boot data). It carries the booking
 * rules the widget shows and checks, so no number is compiled into the widget.
 */
export function restaurantCardOf(
  settings: RestaurantSettings,
  seatings: readonly Pick<Seating, 'timeslot' | 'area'>[],
  texts: readonly StoredText[],
  closures: readonly ClosureNote[] = [],
  photos: readonly CardPhoto[] = [],
): RestaurantCard {
  const seatingTimes = [...new Set(seatings.map((seating) => seating.timeslot))].sort();
  const hours = { open_weekdays: [...new Set(settings.open_weekdays)].sort((a, b) => a - b), seating_times: seatingTimes, dining_minutes: settings.dining_minutes, allergy_notice_hours: settings.allergy_notice_hours };
  // The private room is the area a party has to itself (exclusive); its terms are the area's.
  const room = seatings.find((seating) => seating.area.exclusive)?.area;
  const privateRoom = room ? { min_party: room.minParty, notice_working_days: room.noticeWorkingDays } : null;
  return { ...settings.restaurant, booking_rules: bookingRulesOf(settings), hours, private_room: privateRoom, texts: filledTexts(texts, settings, privateRoom), closures: [...closures], photos: [...photos] };
}

/**
 * check_full and check_closed for the restaurant's current month, the one the calendar opens on:
 * the same answers (and the same read cache) as the two calls. Holds are still decided in the
 * database, so an answer that ages in the page can never overbook.
 */
export async function currentMonthAvailability(db: Queryable, now: Date): Promise<MonthAvailabilityAnswer> {
  const month = restaurantToday(now).slice(0, 7);
  const [full, closed] = await Promise.all([fullDaysOfMonth(db, `${month}-01`, now), closedDaysOfMonth(db, `${month}-01`, now)]);
  return { month, full, closed };
}

/**
 * The site's page with the boot data written into its head. `<` is escaped so no text the admin
 * puts in the restaurant's card can close the script element.
 */
export function withBootData(html: string, data: BootData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
  const script = `<script id="${BOOT_DATA_ELEMENT_ID}" type="application/json">${json}</script>`;
  for (const before of ['</head>', '</body>']) {
    const at = html.indexOf(before);
    if (at >= 0) return html.slice(0, at) + script + html.slice(at);
  }
  return html + script;
}
