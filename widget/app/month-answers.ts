import type { ApiClient } from '../../api-client/client.ts';
import { handout, type Handout } from './handout.ts';

/** check_full and check_closed of one month. */
export interface MonthAnswer {
  full: string[];
  closed: string[];
}

/** Asks check_full and check_closed of `month` ('YYYY-MM') together. */
export async function askMonth(api: ApiClient, month: string): Promise<MonthAnswer> {
  const first = `${month}-01`;
  const [full, closed] = await Promise.all([api.checkFull(first), api.checkClosed(first)]);
  return { full, closed };
}

/** One month's answer known ahead of the calendar (the site's page, or the embed's get_status), handed out once. */
export type MonthHandout = Handout<MonthAnswer>;
export const monthHandout: () => MonthHandout = handout;

/**
 * Asks for the month a calendar is about to open on alongside get_status rather than after it:
 * the embed's calendar then renders once with its days already known, instead of empty first
 * and again when the answers come. `settled` never rejects; after a failure nothing is handed
 * out and the calendar asks itself.
 */
export function prefetchMonth(api: ApiClient, month: string): { settled: Promise<void>; take: MonthHandout['take'] } {
  const handout = monthHandout();
  const settled = askMonth(api, month).then(
    (answer) => handout.give(month, answer),
    () => undefined,
  );
  return { settled, take: handout.take };
}
