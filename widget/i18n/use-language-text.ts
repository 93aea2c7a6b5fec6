import { useEffect, useMemo, useState } from 'react';
import type { i18n as I18n, TFunction } from 'i18next';
import type { Lang } from './i18n-core.ts';

export interface LanguageText<Namespace extends string> {
  t: TFunction<Namespace>;
  lang: Lang;
  i18n: I18n;
}

const asLang = (language: string | undefined): Lang => (language === 'zh' ? 'zh' : 'en');

/** A stored string i18next would hand back unchanged: nothing to interpolate, nest or pluralise. */
const isPlain = (text: unknown): text is string => typeof text === 'string' && !text.includes('{{') && !text.includes('$t(');

/**
 * `t` for one language and namespace: a plain string asked without options is read from the store
 * and remembered, anything else goes through i18next's full translate. A page's labels are nearly
 * all plain and asked on every render, and each full lookup is work a cold phone feels at first paint.
 */
export function plainFirstT<Namespace extends string>(i18n: I18n, lang: Lang, namespace: Namespace): TFunction<Namespace> {
  const translate = i18n.getFixedT(lang, namespace) as unknown as (key: unknown, options?: unknown) => string;
  const said = new Map<string, string>();
  const t = (key: string | string[], options?: unknown) => {
    if (options !== undefined || typeof key !== 'string') return translate(key, options);
    let text = said.get(key);
    if (text === undefined) {
      const stored: unknown = i18n.getResource(lang, namespace, key);
      // Only strings the store has are kept: a key of strings still arriving is asked again.
      if (!isPlain(stored)) return translate(key);
      said.set(key, (text = stored));
    }
    return text;
  };
  return t as unknown as TFunction<Namespace>;
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
    () => ({ t: plainFirstT(i18n, language, namespace), lang: language, i18n }),
    [i18n, language, namespace],
  );
}
