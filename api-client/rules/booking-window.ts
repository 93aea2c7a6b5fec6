import { addDays, addMonths, daysBetween, lastDayOfMonth, monthOf } from './restaurant-date.ts';

/**
 * The booking horizon: guests book from today up to today + horizonDays (the restaurant's
 * `horizon_days` setting, sent to the widget in BookingRules), that last day included.
 */

/** The last day that can be booked. */
export const lastBookableDay = (today: string, horizonDays: number): string => addDays(today, horizonDays);

/** Whether `date` lies past the horizon (not open for booking yet). */
export const isBeyondHorizon = (date: string, today: string, horizonDays: number): boolean => daysBetween(today, date) > horizonDays;

/** The calendar's next-month arrow shows only while the end of the shown month is within the horizon. */
export const canShowNextMonth = (shownMonth: string, today: string, horizonDays: number): boolean =>
  daysBetween(today, lastDayOfMonth(shownMonth)) <= horizonDays;

/**
 * The dates the calendar calls answer: from the first day of last month (a calendar left open
 * over a month's end) to the end of the month after the horizon's last day (the calendar's next
 * month). Anything further is refused before any work, so no request walks years of days.
 */
export function calendarWindow(today: string, horizonDays: number): { first: string; last: string } {
  return {
    first: `${addMonths(monthOf(today), -1)}-01`,
    last: lastDayOfMonth(addMonths(monthOf(lastBookableDay(today, horizonDays)), 1)),
  };
}
