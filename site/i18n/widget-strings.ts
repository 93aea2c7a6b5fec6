import type { i18n as I18n } from 'i18next';
import { addWidgetStrings, loadStrings, WIDGET_NAMESPACE, type Lang, type WidgetStrings } from '../../widget/index.ts';

/**
 * The widget's strings on the site: each language is its own chunk (as in the embed), fetched
 * only by a page that shows a booking view, and only in the language shown. A page with a
 * booking view starts the fetch with its own chunk (site/app/pages.ts), so both arrive together.
 */
const arrived: Partial<Record<Lang, WidgetStrings>> = {};
const fetching: Partial<Record<Lang, Promise<WidgetStrings>>> = {};

/**
 * Fetches the widget's strings in `lang`, once. A failure is kept, not asked again: the view's host
 * suspends on this promise, and a fresh fetch on each render after a failure would retry for ever
 * with a spinner on screen; the page instead says it could not load and offers to reload
 * (site/shared/layout/page-load-error.tsx).
 */
export function fetchWidgetStrings(lang: Lang): Promise<WidgetStrings> {
  return (fetching[lang] ??= loadStrings(lang).then((strings) => (arrived[lang] = strings)));
}

/** Fetches the widget's strings in `lang` if need be and puts them into the site's instance. */
export async function putWidgetStringsIn(i18n: I18n, lang: Lang): Promise<void> {
  await widgetStringsIn(i18n, lang);
  widgetStringsIn(i18n, lang);
}

/**
 * Puts the widget's strings in `lang` into the site's instance. Done at once (undefined) when
 * they are in or have arrived; otherwise the promise of their arrival, after which asking again
 * puts them in (a booking view's host suspends on it with React's `use`).
 */
export function widgetStringsIn(i18n: I18n, lang: Lang): Promise<WidgetStrings> | undefined {
  if (i18n.hasResourceBundle(lang, WIDGET_NAMESPACE)) return undefined;
  const strings = arrived[lang];
  if (!strings) return fetchWidgetStrings(lang);
  addWidgetStrings(i18n, lang, strings);
  return undefined;
}
