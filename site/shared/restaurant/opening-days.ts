import { SUNDAY_FIRST_WEEK, weekdayName, type DateNameLang } from '../../../api-client/rules/date-names.ts';

/**
 * The restaurant's open weekdays (0 = Sunday ... 6 = Saturday) as runs of consecutive days in a
 * Monday-first week, the way a restaurant writes its hours: [2, 3, 4, 5, 6] is one run, Tuesday
 * to Saturday; [1, 3] two single days.
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

/** 'Tuesday to Saturday', '周二至周六', 'Monday, Wednesday': the open days in words; '' when none. */
export function openDaysText(openWeekdays: readonly number[], lang: DateNameLang, words: { range: (from: string, to: string) => string; separator: string }): string {
  const name = (day: number) => weekdayName(SUNDAY_FIRST_WEEK[day]!, lang, lang === 'zh' ? 'short' : 'long');
  return openDayRuns(openWeekdays)
    .flatMap((run) => (run.length >= 3 ? [words.range(name(run[0]!), name(run.at(-1)!))] : run.map(name)))
    .join(words.separator);
}
