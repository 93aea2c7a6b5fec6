import { useMemo, type ReactNode } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { WidgetProvider } from '../../../widget/app/widget-context.tsx';
import '../../../widget/styles/widget.css';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';

const now = () => new Date();

/**
 * Gives the widget's views what they need on the site: the site's API client (same session),
 * the site's i18next instance (same language), the restaurant's phone for help texts, and the
 * calendar month the server wrote into the page.
 */
export function WidgetHost({ children }: { children: ReactNode }) {
  const { client, openingMonth } = useSiteApi();
  const { i18n } = useSiteText();
  const phone = useRestaurant()?.phone ?? '';
  // One services object while nothing changes, so the views under it do not render again for nothing.
  const services = useMemo(
    () => ({ api: client, now, restaurantPhone: phone, takeKnownAvailability: openingMonth?.take }),
    [client, phone, openingMonth],
  );
  return (
    <WidgetProvider i18n={i18n} services={services}>
      <div className="widget-host">{children}</div>
    </WidgetProvider>
  );
}
