import type { i18n as I18n } from 'i18next';
import { createI18nInstance, WIDGET_NAMESPACE, type Lang } from './i18n-core.ts';
import type { WidgetStrings } from './strings-shape.ts';

/** The embed downloads only the language it shows: each is its own small chunk. */
export function loadStrings(lang: Lang): Promise<WidgetStrings> {
  return lang === 'zh' ? import('./zh.ts').then((m) => m.zh) : import('./en.ts').then((m) => m.en);
}

export async function createEmbedI18n(lang: Lang): Promise<I18n> {
  return createI18nInstance(lang, { [lang]: { [WIDGET_NAMESPACE]: await loadStrings(lang) } });
}

/**
 * Puts the widget's strings in `lang` into an i18next instance as they are: i18next otherwise
 * copies a bundle through JSON first, work a phone does on the page's start for strings nothing
 * ever changes (no code adds to or edits the widget's namespace).
 */
export function addWidgetStrings(i18n: I18n, lang: Lang, strings: WidgetStrings): void {
  i18n.addResourceBundle(lang, WIDGET_NAMESPACE, strings, false, false, { skipCopy: true });
}

/** Switches a running widget to another language, loading its strings first. */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, WIDGET_NAMESPACE)) addWidgetStrings(i18n, lang, await loadStrings(lang));
  await i18n.changeLanguage(lang);
}
