import type { RestaurantCard, RestaurantTexts } from '../contract/content.ts';

/**
 * The card's texts in `lang`: none from a server of the release before them (a rolling upgrade
 * can answer from one), so the views then leave those parts out rather than fail.
 */
export function cardTexts(card: Pick<RestaurantCard, 'texts'> | undefined | null, lang: 'en' | 'zh'): RestaurantTexts['en'] {
  return (card?.texts as RestaurantTexts | undefined)?.[lang] ?? {};
}
