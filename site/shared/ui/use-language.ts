import { useCallback } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { Lang } from '../../../widget/index.ts';
import { chooseLanguage, currentLang } from '../../i18n/site-i18n.ts';

/** The chosen language and a setter that also remembers it for the widget and the next visit. */
export function useLanguage(): [Lang, (lang: Lang) => Promise<void>] {
  const { i18n } = useSiteText();
  const choose = useCallback((lang: Lang) => chooseLanguage(i18n, lang), [i18n]);
  return [currentLang(i18n), choose];
}
