import { useEffect } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { currentLang, htmlLang } from '../../i18n/site-i18n.ts';

/** Keeps `<html lang>` on the chosen language, so screen readers pronounce the page correctly. */
export function useHtmlLang(): void {
  const { i18n } = useSiteText();
  const lang = currentLang(i18n);
  useEffect(() => {
    document.documentElement.lang = htmlLang(lang);
  }, [lang]);
}
