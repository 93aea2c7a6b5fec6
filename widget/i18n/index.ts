export { createI18n, errorText, isLang, resolveLang, widgetResources, LANGUAGES, LANGUAGE_STORAGE_KEY, WIDGET_NAMESPACE, type Lang } from './i18n.ts';
export type { WidgetStrings } from './strings-shape.ts';
