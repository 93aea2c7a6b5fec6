import { useSiteText } from '../../i18n/site-text.tsx';
import { Link } from '../../app/router.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';

export function HomePage() {
  const { t } = useSiteText();
  usePageTitle('home');
  return (
    <section className="page home" aria-labelledby="home-title">
      <h1 id="home-title">{t('home.title')}</h1>
      <p className="lead">{t('home.welcome')}</p>
      <p>{t('home.help')}</p>
      <div className="home__actions">
        <Link className="button button--primary" to="/booking">
          {t('home.book')}
        </Link>
        <Link className="button" to="/my_bookings">
          {t('home.check')}
        </Link>
        <Link className="button" to="/contact">
          {t('home.find')}
        </Link>
      </div>
    </section>
  );
}
