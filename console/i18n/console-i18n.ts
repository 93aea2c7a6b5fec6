import type { i18n as I18n } from 'i18next';
import { createI18nInstance, isLang, LANGUAGE_STORAGE_KEY, resolveLang, type Lang } from '../../widget/i18n/i18n-core.ts';
import { consoleEn } from './console-en.ts';
import { consoleZh } from './console-zh.ts';

export const CONSOLE_NAMESPACE = 'console';

/** The console's i18next, both languages bundled (they are small); the choice shares the site's key. */
export function createConsoleI18n(lang?: Lang): I18n {
  const i18n = createI18nInstance(resolveLang(lang), {
    en: { [CONSOLE_NAMESPACE]: consoleEn },
    zh: { [CONSOLE_NAMESPACE]: consoleZh },
  });
  i18n.setDefaultNamespace(CONSOLE_NAMESPACE);
  return i18n;
}

export async function chooseConsoleLanguage(i18n: I18n, lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage blocked: the choice lasts for this page only
  }
  await i18n.changeLanguage(lang);
}

export const currentLang = (i18n: I18n): Lang => (isLang(i18n.language) ? i18n.language : 'en');
export const htmlLang = (lang: string): string => (lang === 'zh' ? 'zh-CN' : 'en');
