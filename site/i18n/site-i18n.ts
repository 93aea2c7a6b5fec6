import type { i18n as I18n } from 'i18next';
import { createI18n, isLang, LANGUAGE_STORAGE_KEY, type Lang } from '../../widget/i18n/index.ts';
import { siteEn } from './site-en.ts';
import { siteZh } from './site-zh.ts';

export const SITE_NAMESPACE = 'site';

/**
 * The one i18next instance of the site: the widget's setup with the site's namespace added, so
 * the booking views and the pages around them always speak the same language.
 */
export function createSiteI18n(lang?: Lang): I18n {
  return createI18n(lang, { en: { [SITE_NAMESPACE]: siteEn }, zh: { [SITE_NAMESPACE]: siteZh } });
}

/** Switches language and keeps the choice under the key the widget reads too. */
export async function chooseLanguage(i18n: I18n, lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  await i18n.changeLanguage(lang);
}

export function currentLang(i18n: I18n): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** BCP 47 tag for `<html lang>`: Simplified Chinese as used in Shanghai. */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');
