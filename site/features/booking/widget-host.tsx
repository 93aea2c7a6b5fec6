import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { WidgetProvider } from '../../../widget/app/widget-context.tsx';
import '../../../widget/styles/widget.css';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';

const now = () => new Date();

/**
 * Gives the widget's views what they need on the site: the site's API client (same session),
 * the site's i18next instance (same language), and the restaurant's phone for help texts.
 */
export function WidgetHost({ children }: { children: ReactNode }) {
  const { client } = useSiteApi();
  const { i18n } = useTranslation('site');
  const restaurant = useRestaurant();
  return (
    <WidgetProvider i18n={i18n} services={{ api: client, now, restaurantPhone: restaurant?.phone ?? '' }}>
      <div className="widget-host">{children}</div>
    </WidgetProvider>
  );
}
