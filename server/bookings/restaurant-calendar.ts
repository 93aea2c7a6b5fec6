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

export function datesBetween(first: string, last: string): string[] {
  const dates: string[] = [];
  for (let day = first; day <= last; day = addDays(day, 1)) dates.push(day);
  return dates;
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
  if (days <= 0) return visit >= today;
  let counted = 0;
  for (let day = addDays(today, 1); day <= visit; day = addDays(day, 1)) {
    if (isOpen(day, rules)) counted += 1;
    if (counted >= days) return true;
  }
  return false;
}

/** Whole days from today to the visit (0 = today). */
export function daysUntil(today: string, visit: string): number {
  return dayjs.utc(visit).diff(dayjs.utc(today), 'day');
}
