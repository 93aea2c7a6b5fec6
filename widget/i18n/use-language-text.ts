import { useEffect, useMemo, useState } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Lang } from './i18n-core.ts';

export interface LanguageText<Namespace extends string> {
  t: TFunction<Namespace>;
  lang: Lang;
  i18n: I18n;
}

const asLang = (language: string | undefined): Lang => (language === 'zh' ? 'zh' : 'en');

/**
 * Remembers what each key without options said, for as long as the language stays: a page
 * renders the same labels again on every answer that arrives, and each i18next lookup is a
 * walk through resolution, interpolation and post-processing that a cold phone feels.
 */
function rememberingT<Namespace extends string>(t: TFunction<Namespace>): TFunction<Namespace> {
  const said = new Map<string, string>();
  const remembering = (key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== 'string') return (t as (key: unknown, options?: unknown) => string)(key, options);
    let text = said.get(key);
    if (text === undefined) {
      text = (t as (key: string) => string)(key);
      said.set(key, text);
    }
    return text;
  };
  return remembering as unknown as TFunction<Namespace>;
}

/**
 * One namespace's translate function for the language in use, made once per language and handed
 * down through context: one subscription to language changes instead of a useTranslation in every
 * component, so a language switch is one re-render and the first render stays cheap.
 */
export function useLanguageText<Namespace extends string>(i18n: I18n, namespace: Namespace): LanguageText<Namespace> {
  const [language, setLanguage] = useState(() => asLang(i18n.language));
  useEffect(() => {
    const follow = (next: string) => setLanguage(asLang(next));
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return useMemo(
    () => ({ t: rememberingT(i18n.getFixedT(language, namespace) as TFunction<Namespace>), lang: language, i18n }),
    [i18n, language, namespace],
  );
}
