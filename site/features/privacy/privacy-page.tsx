import { useEffect, useState } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import type { Lang } from '../../../widget/index.ts';
import { usePageTitle } from '../../shared/document/use-page-title.ts';
import { Spinner } from '../../shared/ui/spinner.tsx';
import { useLanguage } from '../../shared/ui/use-language.ts';
import { POLICY_DATE, type PrivacyPolicy } from './privacy-policy.ts';

/** Each language's text is its own chunk: a guest downloads only the one they read. */
const loadPolicy = (lang: Lang): Promise<PrivacyPolicy> =>
  lang === 'zh' ? import('./privacy-zh.ts').then((m) => m.privacyZh) : import('./privacy-en.ts').then((m) => m.privacyEn);

export function PrivacyPage() {
  const { t } = useSiteText();
  const [lang] = useLanguage();
  const [policy, setPolicy] = useState<{ lang: Lang; text: PrivacyPolicy } | null>(null);
  usePageTitle('privacy');

  useEffect(() => {
    let current = true;
    void loadPolicy(lang).then((text) => current && setPolicy({ lang, text }));
    return () => {
      current = false;
    };
  }, [lang]);

  if (!policy || policy.lang !== lang) return <Spinner label={t('loading')} />;
  const { text } = policy;
  return (
    <article className="page privacy" aria-labelledby="privacy-title">
      <h1 id="privacy-title">{text.title}</h1>
      <p className="privacy__date">
        <time dateTime={POLICY_DATE}>{text.updated}</time>
      </p>
      <p className="lead">{text.intro}</p>
      <ol className="privacy__sections">
        {text.sections.map((section) => (
          <li key={section.title}>
            <h2>{section.title}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
            {section.points && (
              <ul>
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </article>
  );
}

export default PrivacyPage;
