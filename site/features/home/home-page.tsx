import { useSiteText } from '../../i18n/site-text.tsx';
import { Link } from '../../app/router.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { FIRST_VIEW_PHOTOS } from '../../../api-client/rules/photo-places.ts';
import { RestaurantPhoto, useRestaurantPhoto } from '../../shared/restaurant/restaurant-photo.tsx';
import { useRestaurant, useRestaurantName } from '../../shared/restaurant/restaurant.tsx';
import { RestaurantHours } from '../../shared/restaurant/restaurant-hours.tsx';
import { RestaurantStory } from '../../shared/restaurant/restaurant-story.tsx';
import { useSiteStatus } from '../../shared/status/site-status.tsx';
import { NotLiveNotice } from '../../shared/status/not-live-notice.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';

/** The welcome (said once, as the heading) and the three ways on beside the counter, then the restaurant's hours, menu and chef. */
export function HomePage() {
  const { t } = useSiteText();
  const restaurant = useRestaurant();
  const name = useRestaurantName();
  const [lang] = useLanguage();
  // The restaurant's own line (text tagline); a restaurant that wrote none shows none.
  const tagline = restaurant?.texts[lang].tagline;
  const status = useSiteStatus();
  // Closed or under maintenance: no way into a calendar the server would refuse; why, and the phone.
  const notLive = status.status === 'ready' && status.value !== 'live' ? status.value : null;
  // Without the counter's photograph the hours stand beside the welcome, so no half of the first screen is empty.
  const counter = useRestaurantPhoto('counter');
  usePageTitle('home');
  return (
    <section className={counter ? 'page home' : 'page home home--text'} aria-labelledby="home-title">
      <div className="home__intro">
        {tagline && <p className="eyebrow">{tagline}</p>}
        <h1 id="home-title">{t('home.title', { name })}</h1>
        <p className="lead">{t('home.welcome')}</p>
        {/* The private room is named only when the restaurant's card says one is bookable online. */}
        <p>{t(restaurant?.private_room ? 'home.help_room' : 'home.help')}</p>
        <div className="home__actions">
          {!notLive && (
            <Link className="button button--primary" to="/booking">
              {t('home.book')}
            </Link>
          )}
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
      <RestaurantPhoto slot="counter" className="home__photo" sizes={FIRST_VIEW_PHOTOS['/home'].sizes} first />
      {notLive && <NotLiveNotice status={notLive} />}
      {restaurant && <RestaurantHours hours={restaurant.hours} />}
      {restaurant && !notLive && <RestaurantStory texts={restaurant.texts} />}
    </section>
  );
}
