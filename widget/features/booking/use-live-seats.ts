import { useEffect } from 'react';
import { resources } from '../../../api-client/resources/resources.ts';
import { useWidget } from '../../app/widget-context.tsx';

/**
 * Keeps a shown day's slots (and its month's full days) as the server has them: asked again
 * whenever the server says that day's seats may have changed, wherever the change was made.
 */
export function useLiveSeats(date: string): void {
  const { api, cache } = useWidget();
  useEffect(
    () =>
      api.watchSeats(date, () => {
        const slots = resources.slots(api, date);
        cache.refetch({ ...slots, ask: () => api.getSlots(date, true) }).catch(() => undefined);
        void cache.invalidate(`month/${date.slice(0, 7)}`);
      }),
    [api, cache, date],
  );
}
