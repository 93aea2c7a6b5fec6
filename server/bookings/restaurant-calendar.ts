import { addDays, daysBetween, weekdayOf } from '../../api-client/rules/restaurant-date.ts';

/**
 * The restaurant's opening days and working-day notice, server side. Dates and Shanghai time come
 * from the one implementation the widget uses too (api-client/rules/restaurant-date.ts), and the
 * horizon's window from api-client/rules/booking-window.ts.
 */
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
  const ahead = daysBetween(today, visit);
  if (days <= 0) return ahead >= 0;
  let counted = 0;
  for (let offset = 1; offset <= ahead; offset += 1) {
    if (isOpen(addDays(today, offset), rules)) counted += 1;
    if (counted >= days) return true;
  }
  return false;
}
