import { createContext, useContext, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import type { ApiClient } from '../../api-client/client.ts';
import type { Booking } from '../../api-client/contract/booking.ts';
import type { SiteStatus } from '../../api-client/contract/common.ts';
import type { Handout } from './handout.ts';
import type { MonthHandout } from './month-answers.ts';
import type { RestaurantCardSource } from './restaurant-card-source.ts';
import { WIDGET_NAMESPACE } from '../i18n/i18n-core.ts';
import { useLanguageText, type LanguageText } from '../i18n/use-language-text.ts';

export interface WidgetServices {
  api: ApiClient;
  /** The current instant; tests pass a fixed clock. */
  now: () => Date;
  /** The restaurant's phone line, shown in help texts. */
  restaurantPhone: string;
  /**
   * The restaurant's card, whose booking rules (horizon, resend delay, hold minutes, change and
   * cancel days) the views show and check: the site hands over the one in its page, the embed
   * asks for it alongside get_status (useBookingRules reads it).
   */
  restaurantCard: RestaurantCardSource;
  /**
   * check_full and check_closed of a month if already known (the site writes the calendar's
   * first month into /booking; the embed asks for it with get_status), handed out once.
   */
  takeKnownAvailability?: MonthHandout['take'];
  /**
   * fetch_booking of a code if already answered (the site asks for it with the page's code, so
   * the flow renders once with its booking), handed out once; null is "no such booking".
   */
  takeKnownBooking?: Handout<Booking | null>['take'];
  /** get_status if already answered (the embed asks before its first render), handed out once. */
  takeKnownStatus?: () => SiteStatus | undefined;
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
