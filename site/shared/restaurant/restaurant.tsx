import type { RestaurantCard } from '../../../api-client/contract/content.ts';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { useSiteApi } from '../api/site-api-context.tsx';
import { useLanguage } from '../ui/use-language.ts';

/** The restaurant's card, null until it has come: parts that need it simply wait. */
export function useRestaurant(): RestaurantCard | null {
  const { client, cache } = useSiteApi();
  const card = useResource(cache, resources.restaurant(client));
  return card.status === 'ready' ? card.value : null;
}

/** The restaurant's name in `lang` (the page's language unless given), as it set it up; '' until the card has come. */
export function useRestaurantName(lang?: 'en' | 'zh'): string {
  const card = useRestaurant();
  const [pageLang] = useLanguage();
  return card ? card[(lang ?? pageLang) === 'zh' ? 'name_zh' : 'name_en'] : '';
}
