import { useWidget } from '../../app/widget-context.tsx';
import { useAsync } from '../../app/use-async.ts';

export interface MonthAvailability {
  full: Set<string>;
  closed: Set<string>;
}

const EMPTY: MonthAvailability = { full: new Set(), closed: new Set() };

/** Full and closed days of a month. A failure clears them (SPEC §8: no visible message). */
export function useMonthAvailability(month: string): { loading: boolean; availability: MonthAvailability } {
  const { api, takeKnownAvailability } = useWidget();
  const known = () => {
    const answer = takeKnownAvailability?.(month);
    return answer && { full: new Set(answer.full), closed: new Set(answer.closed) };
  };
  const state = useAsync(
    async () => {
      const first = `${month}-01`;
      const [full, closed] = await Promise.all([api.checkFull(first), api.checkClosed(first)]);
      return { full: new Set(full), closed: new Set(closed) };
    },
    month,
    known,
  );
  return { loading: state.status === 'loading', availability: state.status === 'ready' ? state.value : EMPTY };
}
