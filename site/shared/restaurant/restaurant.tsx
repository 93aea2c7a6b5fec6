import { createContext, useContext, type ReactNode } from 'react';
import { useSiteApi } from '../api/site-api-context.tsx';
import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import { useLoad } from '../api/use-load.ts';

const RestaurantContext = createContext<RestaurantCard | null>(null);

/** Loads the restaurant's card once; until it arrives, parts that need it simply wait. */
export function RestaurantProvider({ children }: { children: ReactNode }) {
  const api = useSiteApi();
  const card = useLoad(api.restaurantCard, api.boot?.restaurant);
  return <RestaurantContext.Provider value={card.state === 'ready' ? card.data : null}>{children}</RestaurantContext.Provider>;
}

export function useRestaurant(): RestaurantCard | null {
  return useContext(RestaurantContext);
}
