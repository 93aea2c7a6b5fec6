import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../../api-client/client.ts';
import type { Lang } from '../rules/formats.ts';

export interface WidgetServices {
  api: ApiClient;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The restaurant's phone line, shown in help texts. */
  restaurantPhone: string;
}

const WidgetContext = createContext<WidgetServices | null>(null);

/** Everything the views need: the API client, the clock, and the i18next instance. */
export function WidgetProvider({ services, i18n, children }: { services: WidgetServices; i18n: I18n; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <WidgetContext.Provider value={services}>{children}</WidgetContext.Provider>
    </I18nextProvider>
  );
}

export function useWidget(): WidgetServices {
  const services = useContext(WidgetContext);
  if (!services) throw new Error('Widget views must be rendered inside <WidgetProvider>');
  return services;
}

/** The widget's translate function and the current language for date and money formats. */
export function useWidgetText() {
  const { t, i18n } = useTranslation('widget');
  const lang: Lang = i18n.language === 'zh' ? 'zh' : 'en';
  return { t, lang };
}
