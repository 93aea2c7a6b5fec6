import { useSiteText } from '../../i18n/site-text.tsx';
import { useNavigate } from '../../app/router.tsx';
import type { Lang } from '../../../widget/i18n/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useSiteStatus } from '../../shared/status/site-status.tsx';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { CounterArt } from '../../shared/layout/counter-art.tsx';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
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

  const enter = async (lang: Lang) => {
    await choose(lang);
    navigate('/home');
  };

  return (
    <section className="landing" aria-labelledby="landing-title">
      <CounterArt className="landing__art" />
      <h1 id="landing-title" className="landing__welcome">
        <span lang="en">{t('landing.welcome_en')}</span>
        <span lang="zh-CN">{t('landing.welcome_zh')}</span>
      </h1>
      {status.state === 'loading' && <Spinner label={t('loading')} />}
      {status.state === 'error' && (
        <div className="notice" role="alert">
          <p>{t('landing.status_error')}</p>
          <button type="button" className="button" onClick={status.reload}>
            {t('landing.retry')}
          </button>
        </div>
      )}
      {status.state === 'ready' && status.data !== 'live' && (
        <div className="notice" role="status">
          <p lang="en">{en(`landing.${status.data}`)}</p>
          <p lang="zh-CN">{zh(`landing.${status.data}`)}</p>
        </div>
      )}
      {status.state === 'ready' && status.data === 'live' && (
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
