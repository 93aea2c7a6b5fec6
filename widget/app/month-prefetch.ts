import type { ApiClient } from '../../api-client/client.ts';
import type { WidgetServices } from './widget-context.tsx';

type MonthAnswer = { full: string[]; closed: string[] };

export interface MonthPrefetch {
  /** Settles when both answers are in or one failed; never rejects. */
  settled: Promise<void>;
  /** The answers for `month`, once; a failure, another month or a second ask gives nothing. */
  take: NonNullable<WidgetServices['takeKnownAvailability']>;
}

/**
 * Asks check_full and check_closed for the month a calendar is about to open on, alongside
 * get_status rather than after it: the embed's calendar then renders once with its days
 * already known, instead of empty first and again when the answers come.
 */
export function prefetchMonth(api: ApiClient, month: string): MonthPrefetch {
  let answer: MonthAnswer | undefined;
  const first = `${month}-01`;
  const settled = Promise.all([api.checkFull(first), api.checkClosed(first)]).then(
    ([full, closed]) => {
      answer = { full, closed };
    },
    () => undefined,
  );
  return {
    settled,
    take(wanted) {
      if (wanted !== month || !answer) return undefined;
      const taken = answer;
      answer = undefined;
      return taken;
    },
  };
}
