import { useSiteText } from '../../i18n/site-text.tsx';
import { useSiteApi } from '../../shared/api/site-api-context.tsx';
import { useLoad } from '../../shared/api/use-load.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { FaqAccordion } from './faq-accordion.tsx';
import banner from './faq-banner.svg';

export function FaqPage() {
  const { t } = useSiteText();
  const { client } = useSiteApi();
  const [lang] = useLanguage();
  const faq = useLoad(client.fetchFaq);
  usePageTitle('faq');

  return (
    <section className="page faq" aria-labelledby="faq-title">
      <img className="banner" src={banner} alt={t('faq.banner')} width="1200" height="320" />
      <h1 id="faq-title">{t('faq.title')}</h1>
      <p className="lead">{t('faq.intro')}</p>
      {faq.state === 'loading' && <Spinner label={t('loading')} />}
      {faq.state === 'error' && (
        <p className="error-box" role="alert">
          {t('faq.error')}
        </p>
      )}
      {faq.state === 'ready' &&
        (faq.data.length === 0 ? (
          <p>{t('faq.empty')}</p>
        ) : (
          <FaqAccordion
            entries={faq.data.map((item) => ({
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
