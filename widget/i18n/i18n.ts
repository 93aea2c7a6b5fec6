import type { i18n as I18n, Resource } from 'i18next';
import { en } from './en.ts';
import { createI18nInstance, LANGUAGES, resolveLang, WIDGET_NAMESPACE } from './i18n-core.ts';
import { zh } from './zh.ts';

export { errorText, isLang, LANGUAGE_STORAGE_KEY, LANGUAGES, resolveLang, WIDGET_NAMESPACE, type Lang } from './i18n-core.ts';

/** Both languages of the widget, for the site (which adds its own namespaces beside them). */
export const widgetResources = { en: { [WIDGET_NAMESPACE]: en }, zh: { [WIDGET_NAMESPACE]: zh } } satisfies Resource;

/**
 * An i18next instance with every widget string in both languages; `extra` adds namespaces per
 * language, e.g. createI18n('zh', { en: { site: {...} }, zh: { site: {...} } }).
 */
export function createI18n(lang?: string | null, extra: Resource = {}): I18n {
  const resources: Resource = {};
  for (const code of LANGUAGES) resources[code] = { ...widgetResources[code], ...extra[code] };
  return createI18nInstance(resolveLang(lang), resources);
}
