import { useSiteText } from '../../i18n/site-text.tsx';
import { Link } from '../../app/router.tsx';
import { useLanguage } from '../ui/use-language.ts';
import { useRestaurant } from '../restaurant/restaurant.tsx';

export function SiteFooter() {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const restaurant = useRestaurant();
  return (
    <footer className="footer">
      {restaurant && <p className="footer__registration">{lang === 'zh' ? restaurant.registration_zh : restaurant.registration_en}</p>}
      <Link to="/privacy">{t('footer.privacy')}</Link>
    </footer>
  );
}
