import { weekdayName, type DateNameLang } from './date-names.ts';

/**
 * The restaurant's open weekdays and seating times in words, for every text that states them (the
 * site's hours, the widget's important notes): the restaurant changes them in its settings
 * (open_weekdays, its seatings), so no text may state them itself.
 */

/**
 * The open weekdays (0 = Sunday ... 6 = Saturday) as runs of consecutive days in a Monday-first
 * week, the way a restaurant writes its hours: [2, 3, 4, 5, 6] is one run, Tuesday to Saturday;
 * [1, 3] two single days.
 */
export function openDayRuns(openWeekdays: readonly number[]): number[][] {
  const mondayFirst = [1, 2, 3, 4, 5, 6, 0];
  const open = new Set(openWeekdays);
  const runs: number[][] = [];
  let run: number[] = [];
  for (const day of mondayFirst) {
    if (open.has(day)) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** How each language joins days: a range ('Tuesday to Saturday', '周二至周六') and a list. */
const JOINS: Record<DateNameLang, { range: (from: string, to: string) => string; separator: string }> = {
  en: { range: (from, to) => `${from} to ${to}`, separator: ', ' },
  zh: { range: (from, to) => `${from}至${to}`, separator: '、' },
};

/** 'Tuesday to Saturday', '周二至周六', 'Monday, Wednesday': the open days in words; '' when none. */
export function openDaysText(openWeekdays: readonly number[], lang: DateNameLang): string {
  const { range, separator } = JOINS[lang];
  const name = (day: number) => weekdayName(day, lang, lang === 'zh' ? 'short' : 'long');
  return openDayRuns(openWeekdays)
    .flatMap((run) => (run.length >= 3 ? [range(name(run[0]!), name(run.at(-1)!))] : run.map(name)))
    .join(separator);
}

/** The first and last seating times ('HH:mm', in order), or null when the restaurant has none. */
export function seatingSpan(seatingTimes: readonly string[]): { first: string; last: string } | null {
  if (seatingTimes.length === 0) return null;
  return { first: seatingTimes[0]!, last: seatingTimes.at(-1)! };
}
