import { useEffect } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { SiteStrings } from '../../i18n/site-en.ts';

export type PageKey = keyof SiteStrings['titles'];

/** Names the browser tab after the page, in the chosen language, e.g. "FAQ · Counter Shanghai". */
export function usePageTitle(page: PageKey): void {
  const { t, i18n } = useSiteText();
  useEffect(() => {
    document.title = `${t(`titles.${page}`)} · ${t('title_suffix')}`;
  }, [t, page, i18n.language]);
}
