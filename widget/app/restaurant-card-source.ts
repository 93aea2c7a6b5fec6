import type { ApiClient } from '../../api-client/client.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';

/**
 * The restaurant's card (its phone and the booking rules), asked for once and shared by every
 * view of a widget. The site has it in its page; the embed asks for it with its first screen.
 */
export interface RestaurantCardSource {
  /** The card if it has come. */
  known(): RestaurantCard | undefined;
  /** The card, asked of the API unless it has come; one request at a time, asked again after a failure. */
  ask(): Promise<RestaurantCard>;
}

export function restaurantCardSource(api: Pick<ApiClient, 'restaurant'>, known?: RestaurantCard | null): RestaurantCardSource {
  let card = known ?? undefined;
  let asking: Promise<RestaurantCard> | null = null;
  return {
    known: () => card,
    ask() {
      if (card) return Promise.resolve(card);
      asking ??= api.restaurant().then(
        (answer) => {
          card = answer;
          return answer;
        },
        (error: unknown) => {
          asking = null;
          throw error;
        },
      );
      return asking;
    },
  };
}
