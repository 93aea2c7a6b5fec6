import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadPage } from './app/pages.ts';
import { Router } from './app/router.tsx';
import { SiteProviders } from './app/site-providers.tsx';
import { SiteRoutes } from './app/site-routes.tsx';
import { createSiteI18n, currentLang, htmlLang } from './i18n/site-i18n.ts';
import { readBootData } from './shared/api/boot-data.ts';
import { isLang } from '../widget/index.ts';
import { createSiteApi } from './shared/api/site-api.ts';
import './styles/site.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

// A link in a guest's message says the language it was written in (the manage link's redirect).
const linked = new URLSearchParams(window.location.search).get('lang');
const i18n = createSiteI18n(isLang(linked) ? linked : undefined);
// Set before the first render (the page is empty until then), so the language never flips on start.
document.documentElement.lang = htmlLang(currentLang(i18n));
const api = createSiteApi({ boot: readBootData() });

// The page opened renders once its code and strings are in (static files of this build), not
// first as a spinner and again a moment later; its data comes with the page or the page asks.
void preloadPage(window.location.pathname, { i18n, api }).then(() =>
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
