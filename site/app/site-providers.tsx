import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SiteTextProvider } from '../i18n/site-text.tsx';
import type { SiteApi } from '../shared/api/site-api.ts';
import { SiteApiProvider } from '../shared/api/site-api-context.tsx';

/** What every page can reach: the language, and the API with what the site holds of its answers. */
export function SiteProviders({ i18n, api, children }: { i18n: I18n; api: SiteApi; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <SiteTextProvider i18n={i18n}>
        <SiteApiProvider api={api}>{children}</SiteApiProvider>
      </SiteTextProvider>
    </I18nextProvider>
  );
}
