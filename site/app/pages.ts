import { createElement, lazy, useState, type ComponentType } from 'react';
import type { i18n as I18n } from 'i18next';
import { HomePage } from '../features/home/home-page.tsx';
import { LandingPage } from '../features/landing/landing-page.tsx';
import { currentLang } from '../i18n/site-i18n.ts';
import { fetchWidgetStrings, putWidgetStringsIn } from '../i18n/widget-strings.ts';
import type { SiteApi } from '../shared/api/site-api.ts';
import { resolveLang } from '../../widget/index.ts';
import { matchPath } from './router.tsx';
import { resources } from '../../api-client/resources/resources.ts';

type PageModule = { default: ComponentType };

/** What loading a page may use: the site's i18next instance and API. */
export interface PageContext {
  i18n: I18n;
  api: SiteApi;
}

/** One route of SPEC §2 and the page shown there. */
export interface SitePage {
  path: string;
  component: ComponentType;
  /** Fetches what the page is made of (its code, the widget's strings); starts asking for its data. */
  preload?: (params: Record<string, string | undefined>, context: PageContext) => Promise<unknown>;
}

/**
 * A page whose code `load` starts, with what it will need (`alongside`), as soon as the page is
 * known. Code already in renders at once, else React.lazy suspends; that is decided once per visit,
 * so the page never remounts.
 */
function lazyPage(importPage: () => Promise<PageModule>, alongside?: () => void) {
  let loaded: ComponentType | undefined;
  let loading: Promise<PageModule> | undefined;
  const load = (): Promise<PageModule> => {
    if (!loading) alongside?.();
    return (loading ??= importPage().then(
      (page) => {
        loaded = page.default;
        return page;
      },
      (error: unknown) => {
        loading = undefined; // a failed early start is tried once more by the page's render
        throw error;
      },
    ));
  };
  const Lazy = lazy(load);
  function Page() {
    const [Shown] = useState<ComponentType>(() => loaded ?? Lazy);
    return createElement(Shown);
  }
  return { component: Page, load };
}

/**
 * A page with a booking view: the widget's strings are fetched with its code, not after it, and
 * preloading puts them in the site's instance for the host's first render (widget-host.tsx), which
 * also reports a failed fetch.
 */
function bookingViewPage(importPage: () => Promise<PageModule>) {
  const page = lazyPage(importPage, () => void fetchWidgetStrings(resolveLang()).catch(() => undefined));
  const preload = async (_params: unknown, { i18n }: PageContext) => {
    await Promise.all([page.load(), putWidgetStringsIn(i18n, currentLang(i18n))]);
  };
  return { component: page.component, preload };
}

const bookingPage = bookingViewPage(() => import('../features/booking/booking-page.tsx'));
const bookingProcessPage = bookingViewPage(() => import('../features/booking/booking-process-page.tsx'));
const myBookingsPage = bookingViewPage(() => import('../features/booking/my-bookings-page.tsx'));
/** A page without a booking view: preloaded, only its code. */
const plainPage = (importPage: () => Promise<PageModule>) => {
  const page = lazyPage(importPage);
  return { component: page.component, preload: () => page.load() };
};

/** The booking of `code` in the site's cache: the one the page carries, else asked for. */
function bookingFor(code: string, { client, cache }: SiteApi): Promise<unknown> {
  return cache.load(resources.booking(client, code));
}

/**
 * The routes of SPEC §2 (any other path goes back to the landing page). The front door and home
 * are in the entry; every other page loads when the guest first goes there, the three pages with
 * booking views in one shared chunk (vite.site.config.ts).
 */
export const SITE_PAGES: readonly SitePage[] = [
  { path: '/', component: LandingPage },
  { path: '/home', component: HomePage },
  { path: '/booking', ...bookingPage },
  {
    path: '/booking_process/:code',
    component: bookingProcessPage.component,
    // The booking the server wrote into the page for this code, or else (the dev server, a page
    // served while the database was down) asked for alongside the page's code, not waited for.
    preload: (params, context) => {
      bookingFor(params.code ?? '', context.api).catch(() => undefined);
      return bookingProcessPage.preload(params, context);
    },
  },
  { path: '/booking_result', ...plainPage(() => import('../features/booking-result/booking-result-page.tsx')) },
  { path: '/my_bookings', ...myBookingsPage },
  { path: '/faq', ...plainPage(() => import('../features/faq/faq-page.tsx')) },
  { path: '/contact', ...plainPage(() => import('../features/contact/contact-page.tsx')) },
  { path: '/privacy', ...plainPage(() => import('../features/privacy/privacy-page.tsx')) },
  { path: '/party/:token', ...plainPage(() => import('../features/party/party-page.tsx')) },
];

/**
 * Fetches what the page at `path` is made of, as the site starts (main.tsx renders once it is in).
 * Never rejects: whatever failed, the page asks for itself and shows its error.
 */
export async function preloadPage(path: string, context: PageContext): Promise<void> {
  for (const page of SITE_PAGES) {
    const [matched, params] = matchPath(page.path, path);
    if (!matched) continue;
    await page.preload?.(params, context).catch(() => undefined);
    return;
  }
}
