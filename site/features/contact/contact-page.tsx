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
  // When the phone is answered, as the restaurant wrote it (text phone_hours); none when it wrote none.
  const phoneHours = restaurant?.texts[lang].phone_hours;
  usePageTitle('contact');
  return (
    <section className="page contact" aria-labelledby="contact-title">
      <h1 id="contact-title">{t('contact.title')}</h1>
      <div className="contact__columns">
        <div>
          <MapFigure
            place={
              restaurant
                ? {
                    name: lang === 'zh' ? restaurant.name_zh : restaurant.name_en,
                    address: lang === 'zh' ? restaurant.address_zh : restaurant.address_en,
                    point: restaurant.map,
                  }
                : undefined
            }
          />
          {restaurant && (
            <dl className="contact__details">
              <dt>{t('contact.address')}</dt>
              <dd>{lang === 'zh' ? restaurant.address_zh : restaurant.address_en}</dd>
              <dt>{t('contact.phone')}</dt>
              <dd>
                <a href={`tel:${restaurant.phone.replace(/\s+/g, '')}`}>{restaurant.phone}</a>
                {phoneHours && <span className="contact__phone-hours hint">{phoneHours}</span>}
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
