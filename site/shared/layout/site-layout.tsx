import { Suspense, type ReactNode } from 'react';
import { useSiteText } from '../../i18n/site-text.tsx';
import { useHtmlLang } from '../document/use-html-lang.ts';
import { useIsLive } from '../status/site-status.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { NavBar } from './nav-bar.tsx';
import { SiteFooter } from './site-footer.tsx';

/** Every page: skip link, navigation (only while reservations are live), the page, the footer. */
export function SiteLayout({ children }: { children: ReactNode }) {
  const { t } = useSiteText();
  const live = useIsLive();
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
        <Suspense fallback={<Spinner label={t('loading')} />}>
          {children}
        </Suspense>
      </main>
      <SiteFooter />
    </div>
  );
}
