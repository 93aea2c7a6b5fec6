import { useEffect, useMemo, useRef, useState } from 'react';
import type { i18n as I18n } from 'i18next';
import { createCheckedApiClient } from '../../api-client/checked-client.ts';
import { sessionTokenStore } from '../../api-client/token-store.ts';
import { ResourceCache } from '../../api-client/resources/resource-cache.ts';
import { resources } from '../../api-client/resources/resources.ts';
import { monthOf, restaurantToday } from '../../api-client/rules/restaurant-date.ts';
import { WidgetProvider, type WidgetServices } from '../app/widget-context.tsx';
import { resolveLang, type Lang } from '../i18n/i18n-core.ts';
import { createEmbedI18n, switchLanguage } from '../i18n/load-strings.ts';
import type { AttributeProps, WidgetState } from './attributes.ts';
import { rememberedCode } from './booking-memory.ts';
import { WIDGET_VERSION } from './build-info.ts';
import { emitter } from './events.ts';
import { WidgetApp } from './widget-app.tsx';

/** How long the first screen waits for its answers before showing a spinner: most come sooner. */
const SPINNER_AFTER_MS = 300;

export interface EmbedAppProps extends AttributeProps {
  /** The element: events fire on it and its `state` attribute says how the widget is. */
  host: HTMLElement;
  /** The API when `api` is not given: the origin the script came from. */
  defaultApi: string;
}

/**
 * A client and a cache per API, with what the first screen shows asked for at once (the card
 * holds the calendar's horizon); settles when those answers are in or have failed.
 */
function connect(apiBase: string, view: string): { services: Omit<WidgetServices, 'phone'>; firstAnswers: Promise<unknown> } {
  const api = createCheckedApiClient({ baseUrl: apiBase, tokenStore: sessionTokenStore(`tb:session-token:${apiBase}`) });
  const cache = new ResourceCache();
  const now = () => new Date();
  const asked: Promise<unknown>[] = [cache.load(resources.status(api)), cache.load(resources.restaurant(api))];
  if (view === 'booking' && !rememberedCode()) asked.push(cache.load(resources.month(api, monthOf(restaurantToday(now())))));
  return { services: { api, cache, now }, firstAnswers: Promise.allSettled(asked) };
}

/** The widget's strings in `lang`, loaded into one i18next instance; null until they are in. */
function useEmbedI18n(lang: Lang, onFailure: () => void): I18n | null {
  const instance = useRef<I18n | null>(null);
  const [shown, setShown] = useState<{ i18n: I18n; lang: Lang } | null>(null);
  useEffect(() => {
    let live = true;
    const current = instance.current;
    const ready = current ? switchLanguage(current, lang).then(() => current) : createEmbedI18n(lang).then((made) => (instance.current = made));
    ready.then(
      (i18n) => live && setShown({ i18n, lang }),
      () => live && onFailure(),
    );
    return () => {
      live = false;
    };
  }, [lang, onFailure]);
  return shown?.i18n ?? null;
}

/** The embed: attributes in as props; the client, cache, language and events of one widget. */
export function EmbedApp({ host, defaultApi, api, lang, view, phone }: EmbedAppProps) {
  const apiBase = (api || defaultApi).replace(/\/+$/, '');
  const viewName = view === 'my-bookings' ? 'my-bookings' : 'booking';
  // One connection per API: a changed language or phone asks the server nothing again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const connection = useMemo(() => connect(apiBase, viewName), [apiBase]);
  const { emit, reportState } = useMemo(
    () => ({ emit: emitter(host), reportState: (state: WidgetState) => host.getAttribute('state') !== state && host.setAttribute('state', state) }),
    [host],
  );
  const failed = useMemo(() => () => reportState('error'), [reportState]);
  const i18n = useEmbedI18n(resolveLang(lang), failed);
  const [waited, setWaited] = useState(false);
  useEffect(() => {
    let live = true;
    const done = () => live && setWaited(true);
    const slow = setTimeout(done, SPINNER_AFTER_MS);
    void connection.firstAnswers.then(done);
    return () => {
      live = false;
      clearTimeout(slow);
    };
  }, [connection]);
  const services = useMemo(() => ({ ...connection.services, phone: phone?.trim() ?? '' }), [connection, phone]);
  if (!i18n || !waited) return null;
  return (
    <WidgetProvider services={services} i18n={i18n}>
      <WidgetApp view={viewName} emit={emit} onState={reportState} version={WIDGET_VERSION} />
    </WidgetProvider>
  );
}
