import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n, TFunction } from 'i18next';
import type { ApiClient } from '../../api-client/client.ts';
import type { Lang } from '../rules/formats.ts';
import { WIDGET_NAMESPACE } from '../i18n/i18n-core.ts';

export interface WidgetServices {
  api: ApiClient;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The restaurant's phone line, shown in help texts. */
  restaurantPhone: string;
}

export interface WidgetText {
  t: TFunction<typeof WIDGET_NAMESPACE>;
  lang: Lang;
}

const WidgetContext = createContext<WidgetServices | null>(null);
const WidgetTextContext = createContext<WidgetText | null>(null);

const asLang = (language: string | undefined): Lang => (language === 'zh' ? 'zh' : 'en');

/**
 * The widget's translate function, made once per language and shared through context. A month
 * grid alone has dozens of components; one subscription here instead of a useTranslation in each
 * keeps a language switch to one re-render and the first render cheap on slow phones.
 */
function useLanguageText(i18n: I18n): WidgetText {
  const [language, setLanguage] = useState(() => asLang(i18n.language));
  useEffect(() => {
    const follow = (next: string) => setLanguage(asLang(next));
    follow(i18n.language);
    i18n.on('languageChanged', follow);
    return () => i18n.off('languageChanged', follow);
  }, [i18n]);
  return useMemo(() => ({ t: i18n.getFixedT(language, WIDGET_NAMESPACE), lang: language }), [i18n, language]);
}

/** Everything the views need: the API client, the clock, and the i18next instance. */
export function WidgetProvider({ services, i18n, children }: { services: WidgetServices; i18n: I18n; children: ReactNode }) {
  const text = useLanguageText(i18n);
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetContext.Provider value={services}>
        <WidgetTextContext.Provider value={text}>{children}</WidgetTextContext.Provider>
      </WidgetContext.Provider>
    </I18nextProvider>
  );
}

export function useWidget(): WidgetServices {
  const services = useContext(WidgetContext);
  if (!services) throw new Error('Widget views must be rendered inside <WidgetProvider>');
  return services;
}

/** The widget's translate function and the current language for date and money formats. */
export function useWidgetText(): WidgetText {
  const text = useContext(WidgetTextContext);
  if (!text) throw new Error('Widget views must be rendered inside <WidgetProvider>');
  return text;
}
