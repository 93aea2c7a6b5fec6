import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/pages.ts';
import { Router } from './app/router.tsx';
import { SiteProviders } from './app/site-providers.tsx';
import { SiteRoutes } from './app/site-routes.tsx';
import { createSiteI18n, currentLang, htmlLang } from './i18n/site-i18n.ts';
import { readBootData } from './shared/api/boot-data.ts';
import { createSiteApi } from './shared/api/site-api.ts';
import './styles/site.css';

/**
 * How long the first render waits for what the page opened needs (its code, the widget's strings,
 * a booking): on a slow line the page then shows with its spinner rather than staying blank.
 */
const PRELOAD_WAIT_MS = 2500;

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const i18n = createSiteI18n();
// Set before the first render (the page is empty until then), so the language never flips on start.
document.documentElement.lang = htmlLang(currentLang(i18n));
const api = createSiteApi({ boot: readBootData() });

// One render of the whole page once its parts are in, rather than the layout with a spinner first
// and the page again a moment later: each render costs a phone's main thread as much as the wait.
const preloaded = preloadPage(window.location.pathname, { i18n, api });
void Promise.race([preloaded, new Promise((resolve) => setTimeout(resolve, PRELOAD_WAIT_MS))]).then(() =>
  createRoot(root).render(
    <StrictMode>
      <SiteProviders i18n={i18n} api={api}>
        <Router>
          <SiteRoutes />
        </Router>
      </SiteProviders>
    </StrictMode>,
  ),
);
