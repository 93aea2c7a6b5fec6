import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone.js';
import utc from 'dayjs/plugin/utc.js';
import { RESTAURANT_TIME_ZONE } from '../../api-client/contract/common.ts';

dayjs.extend(utc);
dayjs.extend(timezone);

/**
 * Restaurant dates are plain 'YYYY-MM-DD' strings in Asia/Shanghai. Arithmetic on them is done in
 * UTC so that the server's own time zone can never shift a day.
 */
export function restaurantToday(now: Date): string {
  return restaurantClock(now).date;
}

let lastMinute = Number.NaN;
let lastClock = { date: '', time: '' };

/**
 * The restaurant's date and 'HH:mm' at `now`. Converting a time zone is the costliest step of
 * judging a hold, and Shanghai's offset is whole hours, so one UTC minute is one local minute:
 * the last minute's answer is kept.
 */
export function restaurantClock(now: Date): { date: string; time: string } {
  const minute = Math.floor(now.getTime() / 60_000);
  if (minute !== lastMinute) {
    const local = dayjs(now).tz(RESTAURANT_TIME_ZONE);
    lastClock = { date: local.format('YYYY-MM-DD'), time: local.format('HH:mm') };
    lastMinute = minute;
  }
  return lastClock;
}

export function addDays(date: string, days: number): string {
  return dayjs.utc(date).add(days, 'day').format('YYYY-MM-DD');
}

/** 0 = Sunday ... 6 = Saturday. */
export function weekdayOf(date: string): number {
  return dayjs.utc(date).day();
}

export function monthRange(date: string): { first: string; last: string } {
  const day = dayjs.utc(date);
  return { first: day.startOf('month').format('YYYY-MM-DD'), last: day.endOf('month').format('YYYY-MM-DD') };
}

/**
 * Walks by day count, not by comparing date strings: after '9999-12-31' comes '10000-01-01',
 * which sorts before it, so a string comparison would never end.
 */
export function datesBetween(first: string, last: string): string[] {
  return Array.from({ length: Math.max(daysUntil(first, last) + 1, 0) }, (_, offset) => addDays(first, offset));
}

/**
 * The dates the calendar calls answer: from the first day of last month (a calendar left open
 * over a month's end) to the end of the month after the horizon's last day (the calendar's next
 * month). Anything further is refused before any work, so no request walks years of days.
 */
export function calendarWindow(today: string, horizonDays: number): { first: string; last: string } {
  const day = dayjs.utc(today);
  return {
    first: day.subtract(1, 'month').startOf('month').format('YYYY-MM-DD'),
    last: day.add(horizonDays, 'day').add(1, 'month').endOf('month').format('YYYY-MM-DD'),
  };
}

export interface OpeningRules {
  openWeekdays: number[];
  closedDates: ReadonlySet<string>;
}

export function isOpen(date: string, rules: OpeningRules): boolean {
  return rules.openWeekdays.includes(weekdayOf(date)) && !rules.closedDates.has(date);
}

/**
 * Working days are the restaurant's open days. A visit has N working days' notice when it falls
 * on the N-th open day after today or later (today itself never counts).
 */
export function hasWorkingDaysNotice(today: string, visit: string, days: number, rules: OpeningRules): boolean {
  const ahead = daysUntil(today, visit);
  if (days <= 0) return ahead >= 0;
  let counted = 0;
  for (let offset = 1; offset <= ahead; offset += 1) {
    if (isOpen(addDays(today, offset), rules)) counted += 1;
    if (counted >= days) return true;
  }
  return false;
}

/** Whole days from today to the visit (0 = today). */
export function daysUntil(today: string, visit: string): number {
  return dayjs.utc(visit).diff(dayjs.utc(today), 'day');
}
