import { openDaysText } from '../../../api-client/rules/opening-days.ts';
import { useSiteText } from '../../i18n/site-text.tsx';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { useRestaurant } from '../../shared/restaurant/restaurant.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { ContactForm } from './contact-form.tsx';
import { MapFigure } from './map-figure.tsx';

export function ContactPage() {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const restaurant = useRestaurant();
  // The phone is answered on the days the restaurant opens (its settings' open_weekdays).
  const days = restaurant ? openDaysText(restaurant.hours.open_weekdays, lang) : '';
  usePageTitle('contact');
  return (
    <section className="page contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <div className="contact__columns">
        <div>
          <MapFigure />
          {restaurant && (
            <dl className="contact__details">
              <dt>{t('contact.address')}</dt>
              <dd>{lang === 'zh' ? restaurant.address_zh : restaurant.address_en}</dd>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a>
                {days && <span className="contact__phone-hours hint">{t('contact.phone_hours', { days })}</span>}
              </dd>
              <dt>{t('contact.email')}</dt>
              <dd>
                <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
              </dd>
            </dl>
          )}
        </div>
        <ContactForm />
      </div>
    </section>
  );
}

export default ContactPage;
