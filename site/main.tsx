import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Router } from './app/router.tsx';
import { SiteProviders } from './app/site-providers.tsx';
import { SiteRoutes } from './app/site-routes.tsx';
import { createSiteI18n } from './i18n/site-i18n.ts';
import { readBootData } from './shared/api/boot-data.ts';
import { createSiteApi } from './shared/api/site-api.ts';
import './styles/site.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <SiteProviders i18n={createSiteI18n()} api={createSiteApi({ boot: readBootData() })}>
      <Router>
        <SiteRoutes />
      </Router>
    </SiteProviders>
  </StrictMode>,
);
