import { z } from 'zod';
import { restaurantDate } from './common.ts';

/**
 * Availability (SPEC §7: check_full, check_closed, get_slots). Dates are the restaurant's, in
 * Asia/Shanghai. A bad or missing `date` is a 422 whose `errors.date` is 'date_required' or
 * 'date_invalid'. A date outside the calendar's window (from the first of last month to the end
 * of the month after the booking horizon's) is a 422 whose `error` and `errors.date` are
 * 'date_out_of_range'; start_booking refuses such a `d` the same way.
 */

/** A YYYY-MM-DD string that is also a real calendar date (no 2026-02-30). */
export const calendarDate = restaurantDate.refine((value) => {
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  // setUTCFullYear, unlike Date.UTC, takes years 0-99 as they are, not as 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(year, month - 1, day);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}, 'date_invalid');

export const availabilityQuerySchema = z.object({ date: calendarDate });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** check_full and check_closed answer a list of YYYY-MM-DD dates of the month containing `date`. */
export type DateList = string[];

export interface SlotArea {
  /** 'counter' (the chef's counter) or 'private' (the private room). */
  code: string;
  name_en: string;
  name_zh: string;
  /** Working days' notice the area needs (7 for the private room, 0 for the counter). */
  notice_working_days: number;
  /** Taken whole by one party (the private room). */
  exclusive: boolean;
}

export interface Slot {
  /** 'HHmm', e.g. '1830'. */
  timeslot: string;
  seating_id: number;
  /** Seats already taken by paid bookings and live holds. */
  booked: number;
  /** The seating's capacity. */
  seats: number;
  /** Smallest party the seating takes (6 for the private room). */
  min: number;
  area: SlotArea;
  /**
   * The largest party that can book this seating now: free seats (the whole room for an
   * exclusive area nobody has taken), or 0 when it cannot be booked that day (taken, inside its
   * notice, or the time has passed). Party sizes from `min` to min(available, max) can book.
   */
  available: number;
}

/** A past, closed or beyond-horizon date has `slots: []`; `max` is the largest online party. */
export interface SlotsResponse {
  slots: Slot[];
  max: number;
}
