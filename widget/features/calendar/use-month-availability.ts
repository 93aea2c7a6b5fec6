import { resources, type MonthAnswer } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useWidget } from '../../app/widget-context.tsx';

export interface MonthAvailability {
  full: Set<string>;
  closed: Set<string>;
}

const EMPTY: MonthAvailability = { full: new Set(), closed: new Set() };

const sets = new WeakMap<MonthAnswer, MonthAvailability>();
const asSets = (answer: MonthAnswer): MonthAvailability => {
  let known = sets.get(answer);
  if (!known) sets.set(answer, (known = { full: new Set(answer.full), closed: new Set(answer.closed) }));
  return known;
};

/** Full and closed days of a month (`YYYY-MM`). A failure clears them (SPEC §8: no visible message). */
export function useMonthAvailability(month: string): { loading: boolean; availability: MonthAvailability } {
  const { api, cache } = useWidget();
  const state = useResource(cache, resources.month(api, month));
  return { loading: state.status === 'loading', availability: state.status === 'ready' ? asSets(state.value) : EMPTY };
}
