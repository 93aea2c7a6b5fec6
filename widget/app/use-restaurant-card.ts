import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { useAsync } from './use-async.ts';
import { useWidget } from './widget-context.tsx';

/**
 * The restaurant's card (booking rules, hours, contact lines): undefined until it has come (views
 * wait then, never stating a number of their own); `failed` with `retry` when it could not be had.
 */
export function useRestaurantCard(): { card: RestaurantCard | undefined; failed: boolean; retry: () => void } {
  const { restaurantCard } = useWidget();
  const state = useAsync(() => restaurantCard.ask(), 'restaurant-card', () => restaurantCard.known());
  // The site hands over a new source once its own request for the card has answered.
  const card = state.status === 'ready' ? state.value : restaurantCard.known();
  return { card, failed: state.status === 'error' && !card, retry: state.reload };
}
