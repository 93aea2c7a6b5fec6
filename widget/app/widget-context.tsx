import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../../api-client/client.ts';
import type { ResourceCache } from '../../api-client/resources/resource-cache.ts';
import { WIDGET_NAMESPACE } from '../i18n/i18n-core.ts';
import { useLanguageText, type LanguageText } from '../i18n/use-language-text.ts';

export interface WidgetServices {
  api: ApiClient;
  /** Server data the views show (resources.ts), shared with the page hosting them. */
  cache: ResourceCache;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The phone line help texts name instead of the restaurant card's (the element's `phone`). */
  phone?: string;
}

export type WidgetText = LanguageText<typeof WIDGET_NAMESPACE>;

const WidgetContext = createContext<WidgetServices | null>(null);
const WidgetTextContext = createContext<WidgetText | null>(null);

/** Everything the views need: the API client, the clock, and the i18next instance. */
export function WidgetProvider({ services, i18n, children }: { services: WidgetServices; i18n: I18n; children: ReactNode }) {
  const text = useLanguageText(i18n, WIDGET_NAMESPACE);
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
