import { z } from 'zod';
import { isRestaurantDate } from '../rules/restaurant-date.ts';
import { restaurantDate } from './common.ts';

/**
 * Availability (SPEC §7). Dates are the restaurant's, in Asia/Shanghai. A date outside the calendar's
 * window (the first of last month to the end of the month after the horizon's) is a 422
 * 'date_out_of_range'; start_booking refuses such a `d` the same way.
 */

/** A YYYY-MM-DD string that is also a real calendar date (no 2026-02-30). */
export const calendarDate = restaurantDate.refine(isRestaurantDate, 'date_invalid');

export const availabilityQuerySchema = z.object({ date: calendarDate });
export type AvailabilityQuery = z.input<typeof availabilityQuerySchema>;

/** A restaurant date in an answer: YYYY-MM-DD. */
export const answerDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** check_full and check_closed answer a list of YYYY-MM-DD dates of the month containing `date`. */
export const dateListSchema = z.array(answerDate);
export type DateList = z.infer<typeof dateListSchema>;

export const slotAreaSchema = z.strictObject({
  /** 'counter' (the chef's counter) or 'private' (the private room). */
  code: z.string(),
  name_en: z.string(),
  name_zh: z.string(),
  /** Working days' notice the area needs (7 for the private room, 0 for the counter). */
  notice_working_days: z.number().int().nonnegative(),
  /** Taken whole by one party (the private room). */
  exclusive: z.boolean(),
});
export type SlotArea = z.infer<typeof slotAreaSchema>;

const seatCount = z.number().int().nonnegative();

export const slotSchema = z.strictObject({
  /** 'HHmm', e.g. '1830'. */
  timeslot: z.string().regex(/^\d{4}$/),
  seating_id: z.number().int().positive(),
  /** Seats already taken by paid bookings and live holds. */
  booked: seatCount,
  /** The seating's capacity. */
  seats: seatCount,
  /** Smallest party the seating takes (6 for the private room). */
  min: seatCount,
  area: slotAreaSchema,
  /**
   * The largest party that can book this seating now: free seats (the whole room for an
   * exclusive area nobody has taken), or 0 when it cannot be booked that day (taken, inside its
   * notice, or the time has passed). Party sizes from `min` to min(available, max) can book.
   */
  available: seatCount,
});
export type Slot = z.infer<typeof slotSchema>;

/** get_slots: a past, closed or beyond-horizon date has `slots: []`; `max` is the largest online party. */
export const slotsResponseSchema = z.strictObject({
  slots: z.array(slotSchema),
  max: z.number().int().positive(),
});
export type SlotsResponse = z.infer<typeof slotsResponseSchema>;
