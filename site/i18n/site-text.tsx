import { createContext, useContext, type ReactNode } from 'react';
import type { i18n as I18n } from 'i18next';
import { useLanguageText, type LanguageText } from '../../widget/index.ts';
import { SITE_NAMESPACE } from './site-i18n.ts';

export type SiteText = LanguageText<typeof SITE_NAMESPACE>;

const SiteTextContext = createContext<SiteText | null>(null);

/** The site's words in the language in use, made once per language for every page and part. */
export function SiteTextProvider({ i18n, children }: { i18n: I18n; children: ReactNode }) {
  return <SiteTextContext.Provider value={useLanguageText(i18n, SITE_NAMESPACE)}>{children}</SiteTextContext.Provider>;
}

/** `t` for the site namespace, the language in use, and the i18next instance (to switch language). */
export function useSiteText(): SiteText {
  const text = useContext(SiteTextContext);
  if (!text) throw new Error('Site parts must be rendered inside <SiteProviders>');
  return text;
}
