import { isBeyondHorizon } from '../../api-client/rules/booking-window.ts';
import { addDays, addMonths, lastDayOfMonth, monthOf, weekdayOf } from '../../api-client/rules/restaurant-date.ts';

export interface GridDay {
  date: string;
  inMonth: boolean;
}

/** The weeks (Sunday first) that show `month` ('YYYY-MM'), padded with days of the months around it. */
export function monthGrid(month: string, weekStart = 0): GridDay[][] {
  const column = (day: string) => (weekdayOf(day) + 7 - weekStart) % 7;
  const first = `${month}-01`;
  const last = lastDayOfMonth(month);
  const start = addDays(first, -column(first));
  const end = addDays(last, 6 - column(last));
  const weeks: GridDay[][] = [];
  for (let day = start; day <= end; day = addDays(day, 1)) {
    if (column(day) === 0) weeks.push([]);
    weeks[weeks.length - 1]!.push({ date: day, inMonth: monthOf(day) === month });
  }
  return weeks;
}

/** The previous-month arrow shows only after the current month. */
export const canShowPreviousMonth = (shownMonth: string, today: string): boolean => shownMonth > monthOf(today);

// The next-month arrow follows the horizon: canShowNextMonth in api-client/rules/booking-window.ts.

export const nextMonth = (month: string) => addMonths(month, 1);
export const previousMonth = (month: string) => addMonths(month, -1);

export type DayState = 'outside' | 'past' | 'over' | 'beyond' | 'closed' | 'full' | 'available' | 'loading';

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
  /** The restaurant's horizon_days (from its card): later days are 'beyond'; unknown yet, no future day can be picked. */
  horizonDays: number | undefined;
  /** Full and closed days are not known yet: no future day can be picked until they are. */
  loading?: boolean;
  /** Today's last seating time has come: today is over for booking, not full. */
  todayOver?: boolean;
}

/**
 * A day's state: outside the month and past days are disabled first; closed wins over full (a
 * closed day has no seats to be full of); days past the horizon cannot be booked yet, and say so
 * rather than 'full'.
 */
export function dayInfo(date: string, context: DayContext): DayInfo {
  let state: DayState = 'available';
  if (monthOf(date) !== context.month) state = 'outside';
  else if (date < context.today) state = 'past';
  else if (context.loading || context.horizonDays === undefined) state = 'loading';
  else if (context.closed.has(date)) state = 'closed';
  // check_full counts today as full once its seatings have passed; to a guest they have passed.
  else if (date === context.today && context.todayOver) state = 'over';
  // Before full: check_full answers days past the horizon as full (nothing can be booked on
  // them), but to a guest they are not sold out, just not open yet.
  else if (isBeyondHorizon(date, context.today, context.horizonDays)) state = 'beyond';
  else if (context.full.has(date)) state = 'full';
  return {
    date,
    state,
    isToday: date === context.today,
    isSelected: state === 'available' && date === context.selected,
    selectable: state === 'available',
  };
}
