import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from './app/router.tsx';
import { SiteProviders } from './app/site-providers.tsx';
import { SiteRoutes } from './app/site-routes.tsx';
import { createSiteI18n, currentLang, htmlLang } from './i18n/site-i18n.ts';
import { readBootData } from './shared/api/boot-data.ts';
import { createSiteApi } from './shared/api/site-api.ts';
import './styles/site.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

const i18n = createSiteI18n();
// Set before the first render (the page is empty until then), so the language never flips on start.
document.documentElement.lang = htmlLang(currentLang(i18n));

createRoot(root).render(
  <StrictMode>
    <SiteProviders i18n={i18n} api={createSiteApi({ boot: readBootData() })}>
      <Router>
        <SiteRoutes />
      </Router>
    </SiteProviders>
  </StrictMode>,
);
