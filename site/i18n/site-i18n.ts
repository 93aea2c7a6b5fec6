import type { i18n as I18n } from 'i18next';
import { createI18nInstance, isLang, LANGUAGE_STORAGE_KEY, LANGUAGES, resolveLang, WIDGET_NAMESPACE, type Lang, type WidgetStrings } from '../../widget/index.ts';
import { siteEn } from './site-en.ts';
import { siteZh } from './site-zh.ts';
import { putWidgetStringsIn } from './widget-strings.ts';

export const SITE_NAMESPACE = 'site';

const SITE_STRINGS = { en: siteEn, zh: siteZh };

/**
 * The site's one i18next instance, shared with its booking views so both speak one language. Its own
 * strings come in both languages (the landing page greets in both); the widget's are downloaded only
 * for a page with a booking view (widget-strings.ts), or given up front as `widget` (stories).
 */
export function createSiteI18n(lang?: Lang, widget: Partial<Record<Lang, WidgetStrings>> = {}): I18n {
  const resources = Object.fromEntries(
    LANGUAGES.map((code) => [code, { [SITE_NAMESPACE]: SITE_STRINGS[code], ...(widget[code] ? { [WIDGET_NAMESPACE]: widget[code] } : {}) }]),
  );
  return createI18nInstance(resolveLang(lang), resources);
}

/**
 * Switches language and keeps the choice under the key the widget reads too. Where a booking view
 * is on the page (the widget's strings are in), its strings in the new language are fetched first,
 * so the switch never shows keys or the loading spinner in place of the view.
 */
export async function chooseLanguage(i18n: I18n, lang: Lang): Promise<void> {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, lang);
  } catch {
    // storage blocked (private mode): the choice lasts for this page only
  }
  if (i18n.hasResourceBundle(currentLang(i18n), WIDGET_NAMESPACE)) {
    // Should the fetch fail, the language still changes, and the view's host says the page could
    // not load (site/shared/layout/page-load-error.tsx).
    await putWidgetStringsIn(i18n, lang).catch(() => undefined);
  }
  await i18n.changeLanguage(lang);
}

export function currentLang(i18n: I18n): Lang {
  return isLang(i18n.language) ? i18n.language : 'en';
}

/** BCP 47 tag for `<html lang>`: Simplified Chinese as used in Shanghai. */
export const htmlLang = (lang: Lang): string => (lang === 'zh' ? 'zh-CN' : 'en');
