import { useSiteText } from '../../i18n/site-text.tsx';
import { useRestaurant } from '../restaurant/restaurant.tsx';

/** About goes to the restaurant's own web site (from its settings), in a new tab. */
export function AboutLink({ className }: { className?: string }) {
  const { t } = useSiteText();
  const restaurant = useRestaurant();
  if (!restaurant?.website) return null;
  return (
    <a className={className} href={restaurant.website} target="_blank" rel="noopener" aria-label={t('nav.about_external')}>
      {t('nav.about')}
    </a>
  );
}
