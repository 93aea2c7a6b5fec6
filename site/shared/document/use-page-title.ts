import { useEffect } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { SiteStrings } from '../../i18n/site-en.ts';
import { useRestaurantName } from '../restaurant/restaurant.tsx';

export type PageKey = keyof SiteStrings['titles'];

/** Names the browser tab after the page, in the chosen language, e.g. "FAQ · Counter Shanghai" (the restaurant's name, from its card). */
export function usePageTitle(page: PageKey): void {
  const { t, i18n } = useSiteText();
  const name = useRestaurantName();
  useEffect(() => {
    document.title = name ? `${t(`titles.${page}`)} · ${name}` : t(`titles.${page}`);
  }, [t, page, i18n.language, name]);
}
