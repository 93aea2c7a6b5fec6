import type { ApiClient } from '../../api-client/client.ts';

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

/**
 * One month's answer known ahead of the calendar (written into the site's page, or asked for by
 * the embed with get_status), handed out once and for that month only: a later visit to the
 * month asks the API afresh rather than showing an answer that has aged.
 */
export interface MonthHandout {
  give(month: string, answer: MonthAnswer): void;
  take(month: string): MonthAnswer | undefined;
}

export function monthHandout(): MonthHandout {
  let held: { month: string; answer: MonthAnswer } | undefined;
  return {
    give(month, answer) {
      held = { month, answer };
    },
    take(month) {
      if (held?.month !== month) return undefined;
      const { answer } = held;
      held = undefined;
      return answer;
    },
  };
}

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
