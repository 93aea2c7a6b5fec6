import type { i18n as I18n } from 'i18next';
import { createI18nInstance, LANGUAGES, WIDGET_NAMESPACE, type Lang } from './i18n-core.ts';
import type { CoreStrings, ViewStrings, WidgetStrings } from './strings-shape.ts';

/**
 * The embed downloads only the language it shows, and at first only the calendar's and slot
 * pane's strings: the flow's and my bookings' come with those views (viewStringsIn).
 */
const loadCoreStrings = (lang: Lang): Promise<CoreStrings> =>
  lang === 'zh' ? import('./zh-core.ts').then((m) => m.zhCore) : import('./en-core.ts').then((m) => m.enCore);
const loadViewStrings = (lang: Lang): Promise<ViewStrings> =>
  lang === 'zh' ? import('./zh-views.ts').then((m) => m.zhViews) : import('./en-views.ts').then((m) => m.enViews);

/** Every widget string in `lang` (the site's booking pages show the flow as often as the calendar). */
export async function loadStrings(lang: Lang): Promise<WidgetStrings> {
  const [core, views] = await Promise.all([loadCoreStrings(lang), loadViewStrings(lang)]);
  return { ...core, ...views };
}

export async function createEmbedI18n(lang: Lang): Promise<I18n> {
  return createI18nInstance(lang, { [lang]: { [WIDGET_NAMESPACE]: await loadCoreStrings(lang) } });
}

/**
 * Puts the widget's strings in `lang` into an i18next instance as they are: i18next otherwise
 * copies a bundle through JSON first, work a phone does on the page's start for strings nothing
 * ever changes (no code adds to or edits the widget's namespace).
 */
export function addWidgetStrings(i18n: I18n, lang: Lang, strings: WidgetStrings | CoreStrings): void {
  i18n.addResourceBundle(lang, WIDGET_NAMESPACE, strings, false, false, { skipCopy: true });
}

/**
 * Switches a running widget to another language, loading its strings first: the views' too when
 * a view has loaded them, so a view on screen changes language without waiting.
 */
export async function switchLanguage(i18n: I18n, lang: Lang): Promise<void> {
  if (!i18n.hasResourceBundle(lang, WIDGET_NAMESPACE)) addWidgetStrings(i18n, lang, await loadCoreStrings(lang));
  const viewsShown = LANGUAGES.some((shown) => i18n.getResource(shown, WIDGET_NAMESPACE, 'flow'));
  if (viewsShown) await viewStringsIn(i18n, lang);
  await i18n.changeLanguage(lang);
}

const loadingViews = new WeakMap<I18n, Partial<Record<Lang, Promise<void> | 'failed'>>>();

/**
 * The flow's and my bookings' strings in `lang`: undefined when the instance has them, 'failed'
 * when their download failed (the view offers a retry: retryViewStrings), else the promise of
 * their arrival, which never rejects (a view suspends on it). Added beside the calendar's.
 */
export function viewStringsIn(i18n: I18n, lang: Lang): Promise<void> | 'failed' | undefined {
  if (i18n.getResource(lang, WIDGET_NAMESPACE, 'flow')) return undefined;
  const loading = loadingViews.get(i18n) ?? {};
  loadingViews.set(i18n, loading);
  return (loading[lang] ??= loadViewStrings(lang).then(
    // Not deep: i18next spreads the two into a new bundle, and the modules' objects stay as they are.
    (views) => void i18n.addResourceBundle(lang, WIDGET_NAMESPACE, views, false, true, { skipCopy: true }),
    // Kept as failed, not asked again on every render: a suspended view would retry for ever.
    () => void (loading[lang] = 'failed'),
  ));
}

/** After a failed download, the next viewStringsIn asks again. */
export function retryViewStrings(i18n: I18n, lang: Lang): void {
  const loading = loadingViews.get(i18n);
  if (loading?.[lang] === 'failed') delete loading[lang];
}
