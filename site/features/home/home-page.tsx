import { useSiteText } from '../../i18n/site-text.tsx';
import { Link } from '../../app/router.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { CounterArt } from '../../shared/layout/counter-art.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { RestaurantHours } from '../../shared/restaurant/restaurant-hours.tsx';

/** The welcome (said once, as the heading) and the three ways on beside the counter, then the restaurant's hours. */
export function HomePage() {
  const { t } = useSiteText();
  const restaurant = useRestaurant();
  usePageTitle('home');
  return (
    <section className="page home" aria-labelledby="home-title">
      <div className="home__intro">
        <p className="eyebrow">{t('home.eyebrow')}</p>
        <h1 id="home-title">{t('home.title')}</h1>
        <p className="lead">{t('home.welcome')}</p>
        <p>{t('home.help')}</p>
        <div className="home__actions">
          <Link className="button button--primary" to="/booking">
            {t('home.book')}
          </Link>
          {/* The two quieter ways keep together: a row too narrow for all three never leaves one alone. */}
          <div className="home__more">
            <Link className="button" to="/my_bookings">
              {t('home.check')}
            </Link>
            <Link className="button" to="/contact">
              {t('home.find')}
            </Link>
          </div>
        </div>
      </div>
      <CounterArt className="home__art" />
      {restaurant && <RestaurantHours hours={restaurant.hours} />}
    </section>
  );
}
