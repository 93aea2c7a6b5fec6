import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { SiteStrings } from '../../i18n/site-en.ts';

export type PageKey = keyof SiteStrings['titles'];

/** Names the browser tab after the page, in the chosen language, e.g. "FAQ · Counter Shanghai". */
export function usePageTitle(page: PageKey): void {
  const { t, i18n } = useTranslation('site');
  useEffect(() => {
    document.title = `${t(`titles.${page}`)} · ${t('title_suffix')}`;
  }, [t, page, i18n.language]);
}
