import { Suspense, type ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { useCurrentPath } from '../../app/router.tsx';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useHtmlLang } from '../document/use-html-lang.ts';
import { useIsLive } from '../status/site-status.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { NavBar } from './nav-bar.tsx';
import { PageLoadError } from './page-load-error.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Every page: skip link, navigation (only while reservations are live), the page (or why it could not load), the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useSiteText();
  const live = useIsLive();
  const path = useCurrentPath();
  useHtmlLang();
  return (
    <div className="site">
      <a className="skip-link" href="#main">
        {t('skip_to_content')}
      </a>
      {live && (
        <header className="header">
          <NavBar />
        </header>
      )}
      <main id="main" tabIndex={-1} className="main">
        {/* A page that could not be fetched says so (and offers to try again) instead of leaving the
            page blank; going to another page clears it. */}
        <ErrorBoundary fallback={<PageLoadError />} resetKeys={[path]}>
          <Suspense fallback={<Spinner label={t('loading')} />}>{children}</Suspense>
        </ErrorBoundary>
      </main>
      <SiteFooter />
    </div>
  );
}
