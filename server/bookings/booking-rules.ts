import type { RestaurantSettings } from '../repositories/settings-repository.ts';
import { isBeyondHorizon } from '../../api-client/rules/booking-window.ts';
import { restaurantClock } from '../../api-client/rules/restaurant-date.ts';
import { hasWorkingDaysNotice, isOpen, type OpeningRules } from './restaurant-calendar.ts';
import type { Seating } from './seatings.ts';

/**
 * The rules that decide whether a party may hold a seating on a date. Pure functions: the same
 * rules answer get_slots and check_full (reads) and guard start_booking (the write).
 */
export interface BookingMoment {
  /** Today in Shanghai, YYYY-MM-DD. */
  today: string;
  /** The time of day in Shanghai, 'HH:mm'. */
  time: string;
  settings: Pick<RestaurantSettings, 'max_party_size' | 'horizon_days' | 'open_weekdays'>;
  rules: OpeningRules;
}

export function bookingMoment(now: Date, settings: BookingMoment['settings'], closedDates: ReadonlySet<string>): BookingMoment {
  const clock = restaurantClock(now);
  return {
    today: clock.date,
    time: clock.time,
    settings,
    rules: { openWeekdays: settings.open_weekdays, closedDates },
  };
}

export type DayRefusal = 'date_past' | 'beyond_horizon' | 'day_closed';

/** Why nobody can book on `date` at all, or null. The horizon's last day (today + horizon_days) is bookable. */
export function dayRefusal(date: string, moment: BookingMoment): DayRefusal | null {
  if (date < moment.today) return 'date_past';
  if (isBeyondHorizon(date, moment.today, moment.settings.horizon_days)) return 'beyond_horizon';
  if (!isOpen(date, moment.rules)) return 'day_closed';
  return null;
}

export type SeatingRefusal = 'private_room_notice' | 'date_past';

/**
 * Why this seating cannot be booked on an otherwise bookable day: an area with notice (the
 * private room) inside its working days' notice, or today's seating whose time has come.
 */
export function seatingRefusal(seating: Seating, date: string, moment: BookingMoment): SeatingRefusal | null {
  if (!hasWorkingDaysNotice(moment.today, date, seating.area.noticeWorkingDays, moment.rules)) return 'private_room_notice';
  if (date === moment.today && seating.timeslot <= moment.time) return 'date_past';
  return null;
}

export type PartyRefusal = 'party_size_invalid' | 'private_room_min_party';

export function partyRefusal(seating: Seating, pax: number, maxPartySize: number): PartyRefusal | null {
  if (pax < 1 || pax > maxPartySize) return 'party_size_invalid';
  if (pax < seating.area.minParty) return 'private_room_min_party';
  return null;
}

