import { addDays, addMonths, daysBetween, lastDayOfMonth, monthOf, weekdayOf } from './restaurant-date.ts';

export const BOOKING_HORIZON_DAYS = 60;

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** The weeks (Sunday first) that show `month` ('YYYY-MM'), padded with days of the months around it. */
export function monthGrid(month: string): GridDay[][] {
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const start = addDays(first, -weekdayOf(first));
  const end = addDays(last, 6 - weekdayOf(last));
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (weekdayOf(day) === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date: day, inMonth: monthOf(day) === month });
  }
  return weeks;
}

/** The previous-month arrow shows only after the current month. */
export const canShowPreviousMonth = (shownMonth: string, today: string): boolean => shownMonth > monthOf(today);

/** The next-month arrow shows only while the end of the shown month is within the horizon. */
export const canShowNextMonth = (shownMonth: string, today: string): boolean =>
  daysBetween(today, lastDayOfMonth(shownMonth)) <= BOOKING_HORIZON_DAYS;

export const nextMonth = (month: string) => addMonths(month, 1);
export const previousMonth = (month: string) => addMonths(month, -1);

export type DayState = 'outside' | 'past' | 'beyond' | 'closed' | 'full' | 'available' | 'loading';

export interface DayInfo {
  date: string;
  state: DayState;
  isToday: boolean;
  isSelected: boolean;
  selectable: boolean;
}

export interface DayContext {
  month: string;
  today: string;
  full: ReadonlySet<string>;
  closed: ReadonlySet<string>;
  selected: string | null;
  /** Full and closed days are not known yet: no future day can be picked until they are. */
  loading?: boolean;
}

/**
 * A day's state: outside the month and past days are disabled first; closed wins over full (a
 * closed day has no seats to be full of); days past the 60-day horizon cannot be booked yet.
 */
export function dayInfo(date: string, context: DayContext): DayInfo {
  let state: DayState = 'available';
  if (monthOf(date) !== context.month) state = 'outside';
  else if (date < context.today) state = 'past';
  else if (context.loading) state = 'loading';
  else if (context.closed.has(date)) state = 'closed';
  else if (context.full.has(date)) state = 'full';
  else if (daysBetween(context.today, date) > BOOKING_HORIZON_DAYS) state = 'beyond';
  return {
    date,
    state,
    isToday: date === context.today,
    isSelected: state === 'available' && date === context.selected,
    selectable: state === 'available',
  };
}
