import type { Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { memoryLocation, Router } from '../../site/app/router.tsx';
import { SiteProviders } from '../../site/app/site-providers.tsx';
import { createSiteApi, type SiteApi } from '../../site/shared/api/site-api.ts';
import { SiteLayout } from '../../site/shared/layout/site-layout.tsx';
import { createFakeApi, type FakeSetup } from '../fixtures/fake-api.ts';

export interface SiteSetup extends FakeSetup {
  /** The URL the page is opened at (search parameters matter to /booking_result). */
  path?: string;
  /** Inside the site's layout (navigation, footer) as a guest sees it; false for the bare component. */
  layout?: boolean;
}

function SiteStage({ setup: { path = '/', layout = true, ...fake }, children }: { setup: SiteSetup; children: ReactNode }) {
  const { i18n } = useTranslation();
  const [location] = useState(() => memoryLocation({ path }));
  const [api] = useState<SiteApi>(() => createSiteApi({ client: createFakeApi(fake) }));
  return (
    <SiteProviders i18n={i18n} api={api}>
      <Router hook={location.hook}>{layout ? <SiteLayout>{children}</SiteLayout> : children}</Router>
    </SiteProviders>
  );
}

/** Renders a site page with the site's providers and router, against the fake restaurant. */
export const siteStage =
  (setup: SiteSetup = {}): Decorator =>
  (Story) => (
    <SiteStage setup={setup}>
      <Story />
    </SiteStage>
  );
