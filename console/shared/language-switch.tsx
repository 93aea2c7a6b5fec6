import { useTranslation } from 'react-i18next';
import { chooseConsoleLanguage, currentLang } from '../i18n/console-i18n.ts';

/** One button naming the other language in its own words (its name is what it shows, for voice control too). */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const other = currentLang(i18n) === 'en' ? 'zh' : 'en';
  return (
    <button type="button" lang={other === 'zh' ? 'zh-CN' : 'en'} title={t('language.switch_label')} onClick={() => void chooseConsoleLanguage(i18n, other)}>
      {t('language.switch_to')}
    </button>
  );
}
