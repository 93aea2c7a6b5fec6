import { use, useMemo, type ReactNode } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { widgetStringsIn } from '../../i18n/widget-strings.ts';
import { restaurantCardSource } from '../../../widget/app/restaurant-card-source.ts';
import { WidgetProvider } from '../../../widget/app/widget-context.tsx';
import '../../../widget/styles/widget.css';
import '../../../widget/styles/flow.css';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';

const now = () => new Date();

/**
 * Gives the widget's views what they need on the site: the site's API client (same session),
 * the site's i18next instance (same language), the restaurant's card (its phone for help texts,
 * its booking rules for the calendar and texts) and the calendar month the server wrote into the page.
 */
export function WidgetHost({ children }: { children: ReactNode }) {
  const { client, openingMonth, openingBooking, restaurantCard } = useSiteApi();
  const { i18n, lang } = useSiteText();
  // The widget's strings in the language shown: the page waits (suspends) until they are in.
  const arriving = widgetStringsIn(i18n, lang);
  if (arriving) use(arriving);
  const card = useRestaurant();
  // One services object while nothing changes, so the views under it do not render again for nothing.
  // The card (with the booking rules) is the one in the page; without it the views ask for it.
  const services = useMemo(
    () => ({
      api: client,
      now,
      restaurantPhone: card?.phone ?? '',
      restaurantCard: restaurantCardSource({ restaurant: restaurantCard }, card),
      takeKnownAvailability: openingMonth?.take,
      takeKnownBooking: openingBooking?.take,
    }),
    [client, card, openingMonth, openingBooking, restaurantCard],
  );
  return (
    <WidgetProvider i18n={i18n} services={services}>
      <div className="widget-host">{children}</div>
    </WidgetProvider>
  );
}
