import type { RestaurantCard, RestaurantTextKey } from '../../api-client/contract/content.ts';
import { cardTexts } from '../../api-client/rules/card-texts.ts';
import { resources } from '../../api-client/resources/resources.ts';
import { useResource } from '../../api-client/resources/use-resource.ts';
import { useWidget, useWidgetText } from './widget-context.tsx';

/**
 * The restaurant's card (booking rules, hours, contact lines): undefined until it has come (views
 * wait then, never stating a number of their own); `failed` with `retry` when it could not be had.
 */
export function useRestaurantCard(): { card: RestaurantCard | undefined; failed: boolean; retry: () => void } {
  const { api, cache } = useWidget();
  const state = useResource(cache, resources.restaurant(api));
  return { card: state.status === 'ready' ? state.value : undefined, failed: state.status === 'error', retry: state.reload };
}

/** The phone line help texts name: the host's own if it gave one, else the restaurant card's. */
export function useRestaurantPhone(): string {
  const { phone } = useWidget();
  const { card } = useRestaurantCard();
  return phone || card?.phone || '';
}

/** One of the restaurant's texts in the guest's language (rules already filled in); undefined until the card has come or when not written. */
export function useRestaurantText(key: RestaurantTextKey): string | undefined {
  const { lang } = useWidgetText();
  const { card } = useRestaurantCard();
  return cardTexts(card, lang)[key];
}
