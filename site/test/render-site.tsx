import { Profiler } from 'react';
import { act, render } from '@testing-library/react';
import { memoryLocation, Router, useCurrentPath } from '../app/router.tsx';
import type { ApiClient } from '../../api-client/index.ts';
import { stubApi } from '../../widget/test/render-widget.tsx';
import type { Lang } from '../../widget/i18n/index.ts';
import { SiteProviders } from '../app/site-providers.tsx';
import { SiteRoutes } from '../app/site-routes.tsx';
import { createSiteI18n } from '../i18n/site-i18n.ts';
import { en } from '../../widget/i18n/en.ts';
import { zh } from '../../widget/i18n/zh.ts';
import type { RestaurantCard } from '../../api-client/contract/content.ts';
import { CARD_TEXTS } from '../../widget/test/card-texts.ts';
import { createSiteApi, type SiteApi } from '../shared/api/site-api.ts';
import type { BootData } from '../../api-client/contract/boot.ts';
import { preloadPage } from '../app/pages.ts';

export const RESTAURANT: RestaurantCard = {
  name_en: 'Counter Shanghai',
  name_zh: '上海吧台',
  address_en: '88 Fuxing Road West, Xuhui District, Shanghai',
  address_zh: '上海市徐汇区复兴西路88号',
  phone: '+86 21 6437 0000',
  email: 'hello@counter-shanghai.example',
  website: 'https://counter-shanghai.example',
  registration_en: 'Counter Shanghai Catering Management Co., Ltd.',
  registration_zh: '上海吧台餐饮管理有限公司',
  map: null,
  booking_rules: { horizon_days: 60, otp_resend_seconds: 60, hold_minutes: 30, change_cancel_min_days: 3, max_party_size: 8 },
  hours: { open_weekdays: [2, 3, 4, 5, 6], seating_times: ['18:00', '18:30', '19:00', '19:30', '20:00'], dining_minutes: 150, allergy_notice_hours: 48 },
  private_room: { min_party: 6, notice_working_days: 7 },
  texts: CARD_TEXTS,
  closures: [],
  photos: [],
};

export interface RenderSiteOptions {
  lang?: Lang;
  /** The API calls this screen may make; any other call fails loudly. get_status answers 'live' unless given. */
  api?: Partial<ApiClient>;
  /** What the server wrote into the page (status, restaurant card), as `npm start` serves it. */
  boot?: Partial<BootData>;
  /** Leave the widget's strings to be fetched as the site does, instead of giving them up front. */
  fetchWidgetStrings?: boolean;
  /** What React recovered from by rendering again (an error thrown in a render it then redid). */
  onRecoverableError?: (error: unknown) => void;
}

/**
 * The site opened directly at `path` once what the page needs has come (preloadPage, which
 * main.tsx starts with the site). Resolves once React has rendered what had come.
 */
export async function renderPreloadedSite(path: string, options: Omit<RenderSiteOptions, 'fetchWidgetStrings'> = {}) {
  const site = prepareSite(path, { ...options, fetchWidgetStrings: true });
  await preloadPage(path, { i18n: site.i18n, api: site.api });
  let commits = 0;
  let view!: ReturnType<typeof renderPrepared>;
  await act(async () => {
    view = renderPrepared(path, site, undefined, () => (commits += 1));
  });
  /** How often React has put the site on screen since it started. */
  return { ...view, i18n: site.i18n, api: site.api, commits: () => commits };
}

/** Where the router is now, for asserting navigation. */
function CurrentPath() {
  return <output aria-label="current path">{useCurrentPath()}</output>;
}

/**
 * The whole site at `path`, as a guest would open it, in a language chosen beforehand (stored
 * under the shared key, as the landing page or a previous visit would have left it).
 */
export function renderSite(path: string, options: RenderSiteOptions = {}) {
  const site = prepareSite(path, options);
  return { ...renderPrepared(path, site, options.onRecoverableError), i18n: site.i18n };
}

function prepareSite(path: string, { lang, api = {}, boot, fetchWidgetStrings = false }: RenderSiteOptions) {
  localStorage.clear();
  if (lang) localStorage.setItem('lang', lang);
  // The widget's strings up front, as the site has them once fetched (site/i18n/widget-strings.test.tsx
  // covers the fetching), so a test's first screen never waits on a module transform.
  const i18n = createSiteI18n(undefined, fetchWidgetStrings ? {} : { en, zh });
  const client = stubApi({ getStatus: () => Promise.resolve('live'), restaurant: () => Promise.resolve(RESTAURANT), ...api });
  const site: SiteApi = createSiteApi({ client, boot });
  return { i18n, api: site };
}

function renderPrepared(
  path: string,
  { i18n, api }: ReturnType<typeof prepareSite>,
  onRecoverableError?: (error: unknown) => void,
  onCommit: () => void = () => undefined,
) {
  return render(
    <Profiler id="site" onRender={onCommit}>
      <SiteProviders i18n={i18n} api={api}>
        <Router hook={memoryLocation({ path }).hook}>
          <SiteRoutes />
          <CurrentPath />
        </Router>
      </SiteProviders>
    </Profiler>,
    { onRecoverableError },
  );
}
