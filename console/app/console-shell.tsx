import { useTranslation } from 'react-i18next';
import { Link, Route, Switch, useLocation } from 'wouter';
import { roleAtLeast, type StaffRoleName } from '../../api-client/rules/staff-roles.ts';
import type { StaffMe } from '../../api-client/contract/staff-accounts.ts';
import { AuditScreen } from '../features/audit/audit-screen.tsx';
import { BookScreen } from '../features/book/book-screen.tsx';
import { GuestsScreen } from '../features/guests/guests-screen.tsx';
import { InboxScreen } from '../features/inbox/inbox-screen.tsx';
import { PasskeysScreen } from '../features/passkeys/passkeys-screen.tsx';
import { PeopleScreen } from '../features/people/people-screen.tsx';
import { RestaurantScreen } from '../features/restaurant/restaurant-screen.tsx';
import { TonightScreen } from '../features/tonight/tonight-screen.tsx';
import { RunSheetScreen } from '../features/run-sheet/run-sheet-screen.tsx';
import { ReportsScreen } from '../features/reports/reports-screen.tsx';
import { EveningsScreen } from '../features/evenings/evenings-screen.tsx';
import { LanguageSwitch } from '../shared/language-switch.tsx';
import { ConsoleData } from './console-data.tsx';
import type { StaffApi } from './staff-api.ts';

interface Page {
  path: string;
  label: 'tonight' | 'run_sheet' | 'reports' | 'book' | 'guests' | 'inbox' | 'restaurant' | 'people' | 'audit' | 'passkeys' | 'evenings';
  least: StaffRoleName;
}

/** The console's pages and the least role each needs: the server refuses the same calls (403). */
export const PAGES: readonly Page[] = [
  { path: '/', label: 'tonight', least: 'host' },
  { path: '/run-sheet', label: 'run_sheet', least: 'host' },
  { path: '/book', label: 'book', least: 'host' },
  { path: '/evenings', label: 'evenings', least: 'host' },
  { path: '/guests', label: 'guests', least: 'host' },
  { path: '/inbox', label: 'inbox', least: 'manager' },
  { path: '/reports', label: 'reports', least: 'manager' },
  { path: '/restaurant', label: 'restaurant', least: 'manager' },
  { path: '/people', label: 'people', least: 'owner' },
  { path: '/audit', label: 'audit', least: 'owner' },
  { path: '/passkeys', label: 'passkeys', least: 'host' },
];

export function ConsoleShell({ api, me, onSignedOut }: { api: StaffApi; me: StaffMe; onSignedOut(): void }) {
  const { t } = useTranslation();
  const [location] = useLocation();
  const allowed = PAGES.filter((page) => roleAtLeast(me.role, page.least));
  const signOut = async () => {
    await api.send('staff_sign_out').catch(() => undefined);
    onSignedOut();
  };
  const screens = { tonight: TonightScreen, run_sheet: RunSheetScreen, reports: ReportsScreen, book: BookScreen, guests: GuestsScreen, inbox: InboxScreen, restaurant: RestaurantScreen, people: PeopleScreen, audit: AuditScreen, passkeys: PasskeysScreen, evenings: EveningsScreen };
  return (
    <ConsoleData>
      <a className="skip-link" href="#content">
        {t('skip_to_content')}
      </a>
      <header className="console-header">
        <p className="console-title">{t('title')}</p>
        <p className="console-who">{t('signed_in_as', { email: me.member!.email, role: t(`roles.${me.role}`) })}</p>
        <div className="console-header-actions">
          <LanguageSwitch />
          <button type="button" onClick={() => void signOut()}>
            {t('sign_out')}
          </button>
        </div>
      </header>
      <nav className="console-nav" aria-label={t('nav.label')}>
        <ul>
          {allowed.map((page) => (
            <li key={page.path}>
              <Link href={page.path} aria-current={location === page.path ? 'page' : undefined}>
                {t(`nav.${page.label}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <main id="content" className="console-main" tabIndex={-1}>
        <Switch>
          {PAGES.map((page) => {
            const Screen = screens[page.label];
            return (
              <Route key={page.path} path={page.path}>
                {roleAtLeast(me.role, page.least) ? <Screen api={api} me={me} /> : <p role="alert">{t('forbidden', { context: page.least })}</p>}
              </Route>
            );
          })}
          <Route>
            <TonightScreen api={api} me={me} />
          </Route>
        </Switch>
      </main>
    </ConsoleData>
  );
}
