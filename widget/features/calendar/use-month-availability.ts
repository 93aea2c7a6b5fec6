import { useWidget } from '../../app/widget-context.tsx';
import { askMonth, type MonthAnswer } from '../../app/month-answers.ts';
import { useAsync } from '../../app/use-async.ts';

export interface MonthAvailability {
  full: Set<string>;
  closed: Set<string>;
}

const EMPTY: MonthAvailability = { full: new Set(), closed: new Set() };

const asSets = ({ full, closed }: MonthAnswer): MonthAvailability => ({ full: new Set(full), closed: new Set(closed) });

/**
 * Full and closed days of a month. A failure clears them (SPEC §8: no visible message). A new
 * `round` asks again for the same month.
 */
export function useMonthAvailability(month: string, round = 0): { loading: boolean; availability: MonthAvailability } {
  const { api, takeKnownAvailability } = useWidget();
  const known = () => {
    const answer = takeKnownAvailability?.(month);
    return answer && asSets(answer);
  };
  const state = useAsync(async () => asSets(await askMonth(api, month)), `${month}#${round}`, known);
  return { loading: state.status === 'loading', availability: state.status === 'ready' ? state.value : EMPTY };
}
