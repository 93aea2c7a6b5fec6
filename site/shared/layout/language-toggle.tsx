import { useSiteText } from '../../i18n/site-text.tsx';
import { LANGUAGES, type Lang } from '../../../widget/index.ts';
import { useLanguage } from '../ui/use-language.ts';

const LABELS: Record<Lang, string> = { en: 'EN', zh: '中文' };

/** EN / 中文 as a pair of pressed-state buttons: the pressed one is the language in use. */
export function LanguageToggle({ onChosen }: { onChosen?: () => void }) {
  const { t } = useSiteText();
  const [lang, choose] = useLanguage();
  return (
    <div className="language-toggle" role="group" aria-label={t('nav.language')}>
      {LANGUAGES.map((code) => (
        <button
          key={code}
          type="button"
          lang={code === 'zh' ? 'zh-CN' : 'en'}
          aria-pressed={lang === code}
          onClick={() => {
            void choose(code);
            onChosen?.();
          }}
        >
          {LABELS[code]}
        </button>
      ))}
    </div>
  );
}
