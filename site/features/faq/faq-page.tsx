import { useSiteText } from '../../i18n/site-text.tsx';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { resources } from '../../../api-client/resources/resources.ts';
import { useResource } from '../../../api-client/resources/use-resource.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { FIRST_VIEW_PHOTOS } from '../../../api-client/rules/photo-places.ts';
import { RestaurantPhoto } from '../../shared/restaurant/restaurant-photo.tsx';
import { FaqAccordion } from './faq-accordion.tsx';

export function FaqPage() {
  const { t } = useSiteText();
  const { client, cache } = useSiteApi();
  const [lang] = useLanguage();
  const faq = useResource(cache, resources.faq(client));
  usePageTitle('faq');

  return (
    <section className="page faq" aria-labelledby="faq-title">
      <RestaurantPhoto slot="hero" className="banner" sizes={FIRST_VIEW_PHOTOS['/faq'].sizes} first />
      <h1 id="faq-title">{t('faq.title')}</h1>
      <p className="lead">{t('faq.intro')}</p>
      {faq.status === 'loading' && <Spinner label={t('loading')} />}
      {faq.status === 'error' && (
        <p className="error-box" role="alert">
          {t('faq.error')}
        </p>
      )}
      {faq.status === 'ready' &&
        (faq.value.length === 0 ? (
          <p>{t('faq.empty')}</p>
        ) : (
          <FaqAccordion
            entries={faq.value.map((item) => ({
              id: item.id,
              question: lang === 'zh' ? item.question_zh : item.question_en,
              answer: lang === 'zh' ? item.answer_zh : item.answer_en,
            }))}
          />
        ))}
    </section>
  );
}

export default FaqPage;
