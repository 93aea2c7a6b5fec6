import { use } from 'react';
import type { i18n as I18n } from 'i18next';
import { addWidgetStrings, loadStrings, WIDGET_NAMESPACE, type Lang, type WidgetStrings } from '../../widget/index.ts';

/**
 * The widget's strings on the site: each language is its own chunk (as in the embed), fetched
 * only by a page that shows a booking view, and only in the language shown. A page with a
 * booking view starts the fetch with its own chunk (site/app/pages.ts), so both arrive together.
 */
const fetching: Partial<Record<Lang, Promise<WidgetStrings>>> = {};

/**
 * Fetches the widget's strings in `lang`, once. A failure is kept, not asked again: the view's host
 * would otherwise ask again on each render for ever with a spinner on screen; the page instead
 * says it could not load and offers to reload (site/shared/layout/page-load-error.tsx).
 */
export function fetchWidgetStrings(lang: Lang): Promise<WidgetStrings> {
  return (fetching[lang] ??= loadStrings(lang));
}

/** Fetches the widget's strings in `lang` if need be and puts them into the site's instance. */
export async function putWidgetStringsIn(i18n: I18n, lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, WIDGET_NAMESPACE)) return;
  const strings = await fetchWidgetStrings(lang);
  if (!i18n.hasResourceBundle(lang, WIDGET_NAMESPACE)) addWidgetStrings(i18n, lang, strings);
}

const arrivals = new WeakMap<I18n, Partial<Record<Lang, Promise<void> | null>>>();

/**
 * For a booking view's host: suspends (React's `use`) until the widget's strings in `lang` are in
 * the site's instance. Whether to wait is decided once per instance and language, never between
 * a render that suspended and React's retry of it, which must call `use` again.
 */
export function useWidgetStringsIn(i18n: I18n, lang: Lang): void {
  const known = arrivals.get(i18n) ?? {};
  arrivals.set(i18n, known);
  if (known[lang] === undefined) known[lang] = i18n.hasResourceBundle(lang, WIDGET_NAMESPACE) ? null : putWidgetStringsIn(i18n, lang);
  const arrival = known[lang];
  if (arrival) use(arrival);
}
