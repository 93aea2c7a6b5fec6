import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate } from '../../app/router.tsx';
import type { Lang } from '../../../widget/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useSiteStatus } from '../../shared/status/site-status.tsx';
import { NotLiveNotice } from '../../shared/status/not-live-notice.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { FIRST_VIEW_PHOTOS } from '../../../api-client/rules/photo-places.ts';
import { RestaurantPhoto } from '../../shared/restaurant/restaurant-photo.tsx';
import { useRestaurant, useRestaurantName } from '../../shared/restaurant/restaurant.tsx';
import { RestaurantHours } from '../../shared/restaurant/restaurant-hours.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';

/**
 * The front door. The visitor has not chosen a language yet, so the welcome and the status
 * messages are given in both; only a live status offers the way in.
 */
export function LandingPage() {
  const { t, i18n } = useSiteText();
  const en = i18n.getFixedT('en', 'site');
  const zh = i18n.getFixedT('zh', 'site');
  const status = useSiteStatus();
  const [, choose] = useLanguage();
  const navigate = useNavigate();
  const restaurant = useRestaurant();
  usePageTitle('landing');
  const nameEn = useRestaurantName('en');
  const nameZh = useRestaurantName('zh');

  const enter = async (lang: Lang) => {
    await choose(lang);
    navigate('/home');
  };

  return (
    <section className="landing" aria-labelledby="landing-title">
      <RestaurantPhoto slot="hero" className="landing__photo" sizes={FIRST_VIEW_PHOTOS['/'].sizes} first />
      <h1 id="landing-title" className="landing__welcome">
        <span lang="en">{t('landing.welcome_en', { name: nameEn })}</span>
        <span lang="zh-CN">{t('landing.welcome_zh', { name: nameZh })}</span>
      </h1>
      {status.status === 'loading' && <Spinner label={t('loading')} />}
      {status.status === 'error' && (
        <div className="notice" role="alert">
          <p>{t('landing.status_error')}</p>
          <button type="button" className="button" onClick={status.reload}>
            {t('landing.retry')}
          </button>
        </div>
      )}
      {status.status === 'ready' && status.value !== 'live' && <NotLiveNotice status={status.value} bothLanguages />}
      {status.status === 'ready' && status.value === 'live' && (
        <div className="landing__choices" role="group" aria-label={`${en('landing.choose')} / ${zh('landing.choose')}`}>
          <button type="button" className="button button--primary" lang="en" onClick={() => void enter('en')}>
            {t('landing.english')}
          </button>
          <button type="button" className="button button--primary" lang="zh-CN" onClick={() => void enter('zh')}>
            {t('landing.chinese')}
          </button>
        </div>
      )}
      {restaurant && <RestaurantHours hours={restaurant.hours} />}
    </section>
  );
}
